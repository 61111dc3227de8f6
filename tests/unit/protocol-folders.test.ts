// A protocol is one folder (src/shared/protocols/{key}/): its name appears in the code of src/,
// workers/ and scripts/ only there and in the runtime indexes that list the folders. Code
// elsewhere reads the registry or asks the protocol's adapter, so adding or removing a protocol
// touches its folder and one line of each index.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_FOLDERS } from '../../scripts/lib/protocol-files.mjs';
import {
  KNOWN_PROTOCOL_IDS,
  PROTOCOL_REGISTRY,
  PROTOCOL_SOURCES,
} from '../../src/shared/protocol-registry.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'workers', 'scripts'];
/** Code only: data files (captures, samples, fixtures, catalogue.json) and documents may name them. */
const CODE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/** The runtime indexes: each lists every protocol's folder by name. */
const INDEXES = [
  'src/shared/protocol-registry.mjs',
  'src/shared/protocols/index.ts',
  'workers/sources/index.ts',
  'scripts/lib/protocol-files.mjs',
];

/** Texts that name a protocol and may, each with the reason; the file they are allowed in. */
const ALLOWED_TEXTS: ReadonlyArray<{ file: string; text: string; why: string }> = [
  {
    file: 'src/components/layout/Footer.tsx',
    text: '20+ blockchains via Wormhole and Stargate',
    why: "the specification's own footer text, required word for word",
  },
  {
    file: 'scripts/e2e.mjs',
    text: "VITE_PROTOCOLS: 'Wormhole,Stargate,Orbiter'",
    why: "the build with the specification's own three protocols, which its texts describe",
  },
  ...[
    'scripts/vite/issuer-contracts.ts',
    'src/shared/issuers.ts',
    'workers/trust/known-contracts.ts',
    'workers/trust/marks.ts',
  ].map((file) => ({
    file,
    text: '@wormhole-foundation/sdk-base',
    why: "the package the issuers' contract lists are read from: a data source of its own",
  })),
  ...[
    'workers/trust/marks.ts',
    'workers/trust/known-contracts.ts',
    'src/shared/issuers.ts',
    'src/shared/variants.ts',
    'src/components/results/VariantChip.tsx',
  ].map((file) => ({
    file,
    text: 'Wormhole SDK',
    why: "how the marks name that package when they cite an issuer's list",
  })),
  {
    file: 'scripts/vite/issuer-contracts.ts',
    text: "resolveChain(sdkChain, 'Wormhole')",
    why: "that package is the protocol's own SDK: it spells chains as the protocol's data does",
  },
  ...[
    'src/shared/chains.ts',
    'src/shared/contract.ts',
    'src/shared/issuers.ts',
    'src/shared/protocols/adapter.ts',
    'src/shared/protocols/opstack/generator.mjs',
    'src/shared/protocols/opstack/opstack.test.ts',
    'workers/trust/arrival.ts',
    'workers/trust/known-contracts.ts',
  ].map((file) => ({
    file,
    text: 'CCTP',
    why:
      "Circle's burn-and-mint mechanism, spelled like the protocol that is its own: other " +
      "bridges' USDC arrives through it too",
  })),
  ...[
    ['src/shared/protocols/cctp/adapter.ts', 'Wormhole'],
    ['src/shared/protocols/cctp/adapter.ts', 'wormhole.com'],
    ['src/shared/protocols/cctp/adapter.ts', '@wormhole-foundation/sdk-base'],
    ['src/shared/protocols/cctp/cctp.test.ts', 'Wormhole'],
    ['src/shared/protocols/cctp/cctp.test.ts', '@wormhole-foundation/sdk-base'],
  ].map(([file, text]) => ({
    file: file!,
    text: text!,
    why:
      "Circle CCTP's transfers run in Portal Bridge, the token bridge's own app: its link " +
      "and chains follow that protocol's SDK",
  })),
  {
    file: 'src/shared/chains.ts',
    text: "'wormhole gateway'",
    why: 'a chain spelled like a protocol (Wormhole Gateway, the Cosmos chain Wormchain)',
  },
];

/** Whole files that may, with the reason. */
const ALLOWED_FILES: Readonly<Record<string, string>> = {
  'scripts/bench/baseline/flow.js':
    'a stand-alone page without imports that the bench measures the app against: it fetches ' +
    "the specification's three sources itself",
  'scripts/bench/baseline/plain.js': 'the same stand-alone baseline, without a framework',
  'scripts/bench/baseline/react.js': 'the same stand-alone baseline, with React',
};

/**
 * Files that still name a protocol, to be made generic: a debt, not an exception. Remove a file
 * from here once it no longer names one (the test fails while it is listed and clean).
 * - scripts/sources.mjs: `sources:update` refreshes Portal Bridge's extra list for the Wormhole
 *   generator and holds each live source's first-capture floor; both belong in the protocols'
 *   folders (a generator's kept extras, a floor on the source entry).
 */
const NOT_YET_GENERIC: readonly string[] = [
  'scripts/sources.mjs',
  // The bridges' own lists of their copies, read as mark sources: each reader belongs in its
  // protocol's folder (an `owner-list` part the build index collects), and the OFT sentence in a
  // field of the known contract rather than a test of who made it.
  'scripts/vite/owner-lists.ts',
  'scripts/vite/issuer-contracts.ts',
  'src/shared/issuers.ts',
  'workers/trust/variants.ts',
];

function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...codeFiles(rel));
    else if (CODE.test(entry.name)) out.push(rel);
  }
  return out;
}

/** How each protocol may be named: display name and id as written, its key as a lower-case word. */
const NAMES = KNOWN_PROTOCOL_IDS.map((id) => {
  const entry = PROTOCOL_REGISTRY.find((e) => e.id === id);
  const { key } = PROTOCOL_SOURCES[id];
  const exact = [...new Set([id, entry?.displayName ?? id])];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    id,
    folder: PROTOCOL_FOLDERS[id],
    // A key that is also an English word ('across') is prose between two spaces, code otherwise.
    pattern: new RegExp(
      `${exact.map(escape).join('|')}|(?<![\\w])(?<! )${escape(key)}(?![\\w])|(?<![\\w])${escape(key)}(?![\\w ])`,
      'g',
    ),
  };
});

/** Each protocol named in a file's text, with the line. */
function namesIn(file: string, text: string): string[] {
  let scanned = text;
  for (const allowed of ALLOWED_TEXTS)
    if (allowed.file === file) scanned = scanned.replaceAll(allowed.text, ' ');
  const hits: string[] = [];
  const lines = scanned.split('\n');
  for (const { id, folder, pattern } of NAMES) {
    if (file.startsWith(`${folder}/`)) continue;
    lines.forEach((line, index) => {
      if (line.match(pattern)) hits.push(`${file}:${index + 1} names ${id}: ${line.trim()}`);
    });
  }
  return hits;
}

describe('a protocol is one folder', () => {
  const files = SCANNED.flatMap(codeFiles);

  it('keeps a folder for every protocol of the registry, named by its source key', () => {
    expect(Object.keys(PROTOCOL_FOLDERS)).toEqual([...KNOWN_PROTOCOL_IDS]);
    for (const id of KNOWN_PROTOCOL_IDS) {
      const folder = PROTOCOL_FOLDERS[id];
      const { key, catalogue } = PROTOCOL_SOURCES[id];
      expect(folder).toBe(`src/shared/protocols/${key}`);
      const has = (name: string) => fs.existsSync(path.join(ROOT, folder, name));
      for (const part of [
        'entry.mjs',
        'adapter.ts',
        'source.ts',
        'sample-data.json',
        'fixture.json',
        `${key}.test.ts`,
      ])
        expect(has(part), `${folder}/${part}`).toBe(true);
      expect(has('generator.mjs'), `${folder}/generator.mjs`).toBe(catalogue === 'generated');
      expect(has('capture.json'), `${folder}/capture.json`).toBe(catalogue === 'live');
    }
  });

  it('names no protocol in src/, workers/ or scripts/ outside its folder and the indexes', () => {
    const hits = files
      .filter((file) => !INDEXES.includes(file) && !(file in ALLOWED_FILES))
      .filter((file) => !NOT_YET_GENERIC.includes(file))
      .flatMap((file) => namesIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(hits).toEqual([]);
  });

  it('lists only exceptions that still apply', () => {
    for (const allowed of ALLOWED_TEXTS) {
      expect(fs.readFileSync(path.join(ROOT, allowed.file), 'utf8'), allowed.file).toContain(
        allowed.text,
      );
    }
    for (const file of [...Object.keys(ALLOWED_FILES), ...NOT_YET_GENERIC]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(
        NAMES.some(({ pattern }) => text.match(pattern)),
        `${file} names a protocol`,
      ).toBe(true);
    }
  });

  it('finds a protocol named outside its folder, as an id, a display name or a key', () => {
    expect(namesIn('workers/x.ts', "const FALLBACK = 'Orbiter';")).toHaveLength(1);
    expect(namesIn('workers/x.ts', '// as Orbiter Finance lists it')).toHaveLength(1);
    expect(namesIn('workers/x.ts', "kind: 'wormhole-wrapped'")).toHaveLength(1);
    expect(namesIn('workers/x.ts', 'const url = `/tokens/across`;')).toHaveLength(1);
    expect(namesIn('workers/x.ts', 'type T = StargateToken;')).toHaveLength(1);
    expect(namesIn('workers/x.ts', '// the same across sources')).toHaveLength(0);
    expect(namesIn(`${PROTOCOL_FOLDERS.Orbiter}/adapter.ts`, "id: 'Orbiter'")).toHaveLength(0);
    expect(namesIn(`${PROTOCOL_FOLDERS.Orbiter}/adapter.ts`, '// unlike Stargate')).toHaveLength(1);
  });
});

// The bench serves each source's snapshot from the first folder that has it: a folder with only
// some of the sources (the shared snapshots have no Across file) still provides those, and only
// the missing ones come from the next folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pickSources } from '../../../../scripts/bench/build.mjs';
import { datasetFile } from '../../../../scripts/lib/protocol-files.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sources-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, `${name}.json`), text);
  }
  return dir;
}

describe('pickSources', () => {
  it('takes each source from the first folder that has it', () => {
    const real = folder({ wormhole: '"real w"', stargate: '"real s"' });
    const sample = folder({ wormhole: '"sample w"', stargate: '"sample s"', across: '"sample a"' });
    const out = folder({});
    const { dir, picked } = pickSources({
      candidates: [real, sample],
      out,
      names: ['wormhole', 'stargate', 'across'],
    });
    expect(dir).toBe(out);
    const read = (name: string) => fs.readFileSync(path.join(out, `${name}.json`), 'utf8');
    expect([read('wormhole'), read('stargate'), read('across')]).toEqual([
      '"real w"',
      '"real s"',
      '"sample a"',
    ]);
    expect(Object.keys(picked)).toEqual(['wormhole', 'stargate', 'across']);
    expect(picked.across).not.toBe(picked.wormhole);
  });

  it("takes a source no folder has from its protocol's folder's sample data", () => {
    const real = folder({ wormhole: '"real w"' });
    const out = folder({});
    const { picked } = pickSources({
      candidates: [real, 'sample-data'],
      out,
      names: ['wormhole', 'across'],
    });
    const sample = datasetFile('sample-data', 'across.json')!;
    expect(fs.readFileSync(path.join(out, 'across.json'), 'utf8')).toBe(
      fs.readFileSync(sample, 'utf8'),
    );
    expect(picked.across).toBe("sample-data.json of its protocol's folder");
  });

  it('names the source no folder has', () => {
    const empty = folder({});
    expect(() => pickSources({ candidates: [empty], out: folder({}), names: ['orbiter'] })).toThrow(
      /no source data for orbiter/,
    );
  });
});

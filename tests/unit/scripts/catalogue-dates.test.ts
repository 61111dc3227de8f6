// The dates of the shipped lists (scripts/catalogue.mjs): a generated list is dated by the day
// its package version was published to npm, read from the npm registry by sources:update and
// from catalogue.json by the build. No test asks the real registry: its answers are played here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  npmRegistry,
  publishedDay,
  readMeta,
  shippedDates,
  SNAPSHOT_DIR,
} from '../../../scripts/catalogue.mjs';

/** A registry's document of a package, as `npm view <pkg> time --json` reads it. */
const PACKUMENT = {
  name: '@across-protocol/constants',
  time: {
    created: '2023-01-10T10:00:00.000Z',
    modified: '2026-11-01T08:00:00.000Z',
    '3.1.126': '2026-09-01T09:00:00.000Z',
    // The registry's own spelling: microseconds and an offset.
    '3.1.127': '2026-09-18T16:25:00.500000+00:00',
    // Published late in the evening west of Greenwich: the UTC day is the next one.
    '3.1.128': '2026-10-04T22:30:00-05:00',
  },
};

function fakeFetch(answer: () => Response | Promise<Response>) {
  const urls: string[] = [];
  const fetchFn = (async (url: string | URL | Request) => {
    urls.push(String(url));
    return answer();
  }) as typeof fetch;
  return { fetchFn, urls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('publishedDay: the day a package version was published, from the npm registry', () => {
  const registry = 'https://registry.example/';

  it("reads the version's time from the package's document, as a UTC day", async () => {
    const { fetchFn, urls } = fakeFetch(() => json(PACKUMENT));
    await expect(
      publishedDay('@across-protocol/constants', '3.1.127', { fetchFn, registry }),
    ).resolves.toBe('2026-09-18');
    await expect(
      publishedDay('@across-protocol/constants', '3.1.128', { fetchFn, registry }),
    ).resolves.toBe('2026-10-05');
    // A scoped name is one path segment.
    expect(urls[0]).toBe('https://registry.example/@across-protocol%2fconstants');
  });

  it('fails clearly when the registry cannot say', async () => {
    const cases: Array<[() => Response | Promise<Response>, RegExp]> = [
      [() => json({ error: 'Not found' }, 404), /answered 404$/],
      [() => json(PACKUMENT), /gives no publish time for 9\.9\.9$/],
      [() => new Response('<html>', { status: 200 }), /did not answer JSON$/],
      [
        () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } })),
        /could not be reached \(ENOTFOUND\)$/,
      ],
    ];
    for (const [answer, message] of cases) {
      const { fetchFn } = fakeFetch(answer);
      await expect(
        publishedDay('@across-protocol/constants', '9.9.9', { fetchFn, registry }),
      ).rejects.toThrow(message);
    }
  });

  it("asks npm's configured registry when run through npm, else the public one", () => {
    expect(npmRegistry({ npm_config_registry: 'https://mirror.example/npm' })).toBe(
      'https://mirror.example/npm/',
    );
    expect(npmRegistry({})).toBe('https://registry.npmjs.org/');
  });
});

describe('shippedDates: what the build says about each shipped list, without the network', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A folder whose catalogue.json is the shipped one, changed by `edit`. */
  function recordWith(edit: (meta: ReturnType<typeof readMeta>) => void) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dates-'));
    dirs.push(dir);
    const meta = readMeta(SNAPSHOT_DIR);
    edit(meta);
    fs.writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(meta));
    return dir;
  }

  it('dates each generated list by the recorded publish day of its installed version', async () => {
    const warnings: string[] = [];
    const dates = await shippedDates({ warn: (line) => warnings.push(line) });
    expect(dates.wormhole).toMatchObject({
      date: '2026-08-22',
      kind: 'generated',
      version: '6.1.5',
    });
    expect(dates.across).toMatchObject({
      date: '2026-09-18',
      kind: 'generated',
      version: '3.1.127',
    });
    expect(dates.orbiter).toMatchObject({ date: '2024-11-14', kind: 'capture' });
    expect(warnings).toEqual([]);
  });

  it('leaves a bumped version undated, with a warning, rather than date it by the build', async () => {
    const warnings: string[] = [];
    const dir = recordWith((meta) => {
      meta.across = { ...meta.across, registryVersion: '3.1.126', published: '2026-09-01' };
    });
    const dates = await shippedDates({ dir, warn: (line) => warnings.push(line) });
    expect(dates.across).toMatchObject({ date: null, kind: 'generated', version: '3.1.127' });
    expect(dates.wormhole?.date).toBe('2026-08-22');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      "across's list comes from @across-protocol/constants 3.1.127, whose publish date is not " +
        'recorded (the record is of 3.1.126)',
    );
    expect(warnings[0]).toContain('Run `npm run sources:update` to record it.');
  });

  it('keeps the publish day of an unchanged version whose generated content moved', async () => {
    const warnings: string[] = [];
    const dir = recordWith((meta) => {
      meta.across = { ...meta.across, sha256: '0'.repeat(64) };
    });
    const dates = await shippedDates({ dir, warn: (line) => warnings.push(line) });
    expect(dates.across?.date).toBe('2026-09-18');
    expect(warnings).toEqual([
      "catalogue: across's list from @across-protocol/constants 3.1.127 does not match the " +
        'hash on record. Run `npm run sources:update` to record it.',
    ]);
  });
});

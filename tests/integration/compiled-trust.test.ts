// The trust notes' passes over every token (trust/compiled-trust.ts) kept between visits: a
// repeat visit with the same data and worker build reads them instead of computing them, and
// its answers carry the same notes; other data or another build computes them again.
import { describe, expect, test } from 'vitest';
import { TRUST_KEY } from '../../workers/storage/db';
import { createTrustNotes } from '../../workers/trust/trust-notes';
import type { TrustInputs } from '../../workers/trust/compiled-trust';
import type { SourceStatus } from '../../src/shared/contract';
import { FakeSources, Profile, URLS, visit, waitForStatus } from './harness';

const allSettled = (statuses: SourceStatus[]) => statuses.every((s) => !s.loading);

/** A visit whose notes say whether their passes were read (true) or computed (false). */
async function visitWithBuild(profile: Profile, sources: FakeSources, buildId: string) {
  const read: boolean[] = [];
  const engine = visit(profile, sources, undefined, {
    buildId,
    loadTrustNotes: async () => ({
      createTrustNotes: (...args: Parameters<typeof createTrustNotes>) => {
        read.push(args[2] !== undefined);
        return createTrustNotes(...args);
      },
    }),
  });
  await engine.api.start({ urls: URLS });
  await waitForStatus(engine, allSettled);
  const answer = await engine.api.search({ query: 'usdc' });
  await engine.idle();
  return { engine, read, answer };
}

async function storedTrust(profile: Profile) {
  const db = profile.open();
  await db.open();
  const row = await db.derived.get(TRUST_KEY);
  db.close();
  return row;
}

describe('the trust notes kept between visits', () => {
  test('a repeat visit reads them and answers with the same notes', async () => {
    const profile = new Profile();
    const sources = new FakeSources();
    const first = await visitWithBuild(profile, sources, 'build-a');
    expect(first.read).toEqual([false]);
    expect(Object.keys(first.answer.annotations ?? {}).length).toBeGreaterThan(0);
    const row = await storedTrust(profile);
    expect(row?.build).toBe('build-a');
    expect(row?.sources.split(',').length).toBe(first.answer.sources.length);

    const repeat = await visitWithBuild(profile, sources, 'build-a');
    expect(repeat.read).toEqual([true]);
    expect(repeat.answer.annotations).toEqual(first.answer.annotations);
    expect(repeat.answer.options).toEqual(first.answer.options);
  });

  test('another worker build computes them again and keeps its own', async () => {
    const profile = new Profile();
    const sources = new FakeSources();
    await visitWithBuild(profile, sources, 'build-a');
    const next = await visitWithBuild(profile, sources, 'build-b');
    expect(next.read).toEqual([false]);
    expect((await storedTrust(profile))?.build).toBe('build-b');
  });

  test('a damaged row counts as none', async () => {
    const profile = new Profile();
    const sources = new FakeSources();
    const first = await visitWithBuild(profile, sources, 'build-a');
    const db = profile.open();
    await db.open();
    const row = (await db.derived.get(TRUST_KEY))!;
    await db.derived.put({ ...row, compiled: { agreement: {} } as unknown as TrustInputs });
    db.close();
    const repeat = await visitWithBuild(profile, sources, 'build-a');
    expect(repeat.read).toEqual([false]);
    expect(repeat.answer.annotations).toEqual(first.answer.annotations);
  });

  test('without a build (the dev server) nothing is kept', async () => {
    const profile = new Profile();
    const engine = visit(profile, new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.api.search({ query: 'usdc' });
    await engine.idle();
    expect(await storedTrust(profile)).toBeUndefined();
  });
});

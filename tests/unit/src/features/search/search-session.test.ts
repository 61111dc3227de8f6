import { describe, expect, it } from 'vitest';
import {
  createSearchSession,
  type GoOptions,
  type SearchSession,
} from '../../../../../src/features/search/search-session';

const STAMP = { version: 'v1', live: '' };

/** The address '/?q=<query>' as the session sees it, from the address '/?q=<from>'. */
function to(query: string, from: string | null = null, extra: Partial<GoOptions> = {}): GoOptions {
  const href = `/?q=${query}`;
  const fromHref = from === null ? '/' : `/?q=${from}`;
  return { key: href, href, urlKey: fromHref, currentUrl: fromHref, ready: true, ...extra };
}

/** The address changed to '/?q=<query>' ('/' for null). */
function address(session: SearchSession, query: string | null, ready = true) {
  const href = query === null ? '/' : `/?q=${query}`;
  return session.go('url', {
    key: query === null ? null : href,
    href,
    urlKey: href,
    currentUrl: href,
    ready,
  });
}

describe('createSearchSession', () => {
  it('runs a search an address carries once, when the data can answer', () => {
    const session = createSearchSession(STAMP);
    expect(address(session, 'usdc', false)).toEqual({ kind: 'none' });
    expect(address(session, 'usdc')).toEqual({ kind: 'run', entry: null });
    // The same address rendering again (a status push, new handlers) runs nothing.
    expect(address(session, 'usdc')).toEqual({ kind: 'none' });
    expect(address(session, 'eth')).toEqual({ kind: 'run', entry: null });
  });

  it('runs a typed search at once, and its address catching up runs nothing more', () => {
    const session = createSearchSession(STAMP);
    const step = session.go('panel', to('usdc'));
    expect(step).toEqual({
      kind: 'run',
      entry: { href: '/?q=usdc', fromKey: '/', fromUrl: '/', afterPaint: true },
    });
    // Until the entry is written, the address it was typed on is no search of its own.
    expect(address(session, null)).toEqual({ kind: 'none' });
    if (step.kind !== 'run' || !step.entry) throw new Error('no entry');
    expect(session.entryDue(step.entry, '/')).toBe(true);
    expect(address(session, 'usdc')).toEqual({ kind: 'none' });
  });

  it('drops a typed search’s entry when a newer search, the logo or another address took over', () => {
    const session = createSearchSession(STAMP);
    const first = session.go('panel', to('usdc'));
    const second = session.go('panel', to('eth'));
    if (first.kind !== 'run' || !first.entry || second.kind !== 'run' || !second.entry) {
      throw new Error('no entries');
    }
    expect(session.entryDue(first.entry, '/')).toBe(false);
    // The visitor went elsewhere meanwhile: that address stays.
    expect(session.entryDue(second.entry, '/tokens/stargate')).toBe(false);

    const third = session.go('panel', to('dai'));
    session.reset();
    if (third.kind !== 'run' || !third.entry) throw new Error('no entry');
    expect(session.entryDue(third.entry, '/')).toBe(false);

    const fourth = session.go('panel', to('wbtc'));
    session.dropEntry();
    if (fourth.kind !== 'run' || !fourth.entry) throw new Error('no entry');
    expect(session.entryDue(fourth.entry, '/')).toBe(false);
  });

  it('writes a link’s entry with its answer, not after the paint', () => {
    const session = createSearchSession(STAMP);
    const step = session.go('link', to('usdc', 'usdcx'));
    if (step.kind !== 'run' || !step.entry) throw new Error('no entry');
    expect(step.entry.afterPaint).toBe(false);
    expect(session.entryDue(step.entry, '/?q=usdcx')).toBe(true);
  });

  it('drops a link’s entry when the visitor went elsewhere before its answer', () => {
    const session = createSearchSession(STAMP);
    const step = session.go('link', to('usdc', 'usdcx'));
    if (step.kind !== 'run' || !step.entry) throw new Error('no entry');
    expect(session.entryDue(step.entry, '/')).toBe(false);
  });

  it('runs the search the address holds again when it is submitted again, with no new entry', () => {
    const session = createSearchSession(STAMP);
    expect(address(session, 'usdc')).toEqual({ kind: 'run', entry: null });
    expect(session.go('panel', to('usdc', 'usdc', { sameAsUrl: true }))).toEqual({
      kind: 'run',
      entry: null,
    });
  });

  it('only changes the address of a search typed before the data can answer', () => {
    const session = createSearchSession(STAMP);
    expect(session.go('panel', to('usdc', null, { ready: false }))).toEqual({ kind: 'navigate' });
    // The address then runs it, once.
    expect(address(session, 'usdc')).toEqual({ kind: 'run', entry: null });
    expect(address(session, 'usdc')).toEqual({ kind: 'none' });
  });

  it('resets the screen when the address loses its search, and only then', () => {
    const session = createSearchSession(STAMP);
    expect(address(session, null)).toEqual({ kind: 'none' });
    address(session, 'usdc');
    expect(address(session, null)).toEqual({ kind: 'reset' });
    expect(address(session, null)).toEqual({ kind: 'none' });
    // After the logo, the same address runs again.
    address(session, 'eth');
    session.reset();
    expect(address(session, 'eth')).toEqual({ kind: 'run', entry: null });
  });

  it('tells new data under the results apart from the data they were computed from', () => {
    const session = createSearchSession(STAMP);
    expect(session.newData(STAMP)).toBeNull();
    expect(session.newData({ version: 'v2', live: '' })).toEqual({ fromLive: false });
    expect(session.newData({ version: 'v2', live: '' })).toBeNull();
    expect(session.newData({ version: 'v3', live: 'stargate:1' })).toEqual({ fromLive: true });
    // A search on newer data: that data is the results' own.
    session.computedFrom({ version: 'v4', live: 'stargate:2' });
    expect(session.newData({ version: 'v4', live: 'stargate:2' })).toBeNull();
  });
});

// The search typed into the prerendered box before the app hydrated it: asked for as typed, and
// adopted once by the app's prepared search for the same query on the same data version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askWhileTyping,
  forgetTypedAnswer,
  takeTypedAnswer,
} from '../../../../src/data/typed-before-hydration';
import type { SearchRequest, SearchResponse } from '../../../../src/shared/contract';

function setUp(initialVersion: string | null = 'v1') {
  const box = document.createElement('input');
  document.body.append(box);
  let version = initialVersion;
  const listeners = new Set<() => void>();
  const asked: SearchRequest[] = [];
  const search = vi.fn((request: SearchRequest) => {
    asked.push(request);
    return Promise.resolve({ total: 0, options: [] } as unknown as SearchResponse);
  });
  const stop = askWhileTyping({
    box,
    search,
    limit: 24,
    version: () => version,
    onVersionChange: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  });
  const type = (text: string) => {
    box.value = text;
    box.dispatchEvent(new Event('input'));
  };
  const setVersion = (next: string | null) => {
    version = next;
    listeners.forEach((listener) => listener());
  };
  return { box, asked, stop, type, setVersion, listeners };
}

afterEach(() => {
  forgetTypedAnswer();
  document.body.replaceChildren();
});

describe('askWhileTyping', () => {
  it('asks for each text typed, trimmed, with the first batch limit, and nothing for an empty box', () => {
    const { asked, type } = setUp();
    type('u');
    type('us');
    type('us ');
    type('');
    expect(asked).toEqual([
      { query: 'u', limit: 24 },
      { query: 'us', limit: 24 },
    ]);
  });

  it('asks for text typed before it ran, and waits for searchable data before asking', () => {
    const box = document.createElement('input');
    box.value = 'usdc';
    let version: string | null = null;
    let changed = () => {};
    const search = vi.fn(() => Promise.resolve({} as SearchResponse));
    askWhileTyping({
      box,
      search,
      limit: 24,
      version: () => version,
      onVersionChange: (callback) => {
        changed = callback;
        return () => {};
      },
    });
    expect(search).not.toHaveBeenCalled();
    version = 'v1';
    changed();
    expect(search).toHaveBeenCalledWith({ query: 'usdc', limit: 24 });
  });

  it('hands the answer over once, only for the same plain query on the same data version', async () => {
    const { type, setVersion, asked } = setUp();
    type('usdc');
    expect(takeTypedAnswer({ query: 'usdc' }, 'v2')).toBeNull();
    expect(takeTypedAnswer({ query: 'usdc', protocol: 'Stargate' }, 'v1')).toBeNull();
    expect(takeTypedAnswer({ query: 'usd' }, 'v1')).toBeNull();
    const answer = takeTypedAnswer({ query: 'usdc' }, 'v1');
    expect(answer).not.toBeNull();
    await expect(answer).resolves.toEqual({ total: 0, options: [] });
    expect(takeTypedAnswer({ query: 'usdc' }, 'v1')).toBeNull();
    // New data: the same text is asked again, on the new version.
    setVersion('v2');
    expect(asked.at(-1)).toEqual({ query: 'usdc', limit: 24 });
    expect(asked).toHaveLength(2);
    expect(takeTypedAnswer({ query: 'usdc' }, 'v2')).not.toBeNull();
  });

  it('stops listening to the box and the data once stopped', () => {
    const { type, stop, asked, listeners } = setUp();
    stop();
    type('eth');
    expect(asked).toEqual([]);
    expect(listeners.size).toBe(0);
  });

  it('forgets a failed answer', async () => {
    const box = document.createElement('input');
    let failing: Promise<SearchResponse> = Promise.resolve({} as SearchResponse);
    askWhileTyping({
      box,
      search: () => (failing = Promise.reject(new Error('worker gone'))),
      limit: 24,
      version: () => 'v1',
      onVersionChange: () => () => {},
    });
    box.value = 'eth';
    box.dispatchEvent(new Event('input'));
    await failing.catch(() => {});
    await Promise.resolve();
    expect(takeTypedAnswer({ query: 'eth' }, 'v1')).toBeNull();
  });
});

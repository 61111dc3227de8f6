import { describe, expect, it, vi } from 'vitest';
import {
  downloadSource,
  startWithPageDownloads,
  type TryLock,
} from '../../../../src/data/page-downloads';
import type { PageDownload, SourceUrls } from '../../../../src/shared/contract';

const URLS: SourceUrls = { wormhole: '/w.json', stargate: '/s.json', orbiter: '/o.json' };

function fakeApi() {
  return {
    start: vi.fn(async (_options: unknown) => []),
    handOverDownload: vi.fn(async (_options: unknown) => {}),
  };
}

/** Locks as another tab would hold them: names in `busy` are taken, the rest are granted. */
function fakeLocks(busy: string[] = []) {
  const events: string[] = [];
  const tryLock: TryLock = async (name) => {
    if (busy.includes(name)) return null;
    events.push(`take ${name}`);
    return { release: () => events.push(`release ${name}`) };
  };
  return { tryLock, events };
}

describe('startWithPageDownloads', () => {
  it('on a first visit tells the worker the page downloads every source, then hands each over', async () => {
    const api = fakeApi();
    const body = new ArrayBuffer(2);
    const download = vi.fn(async (_url: string): Promise<PageDownload> => ({
      status: 200,
      etag: null,
      lastModified: null,
      body,
    }));
    const locks = fakeLocks();
    await startWithPageDownloads(
      api,
      { urls: URLS, tabId: 't1' },
      async () => true,
      download,
      locks.tryLock,
    );
    expect(api.start).toHaveBeenCalledWith({
      urls: URLS,
      tabId: 't1',
      pageDownloads: ['Wormhole', 'Stargate', 'Orbiter'],
    });
    expect(download.mock.calls.map(([url]) => url)).toEqual(['/w.json', '/s.json', '/o.json']);
    expect(
      api.handOverDownload.mock.calls.map(
        (call: unknown[]) => (call[0] as { protocol: string }).protocol,
      ),
    ).toEqual(['Wormhole', 'Stargate', 'Orbiter']);
  });

  it('holds each source lock until the worker confirms the hand-over, and leaves a source another tab holds to the worker', async () => {
    const locks = fakeLocks(['bridge-please:refresh:stargate']);
    let confirm: () => void = () => {};
    const api = {
      start: vi.fn(async (_options: unknown) => []),
      handOverDownload: vi.fn(
        (options: { protocol: string }) =>
          new Promise<void>((resolve) => {
            locks.events.push(`hand over ${options.protocol}`);
            if (options.protocol === 'Wormhole') confirm = resolve;
            else resolve();
          }),
      ),
    };
    const download = vi.fn(async (_url: string): Promise<PageDownload> => ({
      status: 200,
      etag: null,
      lastModified: null,
      body: new ArrayBuffer(1),
    }));
    const done = startWithPageDownloads(
      api,
      { urls: URLS },
      async () => true,
      download,
      locks.tryLock,
    );
    await vi.waitFor(() => expect(locks.events).toContain('release bridge-please:refresh:orbiter'));
    expect(api.start).toHaveBeenCalledWith({ urls: URLS, pageDownloads: ['Wormhole', 'Orbiter'] });
    expect(download.mock.calls.map(([url]) => url)).toEqual(['/w.json', '/o.json']);
    // Wormhole's write is not confirmed yet: its lock is still held.
    expect(locks.events).toContain('hand over Wormhole');
    expect(locks.events).not.toContain('release bridge-please:refresh:wormhole');
    confirm();
    await done;
    expect(locks.events).toContain('release bridge-please:refresh:wormhole');
    expect(locks.events).not.toContain('take bridge-please:refresh:stargate');
  });

  it('leaves the downloads to the worker when another tab stored the data while this one took the locks', async () => {
    const api = fakeApi();
    const locks = fakeLocks();
    const download = vi.fn();
    // First check: no database yet. By the time the locks are held another tab has made it.
    const firstVisit = vi.fn().mockResolvedValueOnce(true).mockResolvedValue(false);
    await startWithPageDownloads(
      api,
      { urls: URLS, tabId: 't2' },
      firstVisit,
      download,
      locks.tryLock,
    );
    expect(api.start).toHaveBeenCalledWith({ urls: URLS, tabId: 't2' });
    expect(download).not.toHaveBeenCalled();
    expect(locks.events.filter((event) => event.startsWith('release'))).toHaveLength(3);
  });

  it('without Web Locks leaves every download to the worker', async () => {
    const api = fakeApi();
    const download = vi.fn();
    await startWithPageDownloads(
      api,
      { urls: URLS },
      async () => true,
      download,
      async () => null,
    );
    expect(api.start).toHaveBeenCalledWith({ urls: URLS, pageDownloads: [] });
    expect(download).not.toHaveBeenCalled();
  });

  it('on a repeat visit leaves the downloads to the worker (it revalidates what it keeps)', async () => {
    const api = fakeApi();
    const download = vi.fn();
    await startWithPageDownloads(api, { urls: URLS, tabId: 't1' }, async () => false, download);
    expect(api.start).toHaveBeenCalledWith({ urls: URLS, tabId: 't1' });
    expect(download).not.toHaveBeenCalled();
    expect(api.handOverDownload).not.toHaveBeenCalled();
  });

  it("gives the page's downloads the worker's request timeout", async () => {
    const api = fakeApi();
    const download = vi.fn(async (_url: string, _timeoutMs?: number) => null);
    await startWithPageDownloads(
      api,
      { urls: URLS, fetchTimeoutMs: 5000 },
      async () => true,
      download,
      fakeLocks().tryLock,
    );
    expect(download.mock.calls.map(([, timeoutMs]) => timeoutMs)).toEqual([5000, 5000, 5000]);
  });
});

describe('downloadSource', () => {
  it('keeps the status, validators and body of any answer, errors included', async () => {
    const fetchFn = vi.fn(
      async () => new Response('{"a":1}', { status: 503, headers: { ETag: '"x"' } }),
    );
    const result = await downloadSource('/s.json', { fetchFn: fetchFn as unknown as typeof fetch });
    expect(result).toMatchObject({ status: 503, etag: '"x"', lastModified: null });
    expect(new TextDecoder().decode(result?.body)).toBe('{"a":1}');
  });

  it('gives null when the request fails, so the worker asks itself', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await downloadSource('/s.json', { fetchFn: fetchFn as unknown as typeof fetch }),
    ).toBeNull();
  });

  it('sends no Referer and no credentials, and revalidates the HTTP cache', async () => {
    const fetchFn = vi.fn(async (_url: string, _init?: RequestInit) => new Response('[]'));
    await downloadSource('/s.json', { fetchFn: fetchFn as unknown as typeof fetch });
    expect(fetchFn.mock.calls[0]?.[1]).toMatchObject({
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
      cache: 'no-cache',
    });
  });

  it('gives up a request that does not answer within the timeout', async () => {
    const fetchFn = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect(
      await downloadSource('/s.json', {
        timeoutMs: 20,
        fetchFn: fetchFn as unknown as typeof fetch,
      }),
    ).toBeNull();
  });

  it('gives up a body that stalls after the headers', async () => {
    const fetchFn = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"sym'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    expect(
      await downloadSource('/s.json', {
        timeoutMs: 20,
        fetchFn: fetchFn as unknown as typeof fetch,
      }),
    ).toBeNull();
  });
});

// The worker's side of the page's early downloads: a request for a file the page's start script
// announced is answered with the page's response, once; anything else goes to the network.
import { describe, expect, it, vi } from 'vitest';
import { createHandover } from '../../../../workers/net/handover';
import { HANDOVER_KEY } from '../../../../src/shared/early-start';

const BASE = 'https://bridge.example/assets/data.worker.js';
const FILE = '/catalogue/stargate.json';

function setUp() {
  const network = vi.fn(async (input: RequestInfo | URL) => {
    void input;
    return new Response('{"from":"network"}', { status: 200 });
  });
  const handover = createHandover(BASE);
  const fetchFn = handover.wrap(network as unknown as typeof fetch);
  const post = (message: unknown) => handover.onMessage({ [HANDOVER_KEY]: message });
  return { network, handover, fetchFn, post };
}

const body = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('the handover of the page’s early downloads', () => {
  it('answers an announced file with the page’s response, posted after the request, once', async () => {
    const { network, fetchFn, post } = setUp();
    expect(post({ expect: [FILE] })).toBe(true);
    const answer = fetchFn(FILE, { headers: { Accept: 'application/json' } });
    post({
      url: FILE,
      status: 200,
      statusText: 'OK',
      headers: [['etag', '"v1"']],
      body: body('{"from":"page"}'),
    });
    const response = await answer;
    expect(response.ok).toBe(true);
    expect(response.headers.get('ETag')).toBe('"v1"');
    expect(await response.json()).toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();
    // A second request for it (a retry, a refresh) is the network's.
    expect(await (await fetchFn(FILE)).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('matches the page’s root-relative URL with the worker’s absolute one', async () => {
    const { network, fetchFn, post } = setUp();
    post({ expect: [FILE] });
    post({ url: FILE, status: 200, body: body('[1]') });
    expect(await (await fetchFn(`https://bridge.example${FILE}`)).json()).toEqual([1]);
    expect(network).not.toHaveBeenCalled();
  });

  it('keeps the page’s error status: the caller sees the same failure as from the network', async () => {
    const { fetchFn, post } = setUp();
    post({ expect: [FILE] });
    post({ url: FILE, status: 503, statusText: 'Service Unavailable', body: body('down') });
    const response = await fetchFn(FILE);
    expect(response.ok).toBe(false);
    expect(response.status).toBe(503);
  });

  it('asks the network itself when the page’s request failed', async () => {
    const { network, fetchFn, post } = setUp();
    post({ expect: [FILE] });
    const answer = fetchFn(FILE);
    post({ url: FILE, body: null });
    expect(await (await answer).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves unannounced files, conditional requests and other methods to the network', async () => {
    const { network, fetchFn, post } = setUp();
    post({ expect: [FILE] });
    await fetchFn('/catalogue/orbiter.json');
    await fetchFn(FILE, { headers: { 'If-None-Match': '"v1"' } });
    await fetchFn(FILE, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('rejects as fetch does when the request is aborted while the page’s response is awaited', async () => {
    const { network, fetchFn, post } = setUp();
    post({ expect: [FILE] });
    const controller = new AbortController();
    const answer = fetchFn(FILE, { signal: controller.signal });
    controller.abort(new Error('timed out'));
    await expect(answer).rejects.toThrow('timed out');
    expect(network).not.toHaveBeenCalled();
  });

  it('ignores other messages (Comlink’s), so they reach their own listener', () => {
    const { handover } = setUp();
    expect(handover.onMessage({ id: '1', type: 'APPLY', path: ['start'] })).toBe(false);
    expect(handover.onMessage(null)).toBe(false);
    expect(handover.onMessage('text')).toBe(false);
  });
});

// The local server's HTTP helpers: validators, encodings and the shared link's pacing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  createCompressor,
  etagOf,
  notModified,
  pickEncoding,
} from '../../../../scripts/source-server/http.mjs';
import { createLink } from '../../../../scripts/source-server/link.mjs';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('the source server HTTP helpers', () => {
  it('answers 304 on a matching ETag (weak or in a list), else on an older If-Modified-Since', () => {
    const etag = etagOf(Buffer.from('tokens'));
    const mtime = new Date('2026-11-20T10:00:00.500Z');
    expect(notModified(request({ 'if-none-match': `"x", W/${etag}` }), etag, mtime)).toBe(true);
    expect(notModified(request({ 'if-none-match': '"x"' }), etag, mtime)).toBe(false);
    expect(
      notModified(request({ 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' }), etag, mtime),
    ).toBe(true);
    expect(
      notModified(request({ 'if-modified-since': 'Fri, 20 Nov 2026 09:59:59 GMT' }), etag, mtime),
    ).toBe(false);
  });

  it('compresses text with brotli before gzip, never images, and caches the result', () => {
    expect(pickEncoding(request({ 'accept-encoding': 'gzip, br' }), 'application/json')).toBe('br');
    expect(pickEncoding(request({ 'accept-encoding': 'gzip' }), 'text/html')).toBe('gzip');
    expect(pickEncoding(request({ 'accept-encoding': 'gzip, br' }), 'image/png')).toBeNull();
    const compress = createCompressor();
    const body = Buffer.from('USDC '.repeat(200));
    const gz = compress(body, 'gzip', 'k');
    expect(zlib.gunzipSync(gz).equals(body)).toBe(true);
    expect(compress(body, 'gzip', 'k')).toBe(gz);
  });

  it('paces a body over the shared link only for the throttled scope', async () => {
    const state = { throttle: { latencyMs: 0, bytesPerSecond: 64 * 1024, scope: 'sources' } };
    const link = createLink(state);
    const written: number[] = [];
    const res = {
      destroyed: false,
      write: (chunk: Buffer) => written.push(chunk.length),
      end: (chunk?: Buffer) => written.push(chunk?.length ?? 0),
    } as unknown as ServerResponse;
    // On the test's clock: 16 KiB at 64 KiB/s is a chunk every 250 ms.
    vi.useFakeTimers();
    try {
      const sending = link.sendBody(res, Buffer.alloc(32 * 1024), 'sources');
      await vi.advanceTimersByTimeAsync(249);
      expect(written).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(written).toEqual([16 * 1024]);
      await vi.advanceTimersByTimeAsync(250);
      await sending;
    } finally {
      vi.useRealTimers();
    }
    expect(written).toEqual([16 * 1024, 16 * 1024, 0]);
    written.length = 0;
    await link.sendBody(res, Buffer.alloc(32 * 1024), 'static');
    expect(written).toEqual([32 * 1024]);
  });
});

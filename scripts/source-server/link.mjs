// The slowed-down link: a latency before each response and a bandwidth that every concurrent
// download shares, applied to all responses, the sources' or the static files' (its scope).

const CHUNK_BYTES = 16 * 1024;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function defaultThrottle() {
  return { latencyMs: 0, bytesPerSecond: 0, scope: 'all' };
}

/** The throttle's scopes: what a command may name. */
export const THROTTLE_SCOPES = ['all', 'sources', 'static'];

/**
 * The link of a server whose current throttle is `state.throttle`.
 * @param {{throttle: {latencyMs: number, bytesPerSecond: number, scope: string}}} state
 */
export function createLink(state) {
  // Every chunk reserves the next free slot, so concurrent downloads share bandwidth.
  let linkFreeAt = 0;

  function throttled(kind) {
    const t = state.throttle;
    if (!t.latencyMs && !t.bytesPerSecond) return false;
    return t.scope === 'all' || t.scope === kind;
  }

  return {
    /** Waits the throttle's latency when it applies to `kind` ('sources' or 'static'). */
    async latency(kind) {
      if (throttled(kind) && state.throttle.latencyMs > 0) await sleep(state.throttle.latencyMs);
    },

    /** Writes the body, paced by the shared bandwidth when throttling applies. */
    async sendBody(res, buffer, kind) {
      if (!buffer || buffer.length === 0) return void res.end();
      const bps = throttled(kind) ? state.throttle.bytesPerSecond : 0;
      if (!bps) return void res.end(buffer);
      for (let offset = 0; offset < buffer.length; offset += CHUNK_BYTES) {
        const chunk = buffer.subarray(offset, offset + CHUNK_BYTES);
        const now = Date.now();
        const start = Math.max(now, linkFreeAt);
        linkFreeAt = start + (chunk.length / bps) * 1000;
        const wait = linkFreeAt - now;
        if (wait > 0) await sleep(wait);
        if (res.destroyed) return;
        res.write(chunk);
      }
      res.end();
    },
  };
}

// A read-only tap on a started source-server: logs every HTTP request with its arrival, status,
// content encoding, bytes written and the time the last byte left, without touching the
// server's code (a 'request' listener that runs before the server's own handler).
export function tapServer(started) {
  const log = [];
  started.server.prependListener('request', (req, res) => {
    const entry = {
      url: req.url,
      method: req.method,
      at: Date.now(),
      status: 0,
      encoding: null,
      bytes: 0,
      end: null,
      conditional: Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']),
      acceptEncoding: req.headers['accept-encoding'] ?? '',
      serviceWorker: req.headers['service-worker'] === 'script',
    };
    if (String(req.url).startsWith('/__')) return; // harness endpoints are not traffic
    log.push(entry);
    const writeHead = res.writeHead;
    res.writeHead = function (status, ...rest) {
      entry.status = status;
      const headers = rest.find((r) => r && typeof r === 'object');
      if (headers)
        entry.encoding = headers['Content-Encoding'] ?? headers['content-encoding'] ?? null;
      return writeHead.call(this, status, ...rest);
    };
    const write = res.write;
    res.write = function (chunk, ...rest) {
      if (chunk) entry.bytes += Buffer.byteLength(chunk);
      return write.call(this, chunk, ...rest);
    };
    const end = res.end;
    res.end = function (chunk, ...rest) {
      if (chunk && typeof chunk !== 'function') entry.bytes += Buffer.byteLength(chunk);
      entry.end = Date.now();
      return end.call(this, chunk, ...rest);
    };
  });
  return {
    log,
    clear: () => log.splice(0, log.length),
    /** Entries since a wall-clock time, with times relative to it. */
    since(origin) {
      return log
        .filter((e) => e.at >= origin - 5)
        .map((e) => ({ ...e, at: e.at - origin, end: e.end === null ? null : e.end - origin }));
    },
  };
}

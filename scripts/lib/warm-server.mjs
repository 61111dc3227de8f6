// Asks a started source-server for every file of its build and the three sources once, as a
// browser would (brotli, then gzip), so its compression cache is full before anything is
// measured: compressing on a first request blocks the server's event loop for tens of ms, which
// the first measured load would pay and Lighthouse would count as server latency.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SOURCE_NAMES } from '../source-server.mjs';

function get(url, encoding) {
  return new Promise((resolve) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        res.resume();
        res.on('end', resolve);
        res.on('error', resolve);
      })
      .on('error', resolve);
  });
}

/** `server` as returned by startServer; `distDir` the build it serves. */
export async function warmServer(server, distDir) {
  const files = fs
    .readdirSync(distDir, { recursive: true })
    .filter((rel) => fs.statSync(path.join(distDir, rel)).isFile());
  const paths = [
    ...files.map((rel) => `/${rel.split(path.sep).join('/')}`),
    ...SOURCE_NAMES.map((name) => `/sources/${name}.json`),
  ];
  for (const encoding of ['br', 'gzip']) {
    for (const p of paths) await get(`${server.url}${p}`, encoding);
  }
}

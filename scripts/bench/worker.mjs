// Runs the worker figures (scripts/bench/worker-entry.ts) in a child node process: bundles the
// entry with rolldown (TypeScript, same sources as the worker build; dexie, flexsearch and
// fake-indexeddb stay external), then measures at each data scale in a fresh process so one
// scale's garbage and JIT state do not colour the other.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SOURCE_KEYS } from '../../src/shared/protocol-registry.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const OUT = path.join(ROOT, '.bench', 'worker-bench.mjs');

export async function bundleWorkerBench() {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({
    input: path.join(HERE, 'worker-entry.ts'),
    platform: 'node',
    external: [/^dexie/, /^flexsearch/, /^fake-indexeddb/],
    logLevel: 'silent',
    // The known-contract lists, which the build ships as a data chunk of their own.
    plugins: [
      {
        name: 'issuer-contracts',
        resolveId: (id) =>
          id === 'virtual:issuer-contracts' ? path.join(HERE, 'issuer-contracts-data.ts') : null,
      },
    ],
  });
  await bundle.write({ file: OUT, format: 'esm', inlineDynamicImports: true });
  await bundle.close();
  return OUT;
}

/** Measures one data directory in a child process; resolves with the figures. */
export function measureWorkerScale(dataDir, queries, { reps = 5, timeoutMs = 180_000 } = {}) {
  return inChild(['--child', dataDir, JSON.stringify(queries), String(reps)], timeoutMs);
}

/**
 * Where a repeat visit's worker CPU goes before its first answer (worker-entry.ts's
 * measureRepeatCpu) for one data directory, in a child process.
 */
export function measureRepeatCpuScale(dataDir, query, { reps = 5, timeoutMs = 180_000 } = {}) {
  return inChild(['--repeat-cpu', dataDir, query, String(reps)], timeoutMs);
}

function inChild(args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`worker bench exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch (error) {
        reject(error);
      }
    });
  });
}

const readPayloads = (dataDir) =>
  Object.fromEntries(
    SOURCE_KEYS.map((key) => [key, fs.readFileSync(path.join(dataDir, `${key}.json`), 'utf8')]),
  );

if (process.argv[2] === '--repeat-cpu') {
  const [dataDir, query, reps] = process.argv.slice(3);
  const { measureRepeatCpu } = await import(pathToFileURL(OUT).href);
  const figures = await measureRepeatCpu({
    payloads: readPayloads(dataDir),
    query,
    reps: Number(reps),
  });
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
}

if (process.argv[2] === '--child') {
  const [dataDir, queriesJson, reps] = process.argv.slice(3);
  const { measureWorker } = await import(pathToFileURL(OUT).href);
  const read = (name) => fs.readFileSync(path.join(dataDir, `${name}.json`), 'utf8');
  const figures = await measureWorker({
    payloads: Object.fromEntries(SOURCE_KEYS.map((key) => [key, read(key)])),
    queries: JSON.parse(queriesJson),
    reps: Number(reps),
  });
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
}

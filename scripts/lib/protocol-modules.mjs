// The app's own protocol modules for the Node scripts: each protocol's source module (parse,
// format: workers/sources) and adapter (src/shared/protocols), TypeScript loaded through Vite's
// module runner, once per process. Fault and benchmark payloads are made with them (parse, change
// the tokens, format), so they know no source's format of their own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let loading;

/**
 * Each protocol's modules, by protocol id.
 * @returns {Promise<Record<string, {source: {parse: Function, format: Function}, adapter: {listed: Function}}>>}
 */
export function loadProtocolModules() {
  loading ??= (async () => {
    const { runnerImport } = await import('vite');
    const [{ module: sources }, { module: adapters }] = await Promise.all([
      runnerImport(path.join(ROOT, 'workers', 'sources', 'index.ts')),
      runnerImport(path.join(ROOT, 'src', 'shared', 'protocols', 'index.ts')),
    ]);
    return Object.fromEntries(
      Object.keys(sources.SOURCES).map((id) => [
        id,
        { source: sources.SOURCES[id], adapter: adapters.ADAPTERS[id] },
      ]),
    );
  })();
  return loading;
}

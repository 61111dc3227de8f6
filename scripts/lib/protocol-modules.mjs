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
    // Vite's runner sets NODE_ENV to 'development' when it is unset, and a production build
    // later in the same process (the bench's) would then bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    const [{ module: sources }, { module: adapters }] = await Promise.all([
      runnerImport(path.join(ROOT, 'workers', 'sources', 'index.ts')),
      runnerImport(path.join(ROOT, 'src', 'shared', 'protocols', 'index.ts')),
    ]).finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });
    return Object.fromEntries(
      Object.keys(sources.SOURCES).map((id) => [
        id,
        { source: sources.SOURCES[id], adapter: adapters.ADAPTERS[id] },
      ]),
    );
  })();
  return loading;
}

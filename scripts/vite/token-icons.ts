// Token and network icons from @web3icons/core (MIT), for cards whose source gives no logo. Only
// the icons the catalogue uses are shipped, as static files on our own origin (so the CSP's
// img-src 'self' covers them): the networks of the chain registry, and the token symbols found
// in the source datasets the repository holds. The page learns which exist from the virtual
// module 'virtual:token-icons' (two small lists), so it never asks for an icon that is not there.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { resolveChain } from '../../src/shared/chains.ts';

const VIRTUAL_ID = 'virtual:token-icons';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
export const TOKEN_ICON_DIR = 'icons/tokens';
export const NETWORK_ICON_DIR = 'icons/networks';

/** A symbol is shipped under its upper-case spelling when it is a plain file name. */
const SAFE_SYMBOL = /^[A-Z0-9]{1,20}$/;

export interface IconSet {
  /** Upper-case symbol -> SVG text. */
  tokens: Map<string, string>;
  /** Canonical chain id -> SVG text. */
  networks: Map<string, string>;
}

/** Every string under a `symbol` key, at any depth of a source payload. */
export function symbolsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => symbolsIn(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'symbol' && typeof item === 'string') into.add(item.trim().toUpperCase());
      else symbolsIn(item, into);
    }
  }
  return into;
}

/** The JSON of each dataset: a file, or every `.json` file of a directory. */
function readJsonFiles(datasets: readonly string[]): unknown[] {
  const out: unknown[] = [];
  for (const dataset of datasets) {
    if (!fs.existsSync(dataset)) continue; // ../shared may be absent
    const files = fs.statSync(dataset).isDirectory()
      ? fs
          .readdirSync(dataset)
          .filter((name) => name.endsWith('.json'))
          .map((name) => path.join(dataset, name))
      : [dataset];
    for (const file of files) {
      try {
        out.push(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        /* not a dataset */
      }
    }
  }
  return out;
}

/** The package's SVG with the indentation between tags and its own class name taken out. */
export function minifySvg(svg: string): string {
  return svg
    .replace(/>\s+</g, '><')
    .replace(/\s+class="web3icons"/, '')
    .trim();
}

async function svgOf(file: string): Promise<string | null> {
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  return typeof module.default === 'string' && module.default.startsWith('<svg')
    ? minifySvg(module.default)
    : null;
}

/**
 * Collects the icons for the symbols in `datasets` (files, or directories of them) and for every
 * registry chain.
 */
export async function collectIcons(root: string, datasets: readonly string[]): Promise<IconSet> {
  const require = createRequire(path.join(root, 'package.json'));
  const svgs = path.join(path.dirname(require.resolve('@web3icons/core')), 'svgs');
  const tokenDir = path.join(svgs, 'tokens', 'branded');
  const networkDir = path.join(svgs, 'networks', 'branded');
  const iconName = (file: string) => file.replace(/\.svg\.js$/, '');
  const available = new Set(
    fs
      .readdirSync(tokenDir)
      .filter((f) => f.endsWith('.svg.js'))
      .map(iconName),
  );

  const tokens = new Map<string, string>();
  const symbols = new Set<string>();
  for (const dataset of readJsonFiles(datasets)) symbolsIn(dataset, symbols);
  for (const symbol of [...symbols].sort()) {
    if (!SAFE_SYMBOL.test(symbol) || !available.has(symbol)) continue;
    const svg = await svgOf(path.join(tokenDir, `${symbol}.svg.js`));
    if (svg) tokens.set(symbol, svg);
  }

  // Each network icon is named like one of the registry's spellings ('arbitrum-one',
  // 'binance-smart-chain'): the registry says which canonical chain it is. An exact id wins.
  const networks = new Map<string, string>();
  const names = fs
    .readdirSync(networkDir)
    .filter((f) => f.endsWith('.svg.js'))
    .map(iconName)
    .sort();
  const chosen = new Map<string, string>();
  for (const name of names) {
    const chain = resolveChain(name.replace(/-/g, ' '));
    if (!chain.known) continue;
    if (!chosen.has(chain.id) || name === chain.id) chosen.set(chain.id, name);
  }
  for (const [id, name] of [...chosen].sort()) {
    const svg = await svgOf(path.join(networkDir, `${name}.svg.js`));
    if (svg) networks.set(id, svg);
  }
  return { tokens, networks };
}

export function tokenIcons(options: { datasets: readonly string[] }): Plugin {
  let root = process.cwd();
  let icons: Promise<IconSet> | null = null;
  const load = () =>
    (icons ??= collectIcons(
      root,
      options.datasets.map((d) => path.resolve(root, d)),
    ));
  return {
    name: 'bridge-please:token-icons',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const { tokens, networks } = await load();
      return [
        `export const TOKEN_ICONS = new Set(${JSON.stringify([...tokens.keys()])});`,
        `export const NETWORK_ICONS = new Set(${JSON.stringify([...networks.keys()])});`,
      ].join('\n');
    },
    async generateBundle() {
      const { tokens, networks } = await load();
      for (const [symbol, svg] of tokens)
        this.emitFile({ type: 'asset', fileName: `${TOKEN_ICON_DIR}/${symbol}.svg`, source: svg });
      for (const [id, svg] of networks)
        this.emitFile({ type: 'asset', fileName: `${NETWORK_ICON_DIR}/${id}.svg`, source: svg });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/icons\/(tokens|networks)\/([\w-]+)\.svg$/.exec(req.url ?? '');
        if (!match) return next();
        void load().then(({ tokens, networks }) => {
          const svg = (match[1] === 'tokens' ? tokens : networks).get(match[2]!);
          if (!svg) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
    },
  };
}

/// <reference types="vitest/config" />
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CATALOGUE_PATH, isoDay, shippedDates, writeCatalogue } from './scripts/catalogue.mjs';
import { datasetFiles } from './scripts/lib/protocol-files.mjs';
import { startAfterPaint } from './scripts/vite/start-after-paint.ts';
import { tokenIcons } from './scripts/vite/token-icons.ts';
import { stripCssComments } from './scripts/vite/strip-css-comments.ts';
import type { AppConfig } from './src/config/env-schema.ts';
import type { ShippedSnapshot } from './src/shared/contract.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { PROTOCOL_SOURCES } from './src/shared/protocol-registry.mjs';
import {
  REFERRER_POLICY,
  contentSecurityPolicy,
  headersFile,
  inlineScriptContents,
  inlineStyleContents,
} from './src/config/csp.ts';
import { prerenderShell } from './scripts/vite/prerender-shell.ts';
import { issuerContractsData } from './scripts/vite/issuer-contracts.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { appChunkGroups } from './scripts/vite/app-chunks.ts';

/**
 * Production builds only (the dev server needs inline scripts for React refresh): puts the
 * Content-Security-Policy and referrer policy first in <head> of index.html and writes the same
 * policy as response headers to dist/_headers. Inline styles and scripts of index.html are allowed
 * by hash, computed from the final HTML.
 */
function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function securityPolicy(config: AppConfig): Plugin {
  let hashes: { inlineStyleHashes: string[]; inlineScriptHashes: string[] } = {
    inlineStyleHashes: [],
    inlineScriptHashes: [],
  };
  return {
    name: 'bridge-please:security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        hashes = {
          inlineStyleHashes: inlineStyleContents(html).map(cspHash),
          inlineScriptHashes: inlineScriptContents(html).map(cspHash),
        };
        const policy = contentSecurityPolicy(config, 'meta', hashes);
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
            injectTo: 'head-prepend',
          },
          {
            tag: 'meta',
            attrs: { name: 'referrer', content: REFERRER_POLICY },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle: {
      // After index.html is final (its inline styles and scripts hashed above).
      order: 'post',
      handler() {
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: headersFile(config, hashes),
        });
      },
    },
  };
}

/**
 * The shipped catalogue the page hands the worker: each source's file, the date of its data
 * (scripts/catalogue/catalogue.json: when a capture was taken, or when the package version a
 * generated list comes from was published, with that version) and where it comes from; none when
 * the build switches it off.
 */
async function shippedSnapshots(config: AppConfig): Promise<Record<string, ShippedSnapshot>> {
  if (!config.shippedCatalogue) return {};
  const dates = await shippedDates();
  return Object.fromEntries(
    config.protocols.map((id) => {
      const { key } = PROTOCOL_SOURCES[id];
      const { date, kind, version, from } = dates[key]!;
      const snapshot: ShippedSnapshot = {
        url: `${CATALOGUE_PATH}${key}.json`,
        // An undated list is ordered as this build's (newer than data saved before it), and
        // marked so that the page never shows that day as its date.
        takenAt: Date.parse(`${date ?? isoDay(Date.now())}T00:00:00Z`),
        from,
        ...(kind === 'generated' && version ? { registryVersion: version } : {}),
        ...(date === null ? { undated: true as const } : {}),
      };
      return [id, snapshot];
    }),
  );
}

/**
 * Writes the shipped catalogue into public/catalogue/ before any build or dev server starts. A
 * build without it ships none of its files: public/ may still hold them from an earlier build,
 * and a deployment would serve that data unused, going stale.
 */
function shippedCatalogue(enabled: boolean): Plugin {
  let outDir = '';
  return {
    name: 'bridge-please:shipped-catalogue',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      if (enabled && !process.env.VITEST) await writeCatalogue();
    },
    closeBundle() {
      if (!enabled) fs.rmSync(path.join(outDir, CATALOGUE_PATH), { recursive: true, force: true });
    },
  };
}

/**
 * index.html's description names the build's protocols where it says `%PROTOCOL_NAMES%`, so a
 * protocol added to the registry is named there without an edit.
 */
function protocolNames(names: readonly string[]): Plugin {
  return {
    name: 'bridge-please:protocol-names',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%PROTOCOL_NAMES%', names.join(', ')),
    },
  };
}

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  // Validated once here (a bad value fails the build); the page gets the result as a constant
  // instead of shipping the validator. VITE_* from .env files, overridden by the environment.
  const appConfig = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const snapshots = await shippedSnapshots(appConfig);
  return {
    define: {
      __APP_CONFIG__: JSON.stringify(appConfig),
      __SHIPPED_SNAPSHOTS__: JSON.stringify(snapshots),
    },
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL('./src/routing/use-sync-external-store-shim.ts', import.meta.url),
          ),
        },
      ],
    },
    plugins: [
      // The issuers' and owners' contract lists (a data chunk the worker loads; dev and tests).
      issuerContractsData(),
      protocolNames(appConfig.protocols),
      shippedCatalogue(appConfig.shippedCatalogue),
      stripCssComments(),
      react(),
      // The entry and its libraries download at once; the app starts after the first paint, and
      // with it the first answer's chunks, the data worker and, on a first visit, the catalogue.
      startAfterPaint({
        firstAnswer: /[\\/]src[\\/]features[\\/]search[\\/]SearchResults\.tsx$/,
        worker: /(^|\/)data\.worker-[\w-]+\.js$/,
        firstVisitFetches: Object.values(snapshots).map((snapshot) => snapshot.url),
      }),
      // The home screen rendered into index.html, hydrated by the page.
      prerenderShell(),
      // The symbols of the datasets the repository holds (each protocol's sample data and test
      // fixtures, the shared fixtures' folder when present) and every registry chain.
      tokenIcons({
        datasets: [
          ...Object.values(datasetFiles('sample-data')),
          ...Object.values(datasetFiles('fixture')),
          '../shared/fixtures/sources',
        ],
      }),
      // The same validated config the page reads.
      securityPolicy(appConfig),
      // PWA (owned with the e2e harness): the shell, worker and icons are precached; the three
      // token sources are NOT cached here because the data worker keeps them in IndexedDB.
      VitePWA({
        strategies: 'generateSW',
        registerType: 'prompt',
        injectRegister: false,
        // The icons are matched by globPatterns below; adding them again would list them twice.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: 'Bridge, please!',
          short_name: 'Bridge',
          description: 'Cross-chain token bridge discovery',
          lang: 'en',
          dir: 'ltr',
          categories: ['finance', 'utilities'],
          theme_color: '#0b0f1a',
          background_color: '#0b0f1a',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The shell, the data worker, fonts, favicon and icons (public/ is copied into the build).
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // Token and network icons are many and each card needs few: cached when first shown.
          globIgnores: ['icons/tokens/**', 'icons/networks/**'],
          runtimeCaching: [
            {
              urlPattern: ({ sameOrigin, url }) =>
                sameOrigin && /^\/icons\/(tokens|networks)\/[\w-]+\.svg$/.test(url.pathname),
              handler: 'CacheFirst',
              options: {
                cacheName: 'token-icons',
                expiration: { maxEntries: 400 },
              },
            },
          ],
          navigateFallback: '/index.html',
          // Never answer the source mirror, the analytics capture or harness endpoints with the shell.
          navigateFallbackDenylist: [/^\/sources\//, /^\/catalogue\//, /^\/mp\//, /^\/__/],
          cleanupOutdatedCaches: true,
          // First visit: take control at once so the next offline visit works. Updates still wait
          // for the visitor's 'Reload' (no skipWaiting).
          clientsClaim: true,
        },
        devOptions: { enabled: false },
      }),
      // .br and .gz copies of every text file, for hosts that serve them (last: the service
      // worker's files included).
      precompress(),
    ],
    // styled-components gets a fixed id per component (from its file and place), not one counted
    // at run time: the prerendered HTML's class names then match the browser's whatever order the
    // chunks arrive in, so hydration finds the same classes and the server's rules are reused.
    oxc: {
      plugins: {
        styledComponents: { ssr: true, displayName: false, fileName: false, pure: true },
      },
    },
    worker: {
      format: 'es',
      // The build's worker bundle gets only these plugins (the list above serves dev and tests).
      plugins: () => [issuerContractsData()],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // modulepreload is native in every browser we support; without it the links are only a hint.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The libraries chunk (preloaded with the HTML) and the app chunk, whatever the
          // imports between the app chunk's modules and the lazy screens' (app-chunks.ts).
          codeSplitting: {
            groups: appChunkGroups({
              appEntry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
              bootEntry: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
              libraries: /[\\/]node_modules[\\/](react|styled-components|stylis)[\\/]/,
            }),
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              // Each protocol's folder: its parser, adapter and generator tests.
              'src/shared/protocols/*/*.test.ts',
              'tests/unit/workers/**/*.test.ts',
              'tests/unit/protocol-folders.test.ts',
              // Code that runs outside the page (both sides, or the build) mirrors src/ here too.
              'tests/unit/src/shared/**/*.test.ts',
              'tests/unit/src/config/**/*.test.ts',
              'tests/unit/scripts/**/*.test.ts',
              'tests/integration/**/*.test.ts',
            ],
            setupFiles: ['fake-indexeddb/auto', 'tests/setup/issuer-contracts.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['tests/unit/src/**/*.test.{ts,tsx}'],
            exclude: ['tests/unit/src/shared/**', 'tests/unit/src/config/**'],
            setupFiles: ['tests/setup/dom.ts', 'tests/setup/issuer-contracts.ts'],
          },
        },
      ],
    },
  };
});

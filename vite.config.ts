/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadAppChunk } from './scripts/vite/preload-app-chunk';

export default defineConfig({
  plugins: [
    react(),
    preloadAppChunk(),
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
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell, the data worker, fonts, favicon and icons (public/ is copied into the build).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // Never answer the source mirror, the analytics capture or harness endpoints with the shell.
        navigateFallbackDenylist: [/^\/sources\//, /^\/mp\//, /^\/__/],
        cleanupOutdatedCaches: true,
        // First visit: take control at once so the next offline visit works. Updates still wait
        // for the visitor's 'Reload' (no skipWaiting).
        clientsClaim: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  worker: { format: 'es' },
  // modulepreload is native in every browser we support; without it the links are only a hint.
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/workers/**/*.test.ts', 'tests/unit/shared/**/*.test.ts', 'tests/unit/config/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});

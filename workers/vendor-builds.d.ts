// Types for the lighter library builds the worker imports (measured in scripts/size-budget.mjs's
// worker budget). Each is the same release as its package's default build, with that build's API.

// FlexSearch's compact build: the package's exports map names only the full bundle, so
// workers/search/substring-index.ts imports this one by path.
declare module '*/flexsearch/dist/flexsearch.compact.module.min.js' {
  export { Encoder, Index } from 'flexsearch';
}

// Dexie's modern ES module build (exported as dexie/dist/*): the default entry wraps the UMD
// build, ~2 KB gzip more.
declare module 'dexie/dist/modern/dexie.mjs' {
  export * from 'dexie';
  export { default } from 'dexie';
}

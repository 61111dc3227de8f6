// Old address of the paint scheduling helpers, kept while search-timing modules still import them here.
export * from '../lib/after-first-paint';

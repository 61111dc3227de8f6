// Old address of the logo's reset signal, kept while search-timing modules still import it from here.
export * from '../routing/reset-signal';

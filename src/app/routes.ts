// Old address of the route table, kept while search-timing modules still import it from here.
export * from '../routing/routes';

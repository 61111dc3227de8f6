// The page's entry. It is a few KB: importing the worker client starts the data worker and its
// source downloads at once, while the React app (the bulk of the JS) downloads in parallel,
// instead of the worker waiting for the whole app to arrive and run first.
import './data/worker-client';

void import('./main');

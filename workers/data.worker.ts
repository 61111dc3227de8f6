// The data worker entry: exposes the API over Comlink with the real browser dependencies.
import * as Comlink from 'comlink';
import { createBridgeDataApi } from './api';
import { BridgeDb } from './db';

Comlink.expose(
  createBridgeDataApi({
    // Called unbound, fetch throws "Illegal invocation" in some browsers.
    fetch: (input, init) => fetch(input, init),
    openDb: () => new BridgeDb(),
    // Storage failures and index timings; console.debug is hidden unless verbose logs are on.
    log: (event, detail) => console.debug('[data worker]', event, detail),
  }),
);

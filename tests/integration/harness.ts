// Test harness: the worker API in-process on fake-indexeddb, with a scriptable fake fetch for the
// registry's sources and an adjustable clock. Each test gets its own IndexedDB factory (no leakage).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { SourceStatus, SourceUrls } from '../../src/shared/contract';
import { PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import { PROTOCOLS, type Protocol } from '../../src/shared/tokens';
import {
  createBridgeDataEngine,
  type BridgeDataDeps,
  type BridgeDataEngine,
  type TabBroadcast,
} from '../../workers/api/api';
import { BridgeDb, type BridgeDbOptions } from '../../workers/storage/db';
import { perProtocol } from '../fixtures/protocols';
import { loadFixture } from '../fixtures/sources';

const urlOf = (protocol: Protocol) => `https://sources.test/${PROTOCOL_SOURCES[protocol].key}.json`;

export const URLS = Object.fromEntries(
  PROTOCOLS.map((protocol) => [PROTOCOL_SOURCES[protocol].key, urlOf(protocol)]),
) as SourceUrls;

const PROTOCOL_BY_URL = new Map<string, Protocol>(
  PROTOCOLS.map((protocol) => [urlOf(protocol), protocol]),
);

export type Handler = (request: {
  headers: Record<string, string>;
}) => Response | Promise<Response>;

export function payload(protocol: Protocol): unknown {
  return loadFixture(PROTOCOL_SOURCES[protocol].key);
}

export function ok(body: unknown, headers: Record<string, string> = {}): Handler {
  return () => new Response(JSON.stringify(body), { status: 200, headers });
}

export const serverError: Handler = () => new Response('', { status: 500 });
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/** A response held back until the test releases it. */
export function gate(): {
  handler: Handler;
  release: (handler: Handler) => void;
  requested: Promise<void>;
} {
  let release: (handler: Handler) => void = () => {};
  let markRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  const released = new Promise<Handler>((resolve) => {
    release = resolve;
  });
  return {
    requested,
    release,
    handler: async (request) => {
      markRequested();
      return (await released)(request);
    },
  };
}

/** The registry's sources, each answered by a replaceable handler; every request is recorded. */
export class FakeSources {
  readonly requests: Array<{ protocol: Protocol; headers: Record<string, string> }> = [];
  handlers: Record<Protocol, Handler> = perProtocol((protocol) => ok(payload(protocol)));

  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const protocol = PROTOCOL_BY_URL.get(String(input));
    if (!protocol) throw new TypeError(`unexpected URL ${String(input)}`);
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    this.requests.push({ protocol, headers });
    return this.handlers[protocol]({ headers });
  }) as typeof fetch;

  requestsFor(protocol: Protocol) {
    return this.requests.filter((request) => request.protocol === protocol);
  }
}

/** One browser profile: a private IndexedDB that several engines (visits) can share. */
export class Profile {
  readonly indexedDB = new IDBFactory();
  readonly name = 'bridge-please-test';
  open(options: BridgeDbOptions = {}): BridgeDb {
    return new BridgeDb(this.name, { indexedDB: this.indexedDB, IDBKeyRange, ...options });
  }
}

export class Clock {
  constructor(public time = Date.UTC(2025, 10, 1)) {}
  readonly now = () => this.time;
}

export function visit(
  profile: Profile,
  sources: FakeSources,
  clock = new Clock(),
  overrides: Partial<BridgeDataDeps> = {},
): BridgeDataEngine {
  return createBridgeDataEngine({
    fetch: sources.fetch,
    openDb: () => profile.open(),
    now: clock.now,
    // Retries wait on this: instant in tests (backoff itself is covered by the unit tests).
    sleep: async () => {},
    // Work no search needs waits for the first answer at most this long: no wait unless a test
    // asks for one.
    firstAnswerWaitMs: 0,
    searchPauseMs: 0,
    ...overrides,
  });
}

export function statusOf(statuses: SourceStatus[], protocol: Protocol): SourceStatus {
  const status = statuses.find((s) => s.protocol === protocol);
  if (!status) throw new Error(`no status for ${protocol}`);
  return status;
}

/** Resolves with the first pushed (or current) statuses that satisfy the predicate. */
export async function waitForStatus(
  engine: BridgeDataEngine,
  predicate: (statuses: SourceStatus[]) => boolean,
): Promise<SourceStatus[]> {
  const current = await engine.api.getStatus();
  if (predicate(current)) return current;
  return new Promise((resolve) => {
    let id = 0;
    void engine.api
      .subscribe({
        listener: (statuses) => {
          if (!predicate(statuses)) return;
          void engine.api.unsubscribe({ id });
          resolve(statuses);
        },
      })
      .then((assigned) => {
        id = assigned;
      });
  });
}

/** Web Locks as the browser grants them: one holder per name, the others wait in order. */
export class FakeLocks {
  private readonly tails = new Map<string, Promise<unknown>>();
  /** Requests per name that are granted or waiting, counted at once as the browser does. */
  private readonly busy = new Map<string, number>();
  readonly granted: string[] = [];

  /** Like navigator.locks.request with ifAvailable (the page's side): null when the name is taken. */
  async tryLock(name: string): Promise<{ release: () => void } | null> {
    if ((this.busy.get(name) ?? 0) > 0) return null;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let granted: () => void = () => {};
    const grantedNow = new Promise<void>((resolve) => (granted = resolve));
    void this.request(name, () => {
      granted();
      return released;
    });
    await grantedNow;
    return { release };
  }

  /** Like navigator.locks.request with ifAvailable (the worker's side on a first visit). */
  async requestIfAvailable<T>(
    name: string,
    task: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }> {
    if ((this.busy.get(name) ?? 0) > 0) return { ran: false };
    return { ran: true, value: await this.request(name, task) };
  }

  request<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    this.busy.set(name, (this.busy.get(name) ?? 0) + 1);
    const run = previous.then(async () => {
      this.granted.push(name);
      try {
        return await task();
      } finally {
        this.busy.set(name, (this.busy.get(name) ?? 1) - 1);
      }
    });
    this.tails.set(
      name,
      run.catch(() => {}),
    );
    return run;
  }
}

/** One tab's end of a real BroadcastChannel (Node's), as the worker entry wires it. */
export function tabBroadcast(name: string): TabBroadcast & { close(): void } {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (onMessage) => {
      channel.onmessage = (event) => onMessage((event as MessageEvent).data);
    },
    close: () => channel.close(),
  };
}

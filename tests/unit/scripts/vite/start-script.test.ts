// @vitest-environment jsdom
// index.html's inline start script (scripts/vite/start-after-paint.ts), run in a document with
// the attributes the build gives it: the app starts once the first contentful paint is reported,
// or at once when waiting for it has no point.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  FIRST_ANSWER_ATTRIBUTE,
  FIRST_VISIT_FETCH_ATTRIBUTE,
  WORKER_ATTRIBUTE,
  START_FALLBACK_MS,
  START_SCRIPT,
} from '../../../../scripts/vite/start-after-paint';
import { EARLY_CLICKS_GLOBAL, stopRecordingEarlyClicks } from '../../../../src/app/early-clicks';
import { OTHER_VISIT_ATTRIBUTE, OTHER_VISIT_VALUE } from '../../../../src/app/prerendered-shell';
import {
  DATA_WORKER_NAME,
  EARLY_WORKER_GLOBAL,
  HANDOVER_KEY,
} from '../../../../src/shared/early-start';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** Stands in for the browser's PerformanceObserver: the test reports the paints. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint', 'resource'];
  static instances: FakePaintObserver[] = [];
  observed: unknown[] = [];
  constructor(private readonly callback: PaintCallback) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  report(...names: string[]) {
    this.callback({
      getEntriesByName: (name) => names.filter((one) => one === name).map((one) => ({ name: one })),
    });
  }
}

let visibility: DocumentVisibilityState = 'visible';

/** What the start script added to <head>: the chunks it asked for and the entry it runs. */
function started(): string[] {
  return Array.from(document.head.querySelectorAll('link[rel="modulepreload"], script[src]')).map(
    (element) =>
      element instanceof HTMLLinkElement
        ? `modulepreload ${element.getAttribute('href')} crossorigin=${element.getAttribute('crossorigin')}`
        : `${element.getAttribute('type')} ${element.getAttribute('src')} crossorigin=${element.getAttribute('crossorigin')}`,
  );
}

const STARTED = [
  'modulepreload /assets/main-1.js crossorigin=',
  'modulepreload /assets/screen-2.js crossorigin=',
  'modulepreload /assets/results-4.js crossorigin=',
  'module /assets/boot-3.js crossorigin=',
];

/** Stands in for the browser's Worker: records what the start script creates and posts. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  posted: { message: unknown; transfer: unknown[] }[] = [];
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeWorker.instances.push(this);
  }
  postMessage(message: unknown, transfer: unknown[] = []) {
    this.posted.push({ message, transfer });
  }
}

/**
 * On a first visit the app chunks are asked for first, and the worker and the entry once the
 * results list's chunk has arrived: checks both steps (the chunk's arrival is reported here).
 */
function expectStartedOnFirstVisit() {
  expect(started()).toEqual(STARTED.slice(0, -1));
  document.head
    .querySelector('link[href="/assets/results-4.js"]')
    ?.dispatchEvent(new Event('load'));
  expect(started()).toEqual(STARTED);
}

function runStartScript() {
  new Function(START_SCRIPT)();
}

const paintObserver = () => FakePaintObserver.instances[0];

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  FakePaintObserver.instances = [];
  FakePaintObserver.supportedEntryTypes = ['paint', 'resource'];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null },
  });
  document.documentElement.removeAttribute(OTHER_VISIT_ATTRIBUTE);
  document.head.innerHTML =
    `<script type="module" ${ENTRY_ATTRIBUTE}="/assets/boot-3.js" ` +
    `${AFTER_PAINT_ATTRIBUTE}="/assets/main-1.js /assets/screen-2.js" ` +
    `${FIRST_ANSWER_ATTRIBUTE}="/assets/results-4.js"></script>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.head.innerHTML = '';
});

describe('the start script on a plain visit to the home screen', () => {
  it('asks for nothing until the first contentful paint is reported, then for the app chunks and the entry, once', () => {
    runStartScript();
    expect(paintObserver()?.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(started()).toEqual([]);
    paintObserver()?.report('first-paint');
    expect(started()).toEqual([]);
    paintObserver()?.report('first-paint', 'first-contentful-paint');
    expectStartedOnFirstVisit();
    paintObserver()?.report('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(START_FALLBACK_MS);
    expect(started()).toEqual(STARTED);
  });

  it('starts when the page is hidden before its paint (a hidden page paints nothing)', () => {
    runStartScript();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expectStartedOnFirstVisit();
  });

  it(`starts without a reported paint after ${START_FALLBACK_MS} ms, not before`, () => {
    runStartScript();
    vi.advanceTimersByTime(START_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expectStartedOnFirstVisit();
  });
});

describe('the start script starts at once', () => {
  it('on a visit that is not the prerendered home screen (another path, a search)', () => {
    document.documentElement.setAttribute(OTHER_VISIT_ATTRIBUTE, OTHER_VISIT_VALUE);
    runStartScript();
    expectStartedOnFirstVisit();
  });

  it('on a visit the service worker answers (its scripts come from its cache)', () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    runStartScript();
    expect(started()).toEqual(STARTED);
  });

  it('in a page loaded hidden (a background tab, a prerender)', () => {
    visibility = 'hidden';
    runStartScript();
    expectStartedOnFirstVisit();
  });

  it('in a browser without paint timing', () => {
    FakePaintObserver.supportedEntryTypes = ['resource'];
    runStartScript();
    expectStartedOnFirstVisit();
    vi.unstubAllGlobals();
    vi.stubGlobal('PerformanceObserver', undefined);
    document.head.querySelectorAll('link, script[src]').forEach((element) => element.remove());
    runStartScript();
    expectStartedOnFirstVisit();
  });
});

describe('the start script and the data worker', () => {
  const withWorker = () => {
    document.head.querySelector('script')!.setAttribute(WORKER_ATTRIBUTE, '/assets/worker-5.js');
    document.head
      .querySelector('script')!
      .setAttribute(FIRST_VISIT_FETCH_ATTRIBUTE, '/catalogue/a.json /catalogue/b.json');
  };
  const fetched: string[] = [];
  beforeEach(() => {
    FakeWorker.instances = [];
    fetched.length = 0;
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        if (url.endsWith('b.json')) throw new TypeError('Failed to fetch');
        return new Response('[1]', { status: 200, headers: { ETag: '"e"', 'X-Other': 'x' } });
      }),
    );
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, EARLY_WORKER_GLOBAL);
  });

  it('creates the worker when the app starts, for the page to adopt, and hands it the files it fetched', async () => {
    withWorker();
    runStartScript();
    expect(FakeWorker.instances).toEqual([]);
    paintObserver()?.report('first-contentful-paint');
    // Not before the results list's chunk has arrived: the app chunk has the link first.
    expect(FakeWorker.instances).toEqual([]);
    expect(fetched).toEqual([]);
    expectStartedOnFirstVisit();
    const [worker] = FakeWorker.instances;
    expect(worker?.url).toBe('/assets/worker-5.js');
    expect(worker?.options).toEqual({ type: 'module', name: DATA_WORKER_NAME });
    expect((globalThis as Record<string, unknown>)[EARLY_WORKER_GLOBAL]).toBe(worker);
    expect(fetched).toEqual(['/catalogue/a.json', '/catalogue/b.json']);
    await vi.waitFor(() => expect(worker?.posted).toHaveLength(3));
    expect(worker?.posted[0]?.message).toEqual({
      [HANDOVER_KEY]: { expect: ['/catalogue/a.json', '/catalogue/b.json'] },
    });
    const byUrl = Object.fromEntries(
      worker!.posted.slice(1).map(({ message, transfer }) => {
        const m = (message as Record<string, { url: string; body: ArrayBuffer | null }>)[
          HANDOVER_KEY
        ]!;
        return [m.url, { m, transfer }];
      }),
    );
    const a = byUrl['/catalogue/a.json']!;
    // Only the headers the worker reads: not the other ones, nor the encoding of the bytes sent.
    expect(a.m).toMatchObject({
      status: 200,
      headers: [
        ['content-type', 'text/plain;charset=UTF-8'],
        ['etag', '"e"'],
      ],
    });
    expect(new TextDecoder().decode(a.m.body!)).toBe('[1]');
    expect(a.transfer).toEqual([a.m.body]);
    // A failed request is handed over as such: the worker then asks itself.
    expect(byUrl['/catalogue/b.json']!.m).toEqual({ url: '/catalogue/b.json', body: null });
  });

  it('fetches nothing on a visit the service worker answers (the worker reads its stored data)', () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    withWorker();
    runStartScript();
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.instances[0]?.posted).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('still starts the app when the worker cannot be created (the entry then creates one)', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    withWorker();
    runStartScript();
    paintObserver()?.report('first-contentful-paint');
    expectStartedOnFirstVisit();
    expect(fetched).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the start script and clicks before the app listens', () => {
  const early = () =>
    (globalThis as Record<string, unknown>)[EARLY_CLICKS_GLOBAL] as { buttons: Element[] };
  /** Clicks `selector` without the browser's own action (jsdom has no navigation). */
  const click = (selector: string) => {
    const target = document.querySelector(selector);
    if (!target) throw new Error(`no ${selector}`);
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };
  const preventDefault = (event: Event) => event.preventDefault();

  beforeEach(() => {
    document.body.innerHTML =
      '<button type="button" id="filters"><span>Filters</span></button>' +
      '<a href="/tokens/wormhole" id="browse">Browse</a>' +
      '<form><button type="submit" id="search">Search</button></form>';
    document.addEventListener('click', preventDefault);
  });

  afterEach(() => {
    document.removeEventListener('click', preventDefault);
    document.body.innerHTML = '';
  });

  it('records a click on a button of the prerendered page and starts the app at once', () => {
    runStartScript();
    expect(started()).toEqual([]);
    click('#filters span');
    expectStartedOnFirstVisit();
    expect(early().buttons).toEqual([document.querySelector('#filters')]);
  });

  it('leaves links and the search form to the browser, which follows and submits them itself', () => {
    runStartScript();
    click('#browse');
    click('#search');
    expect(early().buttons).toEqual([]);
  });

  it('records an Enter in the search box while its Search button is disabled, and starts the app', () => {
    document.body.innerHTML =
      '<form role="search"><input type="search" name="q" value="usdc">' +
      '<button type="submit" disabled>Search</button></form>';
    runStartScript();
    const box = document.querySelector('input')!;
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(early().buttons).toEqual([]);
    expect(started()).toEqual([]);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // Once, however often it was pressed: one search.
    expect(early().buttons).toEqual([box]);
    expectStartedOnFirstVisit();
  });

  it('leaves an Enter the browser submits itself (the Search button enabled) alone', () => {
    document.body.innerHTML =
      '<form role="search"><input type="search" name="q" value="usdc">' +
      '<button type="submit">Search</button></form>';
    runStartScript();
    document
      .querySelector('input')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(early().buttons).toEqual([]);
  });

  it('records nothing once the app listens', () => {
    runStartScript();
    expect(stopRecordingEarlyClicks()).toEqual([]);
    click('#filters');
    expect(early().buttons).toEqual([]);
  });
});

// The in-page probe, installed with context.addInitScript before any page script runs. It
// records paints, long tasks, Event Timing entries and every change of the result count line
// with the paint that follows it, and optionally drives a visit: type the query and press Search the moment the
// button is enabled (no round trip to the bench process in between).
//
// 'Result count line' = 'Found N bridge option(s)' or 'No bridges found' inside the results
// region ([aria-label="Search results"]), never the toast with the same words.
/* global window, document, requestAnimationFrame, HTMLInputElement, MutationObserver -- this code runs in the page */

/**
 * `auto`: the query the visit searches for. `link`: the visit opens a search link, which searches
 * by itself. `typed`: the bench types it with real key events
 * (the probe only presses Search); otherwise the probe fills the box itself.
 * @param {{auto: string | null, link?: boolean, typed?: boolean}} config
 */
export function probe(config) {
  if (window.top !== window || window.__bench) return;
  const COUNT_RE = /^(Found \d+ bridge option\(s\)|No bridges found)$/;
  const bench = {
    marks: {},
    counts: [],
    longtasks: [],
    /** Event Timing entries (16 ms and longer: the API's lowest threshold). */
    events: [],
    search: null,
  };
  window.__bench = bench;
  const now = () => performance.now();
  /** A User Timing mark too, so a Chromium trace of the run shows the bench's moments. */
  const stamp = (name) => {
    try {
      performance.mark(`bench:${name}`);
    } catch {
      /* no User Timing */
    }
  };

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.longtasks.push({ start: e.startTime, duration: e.duration, name: e.name });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.marks.noLongtaskObserver = true;
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.events.push({
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId ?? 0,
        });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {
    bench.marks.noEventTiming = true;
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.marks[e.name === 'first-contentful-paint' ? 'fcp' : e.name] = e.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {
    /* no paint timing */
  }

  /** Calls back with the time just after the next frame is produced. */
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(now());
      channel.port2.postMessage(0);
    });

  const region = () => document.querySelector('[aria-label="Search results"]');
  function countElement() {
    const r = region();
    if (!r) return null;
    // Cheap tags first: at 10x the region holds thousands of cards.
    for (const selector of ['h2', 'h3', 'h1', '[role="status"]', 'p']) {
      for (const el of r.querySelectorAll(selector)) {
        if (COUNT_RE.test((el.textContent ?? '').trim())) return el;
      }
    }
    return null;
  }
  bench.countText = () => countElement()?.textContent?.trim() ?? null;

  // Each change of the count line from now on, with the paint after it.
  let lastCount = null;
  const recordCount = (t) => {
    const text = bench.countText();
    if (!text || text === lastCount) return;
    lastCount = text;
    const record = { text, at: t, painted: null };
    bench.counts.push(record);
    if (bench.counts.length === 1) stamp('results');
    afterPaint((p) => {
      record.painted = p;
      if (bench.counts[0] === record) stamp('results-painted');
    });
  };
  const observeDocument = (tick) => {
    // The document node itself is observable before the parser has created <html>.
    new MutationObserver(tick).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    // Belt and braces: a state change that touches no observed node is caught within 50 ms.
    setInterval(tick, 50);
  };

  // ---- a shared link ---------------------------------------------------------------------------
  // The page searches what its address says by itself: every count line is recorded from the start.
  if (config && config.link) observeDocument(() => recordCount(now()));

  // ---- visit driver --------------------------------------------------------------------------
  if (config && config.auto) {
    const query = config.auto;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    let filled = false;
    let clicked = false;
    const findInput = () => document.querySelector('input[placeholder^="Search tokens"]');
    const findButton = () =>
      [...document.querySelectorAll('button')].find(
        (b) => (b.textContent ?? '').trim() === 'Search',
      );
    const fill = (input) => {
      input.focus();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    if (config.typed) {
      filled = true;
      // The visitor's first key and the moment the box holds the whole query.
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.isTrusted && bench.marks.firstKey === undefined) {
            bench.marks.firstKey = event.timeStamp;
            stamp('first-key');
          }
        },
        true,
      );
      window.addEventListener(
        'input',
        (event) => {
          if (event.target?.value === query && bench.marks.typed === undefined) {
            bench.marks.typed = now();
            stamp('typed');
          }
          // A value change touches no observed node: Search is pressed from here if enabled, once
          // the event has reached the page's own handlers. Pressed inside this listener (window,
          // capture: before the app's), the press would submit the text the app had before this
          // key: it searched 'usd' with 'usdc' in the box, which no visitor's click can do.
          setTimeout(tick, 0);
        },
        true,
      );
    }
    const tick = () => {
      const t = now();
      const input = findInput();
      if (!input) return;
      bench.marks.input ??= t;
      if (!filled && !input.disabled) {
        fill(input);
        filled = true;
        bench.marks.filled = t;
      }
      if (filled && !clicked) {
        const button = findButton();
        if (button && !button.disabled) {
          if (input.value !== query) return config.typed ? undefined : fill(input);
          bench.marks.enabled = t;
          clicked = true;
          stamp('pressed');
          button.click();
          bench.marks.clicked = now();
        }
      }
      if (clicked) recordCount(t);
    };
    observeDocument(tick);
  }

  // ---- search latency ------------------------------------------------------------------------
  /** The visitor can see the search has started: the busy button or the skeleton cards. */
  const searchingShown = () =>
    document.querySelector('[data-testid="result-skeletons"]') !== null ||
    [...document.querySelectorAll('button')].some(
      (b) => (b.textContent ?? '').trim() === 'Searching...',
    );

  /**
   * Arms a measurement: Enter keydown (capture, before the page's handlers) -> the first sign of
   * the search ('Searching...', skeletons or the outcome) -> the outcome (count line changed) in
   * the DOM -> the next paint. With `startOn` 'click', it starts at the next click instead (a
   * chain chosen from a list starts a route's search).
   */
  bench.arm = (startOn = 'Enter') => {
    const before = countElement();
    const state = {
      t0: null,
      keyTimeStamp: null,
      sign: null,
      signPainted: null,
      done: null,
      painted: null,
      text: null,
      before,
      beforeText: before ? before.textContent.trim() : null,
      finish: null,
    };
    bench.search = state;
    const startEvent = startOn === 'click' ? 'click' : 'keydown';
    const onKey = (event) => {
      if ((startEvent === 'keydown' && event.key !== 'Enter') || state.t0 !== null) return;
      state.t0 = now();
      state.keyTimeStamp = event.timeStamp;
      stamp('enter');
    };
    window.addEventListener(startEvent, onKey, true);
    const signed = () => {
      state.sign = now();
      afterPaint((p) => (state.signPainted = p));
    };
    const check = () => {
      if (state.t0 === null || state.done !== null) return;
      if (state.sign === null && searchingShown()) signed();
      const r = region();
      if (r && r.getAttribute('aria-busy') === 'true') return;
      const el = countElement();
      if (!el) return;
      const text = el.textContent.trim();
      if (el === state.before && text === state.beforeText) return;
      state.done = now();
      stamp('outcome');
      if (state.sign === null) signed();
      state.text = text;
      observer.disconnect();
      afterPaint((p) => {
        state.painted = p;
        stamp('outcome-painted');
        state.finish?.();
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    state.cleanup = () => {
      observer.disconnect();
      window.removeEventListener(startEvent, onKey, true);
    };
  };

  bench.wait = (timeoutMs) =>
    new Promise((resolve) => {
      const state = bench.search;
      const finish = () => {
        state.cleanup();
        resolve({
          t0: state.t0,
          keyTimeStamp: state.keyTimeStamp,
          sign: state.sign,
          signPainted: state.signPainted,
          done: state.done,
          painted: state.painted,
          text: state.text,
        });
      };
      if (state.painted !== null) return finish();
      state.finish = finish;
      setTimeout(finish, timeoutMs);
    });
}

// The benchmark's printed report: every measured part as a table, then every target with its
// figure and PASS/FAIL. Reads only the results object (`.bench/results.json` has the same).
import { KB } from './bytes.mjs';
import { LIGHTHOUSE_METRIC_TARGETS, LIGHTHOUSE_TARGETS } from '../lighthouse.mjs';
import {
  FIRST_SIGN_CPU_RATE,
  INTERACTION_CPU_RATE,
  LINK,
  medianOf,
  QUERIES,
  QUERY,
  TARGETS,
  THROTTLED_QUERIES,
} from './settings.mjs';

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const ms1 = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : 'n/a');
const mark = (ok) => (ok === null ? '' : ok ? 'PASS' : 'FAIL');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

function table(rows, widths, align) {
  return rows
    .map((row) =>
      row.map((c, i) => (align?.[i] === 'r' ? lpad(c, widths[i]) : pad(c, widths[i]))).join('  '),
    )
    .join('\n');
}

/** The repeat visit's worker CPU before its first answer (worker-entry.ts's measureRepeatCpu). */
export function repeatCpuLines(repeatCpu) {
  const cpu1 = repeatCpu?.['1x'];
  const cpu10 = repeatCpu?.['10x'];
  if (!cpu1 && !cpu10) return [];
  const out = [];
  out.push(
    "   A repeat visit's worker CPU before its first answer ('" +
      QUERY +
      "'), node 20: the first answer's steps once in a fresh process, then per protocol (median of 5: the stored row's copy, its catalogue, agreement and variant passes over its tokens alone)",
  );
  const steps = [
    ['catalogues (every protocol)', 'catalogsMs'],
    ['search', 'searchMs'],
    ['titles', 'titlesMs'],
    ['trust notes (agreement, variants)', 'trustNotesMs'],
    ['annotation of the options found', 'annotateMs'],
  ];
  const crows = [['', '1x', '10x']];
  for (const [label, key] of steps)
    crows.push([label, ms1(cpu1?.firstAnswer[key]), ms1(cpu10?.firstAnswer[key])]);
  const total = (c) => (c ? steps.reduce((n, [, key]) => n + c.firstAnswer[key], 0) : Number.NaN);
  crows.push(['first answer, worker CPU (sum)', ms1(total(cpu1)), ms1(total(cpu10))]);
  crows.push([
    'trust notes on the kept passes (read incl.)',
    ms1(cpu1?.firstAnswer.keptTrustMs),
    ms1(cpu10?.firstAnswer.keptTrustMs),
  ]);
  crows.push([
    'engine: start -> stored data in',
    ms1(cpu1?.engine.startMs),
    ms1(cpu10?.engine.startMs),
  ]);
  crows.push([
    'engine (kept passes): 1st / 2nd search',
    `${ms1(cpu1?.engine.firstSearchMs)} / ${ms1(cpu1?.engine.secondSearchMs)}`,
    `${ms1(cpu10?.engine.firstSearchMs)} / ${ms1(cpu10?.engine.secondSearchMs)}`,
  ]);
  out.push(table(crows, [44, 22, 22], ['l', 'r', 'r']));
  const prow = [
    ['protocol (1x | 10x)', 'tokens', 'row copy', 'catalogue', 'agreement', 'variants'],
  ];
  for (const protocol of Object.keys(cpu1?.perProtocol ?? cpu10?.perProtocol ?? {})) {
    const a = cpu1?.perProtocol[protocol];
    const b = cpu10?.perProtocol[protocol];
    const both = (key, f) => `${f(a?.[key])} | ${f(b?.[key])}`;
    prow.push([
      protocol,
      both('tokens', (v) => String(v ?? 'n/a')),
      both('cloneMs', ms1),
      both('catalogMs', ms1),
      both('agreementMs', ms1),
      both('variantContextMs', ms1),
    ]);
  }
  out.push(table(prow, [20, 14, 20, 20, 20, 20], ['l', 'r', 'r', 'r', 'r', 'r']));
  out.push('');
  return out;
}

export function printReport(r) {
  const out = [];
  const v = r.visits;
  const b = (variant, kind, key) => v[variant]?.[kind]?.[key];
  const fails = (variant, kind) => v[variant]?.[kind]?.failedRuns === v[variant]?.[kind]?.runs;
  const cell = (variant, kind, key) =>
    fails(variant, kind) ? 'n/a (fails)' : ms(b(variant, kind, key));
  const ratio = (ours, variant, kind) =>
    fails(variant, kind) ? 'inf' : x(b(variant, kind, 'completeMs') / ours);
  const floor = r.floor.ms;

  out.push('');
  out.push(
    `Bridge, please! benchmark  ${r.at}  (${r.machine.cpus} cores, 1-min load average ${r.machine.loadAverage1m.atStart.toFixed(1)} at start, ${r.machine.loadAverage1m.atEnd.toFixed(1)} at end: other work on the machine slows every row alike)`,
  );
  out.push(
    `data: ${r.data.dir} (1x: ${r.data.tokens1x} tokens, 10x: ${r.data.tokens10x}); link: ${LINK.latencyMs} ms per request, ` +
      `${(LINK.bytesPerSecond * 8) / 1e6} Mbit/s shared, slowed by the server; ${r.settings.runs} run(s), medians; Chromium ${r.browser}; 412x915 mobile viewport`,
  );
  out.push('');
  if (v.ours) {
    out.push(
      `1-2. Visits: navigation -> '${QUERY}' typed, Search pressed as soon as enabled -> count line painted`,
    );
    out.push(
      `     baseline = the seed's flow (3 sequential fetches on every load, main-thread filter) in a tiny React page;`,
    );
    out.push(
      `     'plain' = the same flow with no framework at all (lower bound, for reference). speedup = baseline / ours`,
    );
    const rows = [['', 'ours', 'baseline', 'speedup', 'target', '', 'plain', 'speedup']];
    const coldFirst = b('ours', 'cold', 'firstMs');
    const coldAll = b('ours', 'cold', 'completeMs');
    rows.push([
      'cold, first results',
      ms(coldFirst),
      cell('baselineReact', 'cold', 'completeMs'),
      ratio(coldFirst, 'baselineReact', 'cold'),
      `<= ${TARGETS.coldPlainRatio}x plain`,
      mark(r.targets.coldFirst),
      cell('baselinePlain', 'cold', 'completeMs'),
      ratio(coldFirst, 'baselinePlain', 'cold'),
    ]);
    rows.push([
      'cold, all sources in',
      ms(coldAll),
      '',
      ratio(coldAll, 'baselineReact', 'cold'),
      '(info)',
      '',
      '',
      ratio(coldAll, 'baselinePlain', 'cold'),
    ]);
    rows.push([`  floor: 2 RTT + ${kb(r.floor.bytes)} gz`, ms(floor), '', '', '', '', '', '']);
    rows.push([
      '  ours / floor (first, all)',
      `${x(coldFirst / floor)}, ${x(coldAll / floor)}`,
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    /** The sub-rows of one visit kind: the same milestones for us and (unless off) the baselines. */
    const pushDetailRows = (kind, milestones, { baselines = true } = {}) => {
      for (const [label, key] of milestones) {
        const baseline = (variant) => (baselines ? ms(b(variant, kind, key)) : '');
        rows.push([
          label,
          ms(b('ours', kind, key)),
          baseline('baselineReact'),
          '',
          '',
          '',
          baseline('baselinePlain'),
          '',
        ]);
      }
    };
    pushDetailRows('cold', [
      ['  first contentful paint', 'fcpMs'],
      ['  search box rendered', 'inputMs'],
      ['  Search enabled', 'searchEnabledMs'],
      ['  last source byte', 'sourcesDoneMs'],
    ]);
    const rep = b('ours', 'repeat', 'completeMs');
    rows.push([
      'repeat, slow link',
      ms(rep),
      cell('baselineReact', 'repeat', 'completeMs'),
      ratio(rep, 'baselineReact', 'repeat'),
      `<= ${TARGETS.repeatMs} ms`,
      mark(r.targets.repeat),
      cell('baselinePlain', 'repeat', 'completeMs'),
      ratio(rep, 'baselinePlain', 'repeat'),
    ]);
    pushDetailRows('repeat', [
      ['  search box rendered', 'inputMs'],
      ['  Search enabled', 'searchEnabledMs'],
    ]);
    const off = fails('ours', 'offline') ? NaN : b('ours', 'offline', 'completeMs');
    rows.push([
      'repeat, offline',
      fails('ours', 'offline') ? 'n/a (fails)' : ms(off),
      cell('baselineReact', 'offline', 'completeMs'),
      ratio(off, 'baselineReact', 'offline'),
      `<= ${TARGETS.offlineMs} ms`,
      mark(r.targets.offline),
      cell('baselinePlain', 'offline', 'completeMs'),
      ratio(off, 'baselinePlain', 'offline'),
    ]);
    // The baselines never load offline, so only our figures have details.
    pushDetailRows(
      'offline',
      [
        ['  search box rendered', 'inputMs'],
        ['  Search enabled', 'searchEnabledMs'],
      ],
      { baselines: false },
    );
    if (v.ours10x) {
      for (const kind of ['cold', 'repeat', 'offline']) {
        const e = v.ours10x[kind];
        rows.push([
          `${kind}, 10x data (1 run, info)`,
          e.failedRuns ? 'n/a (fails)' : ms(e.completeMs),
          '',
          '',
          kind === 'cold' ? `first ${ms(e.firstMs)}` : `enabled ${ms(e.searchEnabledMs)}`,
          '',
          '',
          '',
        ]);
      }
    }
    out.push(table(rows, [30, 12, 12, 8, 30, 4, 12, 8], ['l', 'r', 'r', 'r', 'l', 'l', 'r', 'r']));
    out.push('');
  }

  if (r.returning) out.push(...returningReport(r));
  if (r.route) out.push(...routeReport(r));

  if (r.search.ours1x || r.search.ours10x) {
    const passes = r.settings.passes;
    out.push(
      `3. Search latency: Enter (keydown) -> outcome (count line changed) in the DOM, and -> next paint; ${QUERIES.length} queries x ${passes} passes after a warm-up pass; main-thread long tasks meanwhile`,
    );
    const srows = [['', 'p50', 'p95', 'max', 'paint p95', 'long tasks', 'longest', 'target', '']];
    const srow = (label, s, target, ok) =>
      srows.push([
        label,
        ms1(s?.p50Ms),
        ms1(s?.p95Ms),
        ms1(s?.maxMs),
        ms1(s?.toPaintP95Ms),
        s ? String(s.longTasks.count) : 'n/a',
        s ? ms(s.longTasks.maxMs) : 'n/a',
        target,
        mark(ok),
      ]);
    srow('ours 1x', r.search.ours1x, `p95 <= ${TARGETS.searchP95Ms1x} ms`, r.targets.search1x);
    srow('ours 10x', r.search.ours10x, `p95 <= ${TARGETS.searchP95Ms10x} ms`, r.targets.search10x);
    if (r.search.baselinePlain1x)
      srow('plain baseline 1x', r.search.baselinePlain1x, '(reference)', null);
    if (r.search.baselinePlain10x)
      srow('plain baseline 10x', r.search.baselinePlain10x, '(reference)', null);
    out.push(
      table(
        srows,
        [20, 10, 10, 10, 10, 10, 8, 20, 4],
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
      ),
    );
    for (const key of ['ours1x', 'ours10x']) {
      const s = r.search[key];
      if (!s) continue;
      const slowest = Object.entries(s.perQuery)
        .sort((a, c) => c[1].p50Ms - a[1].p50Ms)
        .slice(0, 4);
      out.push(
        `  ${key} slowest (p50): ${slowest.map(([q, e]) => `'${q}' ${ms1(e.p50Ms)} (${e.text.replace(' bridge option(s)', '')})`).join(', ')}${s.timeouts ? `; ${s.timeouts} timed out` : ''}`,
      );
    }
    out.push('');
  }

  const t = r.throttled;
  if (t.inp4x || t.sign20x) {
    out.push(
      `4. Search on a slowed CPU (DevTools CPU throttling), ${THROTTLED_QUERIES.length} searches each: ${THROTTLED_QUERIES.join(', ')}`,
    );
    const trows = [['', 'worst', 'median', 'target', '']];
    if (t.inp4x)
      trows.push([
        `Enter -> next paint (Event Timing), ${t.inp4x.rate}x`,
        ms(t.inp4x.worstInpMs),
        ms(medianOf(t.inp4x.perSearch.map((p) => p.inpMs))),
        `worst <= ${TARGETS.inp4xMs} ms`,
        mark(r.targets.inp4x),
      ]);
    if (t.sign20x) {
      trows.push([
        `Enter -> first sign visible, ${t.sign20x.rate}x`,
        ms(t.sign20x.worstSignMs),
        ms(t.sign20x.medianSignMs),
        `<= ${TARGETS.firstSign20xMs} ms`,
        mark(r.targets.sign20x),
      ]);
      trows.push([
        `  Enter -> outcome painted, ${t.sign20x.rate}x`,
        ms(t.sign20x.worstOutcomeMs),
        ms(medianOf(t.sign20x.perSearch.map((p) => p.outcomePaintedMs))),
        '(info)',
        '',
      ]);
    }
    if (t.sign20xFromStart)
      trows.push([
        `  first ${t.sign20xFromStart.searches} of a visit, ${t.sign20xFromStart.rate}x from the start`,
        ms(t.sign20xFromStart.worstSignMs),
        ms(t.sign20xFromStart.medianSignMs),
        '(info)',
        '',
      ]);
    out.push(table(trows, [44, 10, 10, 20, 4], ['l', 'r', 'r', 'l', 'l']));
    for (const [key, e] of Object.entries(t))
      out.push(
        `  ${key} per search: ${e.perSearch.map((p) => `'${p.query}' ${ms(p.inpMs)}/${ms(p.signMs)}/${ms(p.outcomePaintedMs)}`).join(', ')} (interaction/first sign/outcome)`,
      );
    out.push('');
  }

  if (r.worker) {
    const w1 = r.worker['1x'];
    const w10 = r.worker['10x'];
    out.push(
      '5. Worker: the engine (workers/api/api.ts) in node 20 on fake-indexeddb, sources from memory',
    );
    const sumKind = (w, kind) =>
      w
        ? w[kind === 'built' ? 'first' : 'repeat'].index
            .filter((i) => i.kind === kind)
            .reduce((n, i) => n + i.ms, 0)
        : NaN;
    const perSource = (w, kind) =>
      w
        ? w[kind === 'built' ? 'first' : 'repeat'].index
            .filter((i) => i.kind === kind)
            .map((i) => `${i.protocol} ${Math.round(i.ms)}`)
            .join(', ')
        : '';
    const wrows = [['', '1x', '10x', 'per source at 10x']];
    wrows.push([
      'first visit: all data searchable',
      ms(w1?.first.dataMs),
      ms(w10?.first.dataMs),
      '',
    ]);
    wrows.push([
      'index build (sum)',
      ms(sumKind(w1, 'built')),
      ms(sumKind(w10, 'built')),
      perSource(w10, 'built'),
    ]);
    wrows.push([
      'first visit: stored and indexed',
      ms(w1?.first.idleMs),
      ms(w10?.first.idleMs),
      '',
    ]);
    wrows.push([
      'repeat: data read from the store',
      ms(w1?.repeat.dataMs),
      ms(w10?.repeat.dataMs),
      '',
    ]);
    wrows.push([
      'index import from the store (sum)',
      ms(sumKind(w1, 'imported')),
      ms(sumKind(w10, 'imported')),
      perSource(w10, 'imported'),
    ]);
    wrows.push(['repeat: idle', ms(w1?.repeat.idleMs), ms(w10?.repeat.idleMs), '']);
    wrows.push([
      'query p50 / p95',
      `${ms1(w1?.query.p50Ms)} / ${ms1(w1?.query.p95Ms)}`,
      `${ms1(w10?.query.p50Ms)} / ${ms1(w10?.query.p95Ms)}`,
      '',
    ]);
    wrows.push([
      'stored index export',
      `${((w1?.indexExportChars ?? 0) / 1e6).toFixed(2)} M chars`,
      `${((w10?.indexExportChars ?? 0) / 1e6).toFixed(2)} M chars`,
      '',
    ]);
    out.push(table(wrows, [36, 18, 18, 40], ['l', 'r', 'r', 'l']));
    out.push('');
    out.push(...repeatCpuLines(r.worker.repeatCpu));
  }

  const by = r.bytes;
  out.push(
    '6. Bytes (gzip -9, KB = 1024 bytes; the local server actually sends brotli when asked)',
  );
  const brows = [['', 'gzip', 'raw', 'target', '']];
  brows.push([
    `initial main-thread JS (${by.ours.initialJs.files.length} file(s))`,
    kb(by.ours.initialJs.gzip),
    kb(by.ours.initialJs.raw),
    `<= ${TARGETS.initialJsKb} KB`,
    mark(r.targets.initialJs),
  ]);
  brows.push([
    '  mixpanel-browser in it',
    by.ours.mixpanelInInitial ? 'yes' : 'no',
    '',
    'no',
    mark(!by.ours.mixpanelInInitial),
  ]);
  brows.push(['CSS files', kb(by.ours.css.gzip), kb(by.ours.css.raw), '', '']);
  brows.push([
    'worker JS',
    kb(by.ours.worker.gzip),
    kb(by.ours.worker.raw),
    `<= ${TARGETS.workerKb} KB`,
    mark(r.targets.worker),
  ]);
  for (const f of by.ours.lazy.files)
    brows.push([`lazy: ${f.file.replace(/^assets\//, '')}`, kb(f.gzip), kb(f.raw), '', '']);
  if (by.ours.precache)
    brows.push([
      `precache total (${by.ours.precache.entries} entries)`,
      kb(by.ours.precache.gzip),
      kb(by.ours.precache.raw),
      '',
      '',
    ]);
  brows.push(['index.html', kb(by.ours.html.gzip), kb(by.ours.html.raw), '', '']);
  for (const [name, s] of Object.entries(by.sources1x))
    brows.push([
      `source ${name} 1x (10x)`,
      `${kb(s.gzip)}`,
      `${kb(s.raw)}`,
      `(${kb(by.sources10x[name].gzip)} gz)`,
      '',
    ]);
  brows.push([
    'baseline (React): JS + CSS',
    kb(by.baselineReact.initialJs.gzip + by.baselineReact.css.gzip),
    kb(by.baselineReact.initialJs.raw + by.baselineReact.css.raw),
    '',
    '',
  ]);
  brows.push([
    'plain baseline: JS + CSS',
    kb(by.baselinePlain.initialJs.gzip + by.baselinePlain.css.gzip),
    kb(by.baselinePlain.initialJs.raw + by.baselinePlain.css.raw),
    '',
    '',
  ]);
  out.push(table(brows, [40, 10, 10, 14, 4], ['l', 'r', 'r', 'l', 'l']));
  out.push('');

  for (const kind of ['cold', 'repeat']) {
    const visitRun = r.runs.ours[0]?.[kind];
    if (!visitRun || visitRun.failed) continue;
    out.push(`${kind} visit, ours, run 1: requests (ms from navigation start; bytes as sent)`);
    for (const q of visitRun.requests) {
      out.push(
        `  ${lpad(q.startMs, 6)} -> ${lpad(q.endMs ?? '...', 6)}  ${lpad(q.bytes, 8)} B  ${pad(q.encoding ?? '-', 4)} ${q.status}${q.conditional ? ' (conditional)' : ''}  ${q.url.length > 60 ? `${q.url.slice(0, 60)}...` : q.url}`,
      );
    }
    out.push(
      `  box ${ms(visitRun.inputMs)}, Search enabled ${ms(visitRun.searchEnabledMs)}, first '${visitRun.firstText}' ${ms(visitRun.firstMs)}, '${visitRun.lastText}' ${ms(visitRun.completeMs)}; main-thread long tasks: ${visitRun.longTasks.join(', ') || 'none'} ms`,
    );
    out.push('');
  }
  console.log(out.join('\n'));
}

/** The returning visitor's rows: typed visits and the query mix, per build (this one, --against). */
function returningReport(r) {
  const out = [];
  const ret = r.returning;
  const rv = ret.visits ?? {};
  const keys = Object.keys(ret.builds);
  const label = (key) =>
    key === 'app' ? `this (${ret.builds.app})` : `against (${ret.builds[key]})`;
  if (Object.keys(rv).length) {
    const seed = rv.seedPlain?.repeat?.resultsMs;
    const seedCold = rv.seedPlain?.cold?.resultsMs;
    out.push(
      `2b. Returning visitor: '${QUERY}' typed with key events as soon as the box takes text, Search pressed the moment it is`,
    );
    out.push(
      `    enabled with the whole query in -> first count line painted (slow link; medians of ${r.settings.runs} run(s), A/B adjacent)`,
    );
    out.push(
      `    columns: navigation -> box there, first key, Search enabled, pressed, results painted; Search pressed -> results`,
    );
    const rows = [
      ['', 'box', 'key', 'enabled', 'pressed', 'results', 'x seed', 'press->res', 'runs'],
    ];
    for (const key of [...keys, 'seedPlain']) {
      for (const kind of ['cold', 'repeat', 'offline']) {
        const it = rv[key]?.[kind];
        if (!it) continue;
        const name = key === 'seedPlain' ? 'seed-flow page' : key === 'app' ? 'this' : 'against';
        rows.push([
          `${name}, ${kind}`,
          ms(it.inputMs),
          ms(it.firstKeyMs),
          ms(it.searchEnabledMs),
          ms(it.clickedMs),
          it.failedRuns === it.runs ? 'n/a (fails)' : ms(it.resultsMs),
          x(it.resultsMs / (kind === 'cold' ? seedCold : seed)),
          ms(it.clickToResultsMs),
          `${it.runs - it.failedRuns}/${it.runs}`,
        ]);
      }
    }
    out.push(
      table(rows, [22, 8, 8, 8, 8, 11, 7, 10, 5], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
    );
    for (const key of keys)
      for (const kind of ['cold', 'repeat', 'offline']) {
        const it = rv[key]?.[kind];
        if (it)
          out.push(
            `    ${label(key)}, ${kind}: results ${it.resultsAll.map(ms).join(', ')}; press->results ${it.clickToResultsAll.map(ms).join(', ')}; '${it.text}'`,
          );
      }
    if (rv.seedPlain?.cold)
      out.push(
        `    seed-flow page, cold: results ${rv.seedPlain.cold.resultsAll.map(ms).join(', ')}; repeat: ${rv.seedPlain.repeat?.resultsAll.map(ms).join(', ')}`,
      );
    out.push(
      `    targets: typed cold <= ${TARGETS.typedColdPlainRatio}x the seed-flow page's cold, typed repeat and offline <= ${TARGETS.typedRepeatPlainRatio}x its repeat; Search pressed -> results <= ${TARGETS.clickToResultsMs} ms`,
    );
    out.push('');
    for (const key of [...keys, 'seedPlain']) {
      const it = rv[key]?.cold;
      if (!it?.requests?.length) continue;
      out.push(
        `    typed cold visit, ${key === 'seedPlain' ? 'seed-flow page' : label(key)}, first run: requests (ms from navigation start; bytes as sent)`,
      );
      for (const q of it.requests)
        out.push(
          `      ${lpad(q.startMs, 6)} -> ${lpad(q.endMs ?? '...', 6)}  ${lpad(q.bytes, 8)} B  ${pad(q.encoding ?? '-', 4)} ${q.status}  ${q.url.length > 60 ? `${q.url.slice(0, 60)}...` : q.url}`,
        );
      out.push(
        `      box ${ms(it.firstRun?.inputMs)}, first key ${ms(it.firstRun?.firstKeyMs)}, Search enabled ${ms(it.firstRun?.searchEnabledMs)}, pressed ${ms(it.firstRun?.clickedMs)}, results ${ms(it.firstRun?.firstMs)}; main-thread long tasks: ${it.firstRun?.longTasks?.join(', ') || 'none'} ms`,
      );
    }
    out.push('');
  }
  if (Object.keys(ret.mix ?? {}).length) {
    out.push(
      `2c. Returning visitor's searches on a page in use (after ${r.settings.mixWarmUp ?? 'a few'}): each typed with key events,`,
    );
    out.push(
      `    Enter after 2 frames + 120 ms -> the outcome in the DOM, median per query (ms) over ${r.settings.passes} pass(es)`,
    );
    const columns = [];
    for (const key of keys)
      for (const scale of ['1x', '10x']) if (ret.mix[key]?.[scale]) columns.push([key, scale]);
    const head = [
      'query',
      ...columns.map(([k, sc]) => `${k === 'app' ? 'this' : 'against'} ${sc}`),
    ];
    const rows = [head];
    const queries = r.mixQueries ?? Object.keys(ret.mix[columns[0][0]][columns[0][1]].perQuery);
    for (const q of queries)
      rows.push([
        q.length > 14 ? `${q.slice(0, 11)}...` : q,
        ...columns.map(([k, sc]) => ms1(ret.mix[k][sc].perQuery[q]?.medianMs)),
      ]);
    for (const [name, key] of [
      ['p50', 'p50Ms'],
      ['p95', 'p95Ms'],
      ['max', 'maxMs'],
    ])
      rows.push([name, ...columns.map(([k, sc]) => ms1(ret.mix[k][sc][key]))]);
    rows.push(['timeouts', ...columns.map(([k, sc]) => String(ret.mix[k][sc].timeouts))]);
    out.push(table(rows, [16, ...columns.map(() => 12)], ['l', ...columns.map(() => 'r')]));
    out.push(
      `    targets (this build): p95 <= ${TARGETS.mixP95Ms1x} ms at 1x, <= ${TARGETS.mixP95Ms10x} ms at 10x`,
    );
    out.push('');
  }
  return out;
}

/** The route search: its shared link on the slow link, and its searches on a page in use. */
function routeReport(r) {
  const route = r.route;
  const out = [];
  const keys = Object.keys(route.builds ?? {});
  const name = (key) => (key === 'app' ? 'this' : 'against');
  const range = (values) => {
    const ok = values.filter(Number.isFinite);
    return ok.length ? `${ms(Math.min(...ok))}-${ms(Math.max(...ok))}` : 'n/a';
  };
  if (Object.keys(route.links ?? {}).length) {
    out.push(
      `2d. A route's shared link (${r.settings.route?.link ?? 'route'}) and the same query's search link, on the slow link:`,
    );
    out.push('    navigation -> the first count line painted, median (range) of the runs');
    const rows = [['', 'cold', 'range', 'repeat', 'range', 'count line']];
    for (const key of keys)
      for (const [kind, label] of [
        ['link', 'route link'],
        ['searchLink', 'search link'],
      ]) {
        const runs = route.links[key]?.[kind] ?? [];
        const cold = runs.map((run) => run.cold?.firstMs ?? NaN);
        const repeat = runs.map((run) => run.repeat?.firstMs ?? NaN);
        rows.push([
          `${name(key)}, ${label}`,
          ms(medianOf(cold)),
          range(cold),
          ms(medianOf(repeat)),
          range(repeat),
          runs.at(-1)?.repeat?.firstText ?? runs.at(-1)?.cold?.firstText ?? 'n/a',
        ]);
      }
    out.push(table(rows, [24, 9, 15, 9, 15, 28], ['l', 'r', 'r', 'r', 'r', 'l']));
    out.push('');
  }
  if (Object.keys(route.searches ?? {}).length) {
    const any = Object.values(route.searches)[0];
    const first = any?.['1x'] ?? any?.['10x'];
    out.push(
      `2e. Route searches on a page in use: From ${first?.from ?? '?'} and To ${first?.to ?? '?'} chosen in the filters, then each query`,
    );
    out.push(
      `    typed with key events and Enter pressed: To chosen -> the route's answer in the DOM, and Enter -> the outcome (ms)`,
    );
    const columns = [];
    for (const key of keys)
      for (const scale of ['1x', '10x'])
        if (route.searches[key]?.[scale]) columns.push([key, scale]);
    const rows = [['', ...columns.map(([k, sc]) => `${name(k)} ${sc}`)]];
    const at = (k, sc) => route.searches[k][sc];
    rows.push(['To chosen -> DOM', ...columns.map(([k, sc]) => ms1(at(k, sc).chooseTo?.ms))]);
    rows.push([
      'To chosen -> painted',
      ...columns.map(([k, sc]) => ms1(at(k, sc).chooseTo?.toPaintMs)),
    ]);
    for (const q of Object.keys(first?.perQuery ?? {}))
      rows.push([q, ...columns.map(([k, sc]) => ms1(at(k, sc).perQuery[q]?.medianMs))]);
    for (const [label, key] of [
      ['p50', 'p50Ms'],
      ['p95', 'p95Ms'],
      ['max', 'maxMs'],
    ])
      rows.push([label, ...columns.map(([k, sc]) => ms1(at(k, sc)[key]))]);
    rows.push(['timeouts', ...columns.map(([k, sc]) => String(at(k, sc).timeouts))]);
    out.push(table(rows, [22, ...columns.map(() => 12)], ['l', ...columns.map(() => 'r')]));
    out.push(
      `    answers (this, 1x): To chosen '${first?.chooseTo?.text ?? 'n/a'}'; ${Object.entries(
        first?.perQuery ?? {},
      )
        .map(([q, v]) => `${q} '${v.text ?? 'n/a'}'`)
        .join(', ')}`,
    );
    out.push('');
  }
  return out;
}

/** Every target of the performance table: the figure, the target and PASS/FAIL (blank: not measured). */
export function printTargets(r) {
  const v = r.visits;
  const lh = r.lighthouse && !r.lighthouse.error ? r.lighthouse : null;
  const plain = v.baselinePlain?.cold?.completeMs;
  const coldFirst = v.ours?.cold?.firstMs;
  const load = r.machine.loadAverage;
  const rows = [['measure', 'figure', 'target', '']];
  const add = (label, figure, target, ok) =>
    rows.push([label, figure, target, ok === null || ok === undefined ? 'not run' : mark(ok)]);
  add(
    'Enter -> outcome in the DOM, p95, 1x',
    ms1(r.search.ours1x?.p95Ms),
    `<= ${TARGETS.searchP95Ms1x} ms`,
    r.targets.search1x,
  );
  add(
    'Enter -> outcome in the DOM, p95, 10x',
    ms1(r.search.ours10x?.p95Ms),
    `<= ${TARGETS.searchP95Ms10x} ms`,
    r.targets.search10x,
  );
  add(
    `Enter, CPU ${INTERACTION_CPU_RATE}x: interaction to next paint, worst of ${THROTTLED_QUERIES.length}`,
    ms(r.throttled.inp4x?.worstInpMs),
    `<= ${TARGETS.inp4xMs} ms`,
    r.targets.inp4x,
  );
  add(
    `CPU ${FIRST_SIGN_CPU_RATE}x: Enter -> 'Searching...', skeletons or results seen`,
    ms(r.throttled.sign20x?.worstSignMs),
    `<= ${TARGETS.firstSign20xMs} ms`,
    r.targets.sign20x,
  );
  add(
    'Cold visit -> first results, slow link',
    v.ours ? `${ms(coldFirst)} (${x(coldFirst / plain)} plain ${ms(plain)})` : 'n/a',
    `<= ${TARGETS.coldPlainRatio}x plain`,
    r.targets.coldFirst,
  );
  add(
    'Repeat visit -> results, slow link',
    ms(v.ours?.repeat?.completeMs),
    `<= ${TARGETS.repeatMs} ms`,
    r.targets.repeat,
  );
  add(
    'Repeat visit offline -> results',
    ms(v.ours?.offline?.completeMs),
    `<= ${TARGETS.offlineMs} ms`,
    r.targets.offline,
  );
  const rv = r.returning?.visits;
  const seedRepeat = rv?.seedPlain?.repeat?.resultsMs;
  const seedCold = rv?.seedPlain?.cold?.resultsMs;
  add(
    'First visitor, typed, cold visit -> results, slow link',
    rv?.app?.cold
      ? `${ms(rv.app.cold.resultsMs)} (${x(rv.app.cold.resultsMs / seedCold)} seed ${ms(seedCold)})`
      : 'n/a',
    `<= ${TARGETS.typedColdPlainRatio}x seed cold`,
    r.targets.typedCold,
  );
  for (const kind of ['repeat', 'offline'])
    add(
      `Returning visitor, typed, ${kind} visit -> results`,
      rv?.app?.[kind]
        ? `${ms(rv.app[kind].resultsMs)} (${x(rv.app[kind].resultsMs / seedRepeat)} seed ${ms(seedRepeat)})`
        : 'n/a',
      `<= ${TARGETS.typedRepeatPlainRatio}x seed repeat`,
      kind === 'repeat' ? r.targets.typedRepeat : r.targets.typedOffline,
    );
  add(
    'Returning visitor, typed repeat: Search pressed -> results',
    ms(rv?.app?.repeat?.clickToResultsMs),
    `<= ${TARGETS.clickToResultsMs} ms`,
    r.targets.clickToResults,
  );
  for (const [scale, key, limit] of [
    ['1x', 'mix1x', TARGETS.mixP95Ms1x],
    ['10x', 'mix10x', TARGETS.mixP95Ms10x],
  ])
    add(
      `Query mix on a page in use: Enter -> DOM, p95, ${scale}`,
      ms1(r.returning?.mix?.app?.[scale]?.p95Ms),
      `<= ${limit} ms`,
      r.targets[key],
    );
  const lhRuns = lh ? ` (median of ${lh.runs})` : '';
  for (const [category, min] of Object.entries(LIGHTHOUSE_TARGETS))
    add(
      `Lighthouse ${category}${lhRuns}`,
      lh ? String((lh.medianScores ?? lh.scores)[category]) : 'n/a',
      `>= ${min}`,
      lh ? (lh.medianScores ?? lh.scores)[category] >= min : null,
    );
  for (const [metric, { max, label, unit }] of Object.entries(LIGHTHOUSE_METRIC_TARGETS)) {
    const value = lh?.medianMetrics?.[metric];
    add(
      `Lighthouse ${label}${lhRuns}`,
      value === undefined || value === null ? 'n/a' : unit === 'ms' ? ms(value) : value.toFixed(3),
      `<= ${unit === 'ms' ? `${max} ms` : max}`,
      lh ? value !== null && value <= max : null,
    );
  }
  add(
    'initial JS (gzip)',
    kb(r.bytes.ours.initialJs.gzip),
    `<= ${TARGETS.initialJsKb} KB`,
    r.bytes.ours.initialJs.gzip <= TARGETS.initialJsKb * KB,
  );
  add(
    'analytics in the initial JS',
    r.bytes.ours.mixpanelInInitial ? 'yes' : 'no',
    'no',
    !r.bytes.ours.mixpanelInInitial,
  );
  add(
    'worker JS (gzip)',
    kb(r.bytes.ours.worker.gzip),
    `<= ${TARGETS.workerKb} KB`,
    r.targets.worker,
  );
  console.log(
    `\nTargets (${r.app}; load average ${load.atStart.map((l) => l.toFixed(2)).join(', ')} at start, ${load.atEnd.map((l) => l.toFixed(2)).join(', ')} at end; figures taken under load are not comparable with quiet-machine ones)`,
  );
  console.log(table(rows, [58, 30, 18, 7], ['l', 'r', 'l', 'l']));
}

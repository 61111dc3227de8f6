// The page's scripts start once the prerendered home screen is on screen.
//
// index.html holds the whole home screen (scripts/vite/prerender-shell.ts), so the visitor needs
// no script to see it. Loaded as a module script, the entry (src/boot.ts) and the app chunk it
// imports at once would download beside the HTML and, on a fast link, run before the browser's
// first paint, whose work then waits for theirs. Here the entry and the libraries the app chunk
// imports still download at once (modulepreload: fetched and parsed, not run), while a small
// inline module script starts the app when the first contentful paint is reported: it asks for
// the app chunk (a modulepreload added then) and runs the entry, which starts the data worker and
// imports the app.
//
// Why the app chunk itself waits for the paint rather than only its evaluation: Lighthouse's
// simulated paints (Lantern) count every request that ended before the observed paint as the
// paint's dependency, unless it can tell the script ran after it, which it cannot for module
// scripts (their trace events carry no URL). Preloaded at once, the app chunk (most of the initial
// JS) ends before the paint on a local run, and the simulated LCP is that download's end.
//
// Start at once, as before: visits that do not show the prerendered home screen (another path,
// a search in the URL: the visit script marks them), whose screen is the app's to render; visits
// the service worker answers (a repeat or offline visit), whose scripts come from its cache in a
// few ms, so that waiting would only delay the app; hidden pages (a background tab, a prerender),
// which paint nothing until shown; browsers without paint timing. A paint not reported within
// START_FALLBACK_MS starts the app anyway.
import type { HtmlTagDescriptor, IndexHtmlTransformResult, Plugin } from 'vite';
import { EARLY_CLICKS_GLOBAL } from '../../src/app/early-clicks.ts';
import { OTHER_VISIT_ATTRIBUTE, OTHER_VISIT_VALUE } from '../../src/app/prerendered-shell.ts';
import {
  DATA_WORKER_NAME,
  EARLY_WORKER_GLOBAL,
  HANDOVER_KEY,
} from '../../src/shared/early-start.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId?: string | null;
}

function isChunk(output: unknown): output is ChunkLike {
  return (output as { type?: string } | undefined)?.type === 'chunk';
}

/** On the inline start script: the entry it runs (a root-relative URL). */
export const ENTRY_ATTRIBUTE = 'data-app-entry';
/** On the inline start script: the chunks it asks for when it starts (space-separated URLs). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
/**
 * On the inline start script: the first answer's chunks (the results list and its imports),
 * asked for right after the app chunk (space-separated URLs). Lazy code, not the initial JS.
 */
export const FIRST_ANSWER_ATTRIBUTE = 'data-first-answer';
/** On the inline start script: the data worker's script, created when the app starts. */
export const WORKER_ATTRIBUTE = 'data-worker';
/**
 * On the inline start script: files the worker needs on a first visit (the shipped catalogue),
 * fetched by the start script when the app starts and handed to the worker (space-separated).
 */
export const FIRST_VISIT_FETCH_ATTRIBUTE = 'data-first-visit-fetch';
/** How long the start waits for a first paint that is not reported. */
export const START_FALLBACK_MS = 1000;

/**
 * The inline module script. Its text is the same in every build (its CSP hash too); what it
 * loads is in its attributes. Run once the document is parsed (a module script is deferred).
 * A click on a button of the prerendered page before the app listens starts the app at once and
 * is recorded, for the app to click it again once hydrated (src/app/early-clicks.ts); so is an
 * Enter in the search box that the browser does not submit (its button disabled).
 */
export const START_SCRIPT =
  `const own=document.querySelector('script[${ENTRY_ATTRIBUTE}]');` +
  `let started=false;` +
  `const early=globalThis.${EARLY_CLICKS_GLOBAL}={buttons:[],recording:true};` +
  `document.addEventListener('click',(event)=>{` +
  `if(!early.recording)return;` +
  `const button=event.target instanceof Element&&event.target.closest('button[type="button"]');` +
  `if(button)early.buttons.push(button);` +
  `start()},true);` +
  // Enter in the search box with the Search button still disabled (no data yet) submits
  // nothing: recorded too, for the app to press again once it has the page.
  `document.addEventListener('keydown',(event)=>{` +
  `if(!early.recording||event.key!=='Enter'||event.isComposing)return;` +
  `const box=event.target;` +
  `if(!(box instanceof HTMLInputElement)||box.name!=='q')return;` +
  `const submit=box.form&&box.form.querySelector('button[type="submit"]');` +
  `if(submit&&!submit.disabled)return;` +
  `if(!early.buttons.includes(box))early.buttons.push(box);` +
  `start()},true);` +
  `const start=()=>{` +
  `if(started)return;` +
  `started=true;` +
  `const preload=(href)=>{` +
  `const link=document.createElement('link');` +
  `link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link);return link};` +
  `const list=(name)=>(own.getAttribute(name)||'').split(' ').filter(Boolean);` +
  `list('${AFTER_PAINT_ATTRIBUTE}').forEach(preload);` +
  `const answer=list('${FIRST_ANSWER_ATTRIBUTE}').map(preload);` +
  `let begun=false;` +
  `const begin=()=>{` +
  `if(begun)return;` +
  `begun=true;` +
  // The data worker and, on a visit no service worker answers (a first visit), the files its
  // first answer needs, from here instead of after the entry and the worker's script have
  // arrived and run (src/shared/early-start.ts). The page adopts the worker; without it the entry
  // creates one.
  `const workerUrl=own.getAttribute('${WORKER_ATTRIBUTE}');` +
  `if(workerUrl)try{` +
  `const worker=globalThis.${EARLY_WORKER_GLOBAL}=new Worker(workerUrl,{type:'module',name:'${DATA_WORKER_NAME}'});` +
  `const urls=list('${FIRST_VISIT_FETCH_ATTRIBUTE}');` +
  `if(urls.length&&!navigator.serviceWorker?.controller){` +
  `worker.postMessage({${HANDOVER_KEY}:{expect:urls}});` +
  `for(const url of urls)fetch(url,{credentials:'omit',referrerPolicy:'no-referrer',cache:'no-cache',headers:{Accept:'application/json'}})` +
  `.then(async(r)=>({url,status:r.status,statusText:r.statusText,` +
  `headers:['content-type','etag','last-modified'].filter((h)=>r.headers.has(h)).map((h)=>[h,r.headers.get(h)]),` +
  `body:await r.arrayBuffer()}))` +
  `.catch(()=>({url,body:null}))` +
  `.then((m)=>worker.postMessage({${HANDOVER_KEY}:m},m.body?[m.body]:[]))}` +
  `}catch(error){console.warn('Data worker not started early',error)}` +
  `const entry=document.createElement('script');` +
  `entry.type='module';entry.crossOrigin='';entry.src=own.getAttribute('${ENTRY_ATTRIBUTE}');` +
  `document.head.append(entry)};` +
  // On a first visit the link is what limits, shared by every download alike: the app chunk,
  // the largest, ended last, and its evaluation and hydration came after every byte. The data
  // (worker, catalogue) starts once the results list's chunk, asked for with the app chunk, has
  // arrived: the app chunk has the link to itself for a while and ends first, and hydrates while
  // the data ends.
  `if(answer[0]&&!navigator.serviceWorker?.controller){` +
  `answer[0].addEventListener('load',begin);answer[0].addEventListener('error',begin)}` +
  `else begin()};` +
  `if(document.documentElement.getAttribute('${OTHER_VISIT_ATTRIBUTE}')==='${OTHER_VISIT_VALUE}'` +
  `||document.visibilityState!=='visible'` +
  `||navigator.serviceWorker?.controller` +
  `||!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))start();` +
  `else{` +
  `new PerformanceObserver((list)=>{` +
  `if(list.getEntriesByName('first-contentful-paint').length)start()` +
  `}).observe({type:'paint',buffered:true});` +
  `document.addEventListener('visibilitychange',start);` +
  `setTimeout(start,${START_FALLBACK_MS})}`;

/** What index.html loads for an entry, and when (files as the bundle names them). */
export interface AppStart {
  /** The entry chunk: preloaded at once, run when the app starts. */
  entry: string;
  /** Preloaded at once: the entry and the static imports of the chunks it imports at start. */
  atOnce: string[];
  /** Asked for when the app starts: the chunks the entry imports with import() at start. */
  afterPaint: string[];
  /** Asked for right after them: the first answer's chunks (`AppStartOptions.firstAnswer`). */
  firstAnswer?: string[];
  /** The data worker's script, created when the app starts; none when not found. */
  worker?: string;
}

export interface AppStartOptions {
  /**
   * The module of the chunk the first search answer renders with (the results list), a dynamic
   * import of the app chunk: asked for with the app chunk, with its static imports, rather than
   * once the app chunk has run.
   */
  firstAnswer?: RegExp;
  /** The data worker's emitted file. */
  worker?: RegExp;
}

/**
 * The chunks an entry imports with import() at start (src/boot.ts imports the app) wait for
 * the paint; their static imports not already the entry's, in load order, download at once.
 */
export function appStartOf(
  bundle: Record<string, unknown>,
  entryFile: string,
  options: AppStartOptions = {},
): AppStart {
  const entry = bundle[entryFile];
  const start: AppStart = { entry: entryFile, atOnce: [entryFile], afterPaint: [] };
  if (!isChunk(entry)) return start;
  const afterPaint = entry.dynamicImports.filter((file) => isChunk(bundle[file]));
  const alreadyLoaded = new Set([entryFile, ...entry.imports, ...afterPaint]);
  const visit = (file: string) => {
    if (alreadyLoaded.has(file)) return;
    alreadyLoaded.add(file);
    const chunk = bundle[file];
    if (!isChunk(chunk)) return;
    start.atOnce.push(file);
    chunk.imports.forEach(visit);
  };
  for (const file of afterPaint) {
    const chunk = bundle[file];
    if (isChunk(chunk)) chunk.imports.forEach(visit);
  }
  start.afterPaint = afterPaint;
  const { firstAnswer, worker } = options;
  if (firstAnswer) {
    const chunks = afterPaint.flatMap((file) => {
      const chunk = bundle[file];
      return isChunk(chunk) ? chunk.dynamicImports : [];
    });
    const answer = chunks.find((file) => {
      const chunk = bundle[file];
      return isChunk(chunk) && firstAnswer.test(chunk.facadeModuleId ?? '');
    });
    const add = (file: string) => {
      if (alreadyLoaded.has(file) || start.atOnce.includes(file)) return;
      alreadyLoaded.add(file);
      const chunk = bundle[file];
      if (!isChunk(chunk)) return;
      (start.firstAnswer ??= []).push(file);
      chunk.imports.forEach(add);
    };
    if (answer) add(answer);
  }
  if (worker) {
    const file = Object.keys(bundle).find((name) => worker.test(name));
    if (file) start.worker = file;
  }
  return start;
}

/** The module script tag Vite writes for the HTML entry. */
function entryScriptTag(file: string): RegExp {
  const src = `/${file}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[ \\t]*<script type="module" crossorigin src="${src}"></script>\\n?`);
}

/**
 * index.html without the entry's module script, and the tags that replace it: modulepreloads
 * for what downloads at once, then the start script with what it runs and asks for.
 */
export function startAfterPaintHtml(
  html: string,
  start: AppStart,
  firstVisitFetches: readonly string[] = [],
): IndexHtmlTransformResult {
  const tag = entryScriptTag(start.entry);
  if (!tag.test(html)) {
    throw new Error(`index.html has no module script for the entry /${start.entry}`);
  }
  const modulepreload = (file: string): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
    injectTo: 'head',
  });
  return {
    html: html.replace(tag, ''),
    tags: [
      // In order of need: HTTP/1.1 allows 6 connections, the rest queue in document order.
      ...start.atOnce.map(modulepreload),
      {
        tag: 'script',
        attrs: {
          type: 'module',
          [ENTRY_ATTRIBUTE]: `/${start.entry}`,
          [AFTER_PAINT_ATTRIBUTE]: start.afterPaint.map((file) => `/${file}`).join(' '),
          ...(start.firstAnswer?.length
            ? { [FIRST_ANSWER_ATTRIBUTE]: start.firstAnswer.map((file) => `/${file}`).join(' ') }
            : {}),
          ...(start.worker
            ? {
                [WORKER_ATTRIBUTE]: `/${start.worker}`,
                [FIRST_VISIT_FETCH_ATTRIBUTE]: firstVisitFetches.join(' '),
              }
            : {}),
        },
        children: START_SCRIPT,
        injectTo: 'head',
      },
    ],
  };
}

/** Replaces the entry's module script with modulepreloads and the start script (builds only). */
export function startAfterPaint(
  options: AppStartOptions & { firstVisitFetches?: readonly string[] } = {},
): Plugin {
  return {
    name: 'bridge-please:start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, unknown> | undefined;
        if (!bundle) return html;
        const entries = Object.values(bundle).filter(
          (output): output is ChunkLike => isChunk(output) && output.isEntry,
        );
        if (entries.length !== 1) {
          throw new Error(`Expected one entry chunk for index.html, found ${entries.length}`);
        }
        return startAfterPaintHtml(
          html,
          appStartOf(bundle, entries[0]!.fileName, options),
          options.firstVisitFetches,
        );
      },
    },
  };
}

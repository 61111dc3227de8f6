// Production builds only: index.html's #root gets the home screen as React renders it before any
// data arrives (src/prerender.tsx), with the CSS it uses, so a visitor sees the real page before
// the app's scripts have downloaded; the app then hydrates it (src/main.tsx). The rendering runs
// the app's own modules in Node through a Vite server in middleware mode, with this project's
// config, so the HTML and class names are those the browser build produces.
//
// Every path is answered with this same index.html (the SPA fallback of the host and of the
// service worker), yet only a plain visit to '/' may show the home screen. A small inline script,
// run before the body is parsed, marks any other visit (another path, or a search in the URL);
// for those the inline CSS shows the header alone, as the page did before prerendering, and the
// app renders afresh instead of hydrating. The security policy allows the script by its hash.
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import {
  OTHER_VISIT_ATTRIBUTE,
  OTHER_VISIT_VALUE,
  PRERENDERED_ATTRIBUTE,
} from '../../src/app/prerendered-shell.ts';

export { PRERENDERED_ATTRIBUTE };

/** The placeholder in index.html that the prerendered markup replaces. */
export const SHELL_PLACEHOLDER = '<div id="root"></div>';

/**
 * The inline script. A search in the URL (q=, from=, to=) needs the app's rendering too: the home
 * screen with its search running, not the idle screen. Marking a visit that turns out idle (a lone
 * from=) only costs it the hydration, never shows a wrong screen.
 */
export const VISIT_SCRIPT =
  `if(location.pathname!=='/'||/[?&](q|from|to)=/.test(location.search))` +
  `document.documentElement.setAttribute('${OTHER_VISIT_ATTRIBUTE}','${OTHER_VISIT_VALUE}')`;

/** Hides all but the header of the prerendered screen on any other visit. */
export const OTHER_VISIT_CSS = `html[${OTHER_VISIT_ATTRIBUTE}='${OTHER_VISIT_VALUE}'] #root>:not(header){display:none}`;

export interface RenderedShell {
  html: string;
  styleTag: string;
}

/** index.html with the rendered shell in #root and its styles and the visit script in <head>. */
export function injectShell(html: string, shell: RenderedShell): string {
  if (!html.includes(SHELL_PLACEHOLDER)) {
    throw new Error(`index.html has no empty ${SHELL_PLACEHOLDER} for the prerendered shell`);
  }
  if (/<script\b/i.test(shell.html)) {
    // The policy allows no inline script but the visit script; the render must need none.
    throw new Error('The prerendered shell contains a <script>');
  }
  const head =
    `<script>${VISIT_SCRIPT}</script>\n` + `<style>${OTHER_VISIT_CSS}</style>\n` + shell.styleTag;
  return html
    .replace('</head>', `${head}\n</head>`)
    .replace(
      SHELL_PLACEHOLDER,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="home">${shell.html}</div>`,
    );
}

/** Renders the home screen with the app's modules, through a throwaway Vite server. */
export async function renderHomeShell(options: {
  root: string;
  configFile: string | false;
  mode: string;
}): Promise<RenderedShell> {
  const server = await createServer({
    root: options.root,
    configFile: options.configFile,
    mode: options.mode,
    logLevel: 'error',
    appType: 'custom',
    // The styled-components build Node would load is its CommonJS one; bundling it here gives
    // the module the app's code expects.
    ssr: { noExternal: ['styled-components'] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule(path.join(options.root, 'src/prerender.tsx'))) as {
      prerenderHome: () => Promise<RenderedShell>;
    };
    return await entry.prerenderHome();
  } finally {
    await server.close();
  }
}

export function prerenderShell(): Plugin {
  let root = process.cwd();
  let configFile: string | false = false;
  let mode = 'production';
  return {
    name: 'bridge-please:prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile ?? false;
      mode = config.mode;
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, which would minify the styles and drop the markers
      // styled-components reads them back by; before the security policy (listed after this
      // plugin) hashes the inline styles and script of the final HTML.
      order: 'post',
      async handler(html) {
        return injectShell(html, await renderHomeShell({ root, configFile, mode }));
      },
    },
  };
}

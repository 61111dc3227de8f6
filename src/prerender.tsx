// Renders the home screen as it stands before any data arrives (header, title, search panel,
// protocol cards, footer) to HTML and the CSS it uses, for the build to put in index.html. The
// page then shows from the HTML alone and React hydrates it. Runs in Node (the build) and in
// tests; nothing here may reach for the data worker or the browser.
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { analytics } from './analytics';
import { AppRoot } from './app/AppRoot';
import { ROUTES } from './routing/routes';
import type { BridgeDataWorkerApi } from './shared/contract';

export interface PrerenderedShell {
  /** The markup of #root. */
  html: string;
  /**
   * The <style> element with that markup's CSS (global styles included), marked for
   * styled-components to take over in the browser instead of inserting the rules again.
   */
  styleTag: string;
}

/**
 * A data API that never answers. Rendering on the server runs no effects, so nothing asks it;
 * were something to, the shell would show the state before the first answer, as the page does.
 */
const silentApi = new Proxy(
  {},
  { get: () => () => new Promise<never>(() => {}) },
) as BridgeDataWorkerApi;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/** The home screen's HTML and CSS. Split-out parts (the footer) are waited for and included. */
export async function prerenderHome(): Promise<PrerenderedShell> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <Router ssrPath={ROUTES.home}>
          <AppRoot api={silentApi} analytics={analytics} />
        </Router>,
      ),
    );
    const html = await readAll(prelude);
    return { html, styleTag: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

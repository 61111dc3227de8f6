// How the app leaves for another site: every external link and 'Bridge Now' opens a
// new tab that gets no handle on this page (noopener) and no Referer (noreferrer).

/** The rel of every `<a target="_blank">` to another site. */
export const EXTERNAL_REL = 'noopener noreferrer';

/** The window.open features of every new tab to another site. */
export const NEW_TAB_FEATURES = 'noopener,noreferrer';

/** Opens another site in a new tab, detached from this page. */
export function openExternal(url: string): void {
  window.open(url, '_blank', NEW_TAB_FEATURES);
}

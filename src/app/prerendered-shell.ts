// The marks the build's prerendered home screen leaves in index.html (written by
// scripts/vite/prerender-shell.ts, read by main.tsx). Shared so the two never disagree.

/** Set on #root when it holds the prerendered home screen. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html>, before the body is parsed, when the visit is not the plain home screen. */
export const OTHER_VISIT_ATTRIBUTE = 'data-visit';
export const OTHER_VISIT_VALUE = 'other';

/** Whether #root holds the prerendered home screen and this visit is the one it shows. */
export function hydratesPrerenderedHome(container: Element, html: Element): boolean {
  return (
    container.hasAttribute(PRERENDERED_ATTRIBUTE) &&
    html.getAttribute(OTHER_VISIT_ATTRIBUTE) !== OTHER_VISIT_VALUE
  );
}

/**
 * Another visit showed only the prerendered header (the rest is hidden by index.html's style):
 * the header alone stays until the app's first render replaces it, and the mark goes.
 */
export function keepPrerenderedHeaderOnly(container: Element, html: Element): void {
  for (const child of Array.from(container.children))
    if (child.tagName !== 'HEADER') child.remove();
  html.removeAttribute(OTHER_VISIT_ATTRIBUTE);
}

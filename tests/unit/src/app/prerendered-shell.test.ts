import { afterEach, describe, expect, it } from 'vitest';
import {
  hydratesPrerenderedHome,
  keepPrerenderedHeaderOnly,
} from '../../../../src/app/prerendered-shell';

function page(prerendered: boolean, otherVisit: boolean) {
  const html = document.createElement('html');
  if (otherVisit) html.setAttribute('data-visit', 'other');
  const root = document.createElement('div');
  if (prerendered) root.setAttribute('data-prerendered', 'home');
  root.innerHTML =
    '<a href="#content">Skip</a><header>Bridge, please!</header><main></main><footer></footer>';
  return { html, root };
}

afterEach(() => document.documentElement.removeAttribute('data-visit'));

describe('the prerendered home screen', () => {
  it('is hydrated on the plain home visit only', () => {
    const home = page(true, false);
    expect(hydratesPrerenderedHome(home.root, home.html)).toBe(true);
    const other = page(true, true);
    expect(hydratesPrerenderedHome(other.root, other.html)).toBe(false);
    // A page without it (the dev server) renders afresh.
    const dev = page(false, false);
    expect(hydratesPrerenderedHome(dev.root, dev.html)).toBe(false);
  });

  it('leaves only its header, and no mark, on another visit', () => {
    const { html, root } = page(true, true);
    keepPrerenderedHeaderOnly(root, html);
    expect([...root.children].map((child) => child.tagName)).toEqual(['HEADER']);
    expect(html.hasAttribute('data-visit')).toBe(false);
  });
});

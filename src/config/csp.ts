// The security policy of the deployed build, derived from the validated config: the
// Content-Security-Policy (meta tag and header forms) and the other response headers. Pure, so the
// build (vite.config.ts: index.html meta tags, dist/_headers) and the tests share one source.
import { PROTOCOL_SOURCES } from '../shared/protocol-registry.mjs';
import type { AppConfig } from './env-schema';

/** mixpanel-browser's own API host, used when VITE_MIXPANEL_API_HOST is not set. */
export const MIXPANEL_DEFAULT_API_HOST = 'https://api-js.mixpanel.com';

/**
 * No referrer on any request or navigation: bridge sites, logo hosts and source hosts learn
 * nothing of the page a visitor was on. The app itself reads no Referer header anywhere.
 */
export const REFERRER_POLICY = 'no-referrer';

/**
 * The CSP hash of an empty inline <style>. styled-components (production) creates its <style>
 * element empty and fills it through the CSSOM (insertRule), which CSP does not restrict; but
 * Chromium checks the element itself when it is connected: without this hash (or
 * 'unsafe-inline') the element gets no sheet and the page stays blank (tried in Chromium).
 * Allowing the empty text lets no CSS in: a <style> with any content has another hash.
 */
export const EMPTY_INLINE_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Where the policy is delivered. A meta tag cannot carry frame-ancestors (browsers ignore it). */
export type CspDelivery = 'meta' | 'header';

export interface CspOptions {
  /**
   * CSP hash sources (`'sha256-...'`) of the inline <style> elements of index.html, computed by
   * the build from the final HTML. No inline style is allowed without one.
   */
  inlineStyleHashes?: readonly string[];
  /**
   * CSP hash sources of the inline <script> elements of index.html (the prerendered page's
   * few-byte visit check), computed the same way. No other inline script runs.
   */
  inlineScriptHashes?: readonly string[];
}

export type CspDirectives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors']);

/**
 * The origin a configured URL is fetched from: 'self' for a root-relative path (the deployment
 * mirrors it on its own origin), else the URL's origin (scheme, host and port).
 */
export function sourceOrigin(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return "'self'";
  // A protocol-relative '//host/...' would be another host: refused rather than taken as ours.
  if (!/^https?:\/\//i.test(url)) throw new Error(`Not an absolute or root-relative URL: ${url}`);
  return new URL(url).origin;
}

/** connect-src: our origin, every protocol's source and, when analytics is on, its API host. */
export function connectSources(config: AppConfig): string[] {
  const origins = [
    "'self'",
    // Only the sources of the protocols the build lists.
    ...config.protocols.map((id) => sourceOrigin(config.sourceUrls[PROTOCOL_SOURCES[id].key])),
  ];
  if (config.mixpanelToken) {
    origins.push(sourceOrigin(config.mixpanelApiHost || MIXPANEL_DEFAULT_API_HOST));
  }
  return [...new Set(origins)];
}

export function cspDirectives(config: AppConfig, options: CspOptions = {}): CspDirectives {
  return [
    // Anything not listed below is refused (fonts, media, frames, prefetch of foreign hosts...).
    ['default-src', ["'none'"]],
    // Our own module scripts and index.html's hashed inline script only: no other inline script,
    // no eval, no foreign script host.
    ['script-src', [...new Set(["'self'", ...(options.inlineScriptHashes ?? [])])]],
    // The data worker and the service worker, both served from our origin.
    ['worker-src', ["'self'"]],
    ['connect-src', connectSources(config)],
    // Token logos come from arbitrary https hosts. No data: (our icons are files, and the worker
    // drops data: logo URLs from the sources) and no plain http (mixed content on a deployment).
    ['img-src', ["'self'", 'https:']],
    // Stylesheets from our origin, styled-components' empty <style> (filled by insertRule) and
    // the hashed inline style of index.html; no 'unsafe-inline' (see docs/security.md).
    [
      'style-src',
      [...new Set(["'self'", EMPTY_INLINE_STYLE_HASH, ...(options.inlineStyleHashes ?? [])])],
    ],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The policy as one string, without the directives the delivery cannot carry. */
export function serializeCsp(directives: CspDirectives, delivery: CspDelivery): string {
  return directives
    .filter(([name]) => delivery === 'header' || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function contentSecurityPolicy(
  config: AppConfig,
  delivery: CspDelivery,
  options: CspOptions = {},
): string {
  return serializeCsp(cspDirectives(config, options), delivery);
}

/** The response headers for hosts that can send them (every path of the site). */
export function securityHeaders(config: AppConfig, options: CspOptions = {}): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config, 'header', options)],
    ['Referrer-Policy', REFERRER_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    // Powerful features the app never uses, off for the page and anything it could embed.
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=()',
    ],
  ];
}

/** The text of each inline <style> element of an HTML document, for hashing. */
export function inlineStyleContents(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
}

/** The text of each inline <script> element (one without src) of an HTML document, for hashing. */
export function inlineScriptContents(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** dist/_headers in the Netlify / Cloudflare Pages format: the headers above on every path. */
export function headersFile(config: AppConfig, options: CspOptions = {}): string {
  const lines = [
    '/*',
    ...securityHeaders(config, options).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return `${lines.join('\n')}\n`;
}

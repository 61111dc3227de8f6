import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INLINE_STYLE_HASH,
  MIXPANEL_DEFAULT_API_HOST,
  REFERRER_POLICY,
  connectSources,
  contentSecurityPolicy,
  headersFile,
  inlineScriptContents,
  inlineStyleContents,
  securityHeaders,
  sourceOrigin,
} from '../../../../src/config/csp';
import { parseEnv } from '../../../../src/config/env-schema';

/** The variables scripts/e2e.mjs builds with. */
const E2E_ENV = {
  VITE_WORMHOLE_TOKENS_URL: '/sources/wormhole.json',
  VITE_STARGATE_TOKENS_URL: '/sources/stargate.json',
  VITE_ORBITER_CHAINS_URL: '/sources/orbiter.json',
  VITE_MIXPANEL_TOKEN: 'test-token',
  VITE_MIXPANEL_API_HOST: '/mp',
};

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

describe('sourceOrigin', () => {
  it("maps a root-relative URL to 'self' and an absolute one to its origin, port included", () => {
    expect(sourceOrigin('/sources/stargate.json')).toBe("'self'");
    expect(sourceOrigin('https://stargate.finance/api/tokens')).toBe('https://stargate.finance');
    expect(sourceOrigin('http://127.0.0.1:8080/x.json?a=1')).toBe('http://127.0.0.1:8080');
  });

  it('treats a protocol-relative URL as absolute, never as our own origin', () => {
    expect(() => sourceOrigin('//evil.example/x')).toThrow(/Not an absolute or root-relative URL/);
  });
});

describe('connectSources', () => {
  it('allows our origin and the two default third-party source hosts, and no analytics host without a token', () => {
    expect(connectSources(parseEnv({}))).toEqual([
      "'self'",
      'https://stargate.finance',
      'https://api.orbiter.finance',
    ]);
  });

  it('allows only the sources of the protocols the build lists (VITE_PROTOCOLS)', () => {
    expect(connectSources(parseEnv({ VITE_PROTOCOLS: 'Wormhole,Orbiter' }))).toEqual([
      "'self'",
      'https://api.orbiter.finance',
    ]);
    expect(connectSources(parseEnv({ VITE_PROTOCOLS: 'Stargate' }))).toEqual([
      "'self'",
      'https://stargate.finance',
    ]);
  });

  it("adds mixpanel-browser's own API host when analytics is on without VITE_MIXPANEL_API_HOST", () => {
    expect(connectSources(parseEnv({ VITE_MIXPANEL_TOKEN: 'abc' }))).toContain(
      MIXPANEL_DEFAULT_API_HOST,
    );
    expect(MIXPANEL_DEFAULT_API_HOST).toBe('https://api-js.mixpanel.com');
  });

  it('uses the origin of a configured analytics host instead of the default', () => {
    const sources = connectSources(
      parseEnv({
        VITE_MIXPANEL_TOKEN: 'abc',
        VITE_MIXPANEL_API_HOST: 'https://eu.example.com/mp/',
      }),
    );
    expect(sources).toContain('https://eu.example.com');
    expect(sources).not.toContain(MIXPANEL_DEFAULT_API_HOST);
  });

  it("collapses root-relative sources and analytics host into 'self' and lists an origin once", () => {
    expect(connectSources(parseEnv(E2E_ENV))).toEqual(["'self'"]);
    expect(
      connectSources(
        parseEnv({
          VITE_WORMHOLE_TOKENS_URL: 'https://mirror.example/a.json',
          VITE_STARGATE_TOKENS_URL: 'https://mirror.example/b.json',
          VITE_ORBITER_CHAINS_URL: '/sources/orbiter.json',
        }),
      ),
    ).toEqual(["'self'", 'https://mirror.example']);
  });
});

describe('contentSecurityPolicy', () => {
  it('is the exact policy of the e2e build (root-relative sources, analytics at /mp)', () => {
    expect(contentSecurityPolicy(parseEnv(E2E_ENV), 'meta')).toBe(
      "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; " +
        "img-src 'self' https:; style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; " +
        "manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('allows script from our origin only: no inline script, no eval, no other host', () => {
    for (const delivery of ['meta', 'header'] as const) {
      const policy = contentSecurityPolicy(parseEnv({ VITE_MIXPANEL_TOKEN: 'abc' }), delivery);
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
      expect(directive(policy, 'default-src')).toEqual(["'none'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    }
  });

  it('leaves frame-ancestors out of the meta form (browsers ignore it there) and puts it in the header', () => {
    const config = parseEnv({});
    expect(directive(contentSecurityPolicy(config, 'meta'), 'frame-ancestors')).toBeUndefined();
    expect(directive(contentSecurityPolicy(config, 'header'), 'frame-ancestors')).toEqual([
      "'none'",
    ]);
    expect(contentSecurityPolicy(config, 'header')).toBe(
      `${contentSecurityPolicy(config, 'meta')}; frame-ancestors 'none'`,
    );
  });

  it("allows empty inline <style> elements (styled-components') and the given inline style hashes only", () => {
    expect(EMPTY_INLINE_STYLE_HASH).toBe(sha256Source(''));
    const extra = sha256Source('html{margin:0}');
    const policy = contentSecurityPolicy(parseEnv({}), 'meta', {
      inlineStyleHashes: [extra, EMPTY_INLINE_STYLE_HASH],
    });
    expect(directive(policy, 'style-src')).toEqual(["'self'", EMPTY_INLINE_STYLE_HASH, extra]);
  });

  it('allows the given inline script hashes besides our origin, and no other inline script', () => {
    const hash = sha256Source('document.title="x"');
    for (const delivery of ['meta', 'header'] as const) {
      const policy = contentSecurityPolicy(parseEnv({}), delivery, { inlineScriptHashes: [hash] });
      expect(directive(policy, 'script-src')).toEqual(["'self'", hash]);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
    }
  });

  it('allows images from our origin and any https host, but not data: or plain http', () => {
    expect(directive(contentSecurityPolicy(parseEnv({}), 'meta'), 'img-src')).toEqual([
      "'self'",
      'https:',
    ]);
  });
});

describe('inlineScriptContents', () => {
  it('returns the text of each inline <script>, not of those with a src', () => {
    const html =
      '<head><script type="module" crossorigin src="/a.js"></script><script>go()</script></head>' +
      '<body><script>\n x()\n</script></body>';
    expect(inlineScriptContents(html)).toEqual(['go()', '\n x()\n']);
    expect(inlineScriptContents('<head></head>')).toEqual([]);
  });
});

describe('inlineStyleContents', () => {
  it('returns the text of each <style> element, attributes or not', () => {
    const html =
      '<head><style>html{margin:0}</style><link rel="stylesheet" href="/a.css"><STYLE media="print">\n a{b:c}\n</STYLE></head>';
    expect(inlineStyleContents(html)).toEqual(['html{margin:0}', '\n a{b:c}\n']);
    expect(inlineStyleContents('<head></head>')).toEqual([]);
  });
});

describe('security headers', () => {
  it('sends the header form of the policy with the referrer, nosniff and permissions policies', () => {
    const config = parseEnv({});
    expect(Object.fromEntries(securityHeaders(config))).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(config, 'header'),
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Permissions-Policy': expect.stringMatching(
        /^camera=\(\), microphone=\(\), geolocation=\(\)/,
      ),
    });
    expect(REFERRER_POLICY).toBe('no-referrer');
  });

  it('writes _headers as one rule for every path with the same values, in Netlify format', () => {
    const config = parseEnv(E2E_ENV);
    const options = { inlineStyleHashes: [sha256Source('x')] };
    const lines = headersFile(config, options).split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toEqual(
      securityHeaders(config, options).map(([name, value]) => `  ${name}: ${value}`),
    );
  });
});

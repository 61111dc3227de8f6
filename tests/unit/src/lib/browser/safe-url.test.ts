import { describe, expect, it } from 'vitest';
import { safeHttpsUrl, safeImageUrl } from '../../../../../src/lib/browser/safe-url';

describe('safeImageUrl', () => {
  it('accepts absolute https URLs only', () => {
    expect(safeImageUrl('https://icons.example/usdc.png')).toBe('https://icons.example/usdc.png');
    expect(safeImageUrl(' https://icons.example/usdc.png ')).toBe('https://icons.example/usdc.png');
  });

  it('rejects http, relative, data and script URLs and junk', () => {
    for (const bad of [
      'http://icons.example/usdc.png',
      '/icons/usdc.png',
      'icons/usdc.png',
      'data:image/png;base64,AAAA',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://x/y.png',
      '//evil.example/x.png',
      'not a url',
      '',
      undefined,
      null,
    ]) {
      expect(safeImageUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('safeHttpsUrl', () => {
  it('allows https links only', () => {
    expect(safeHttpsUrl('https://etherscan.io/token/0x1')).toBe('https://etherscan.io/token/0x1');
    expect(safeHttpsUrl('http://etherscan.io/token/0x1')).toBeNull();
    expect(safeHttpsUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpsUrl(null)).toBeNull();
  });
});

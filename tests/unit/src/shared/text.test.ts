import { describe, expect, it } from 'vitest';
import {
  cleanText,
  MAX_NAME_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_SYMBOL_LENGTH,
  queryTooLong,
} from '../../../../src/shared/text';

describe('cleanText', () => {
  it('keeps ordinary text, curly quotes, emoji and markup-looking text as they are', () => {
    for (const ok of [
      'USDC',
      'USD Coin',
      '“Pendle” ‘Governance’ Token',
      'USD₮0',
      '🚀 Moon',
      '👨‍👩‍👧 family', // zero-width joiners inside an emoji sequence stay
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '.*+?^${}()|[]\\',
    ]) {
      expect(cleanText(ok), ok).toBe(ok);
    }
  });

  it('keeps right-to-left letters as text', () => {
    expect(cleanText('שקל דיגיטלי')).toBe('שקל דיגיטלי');
    expect(cleanText('دولار رقمي')).toBe('دولار رقمي');
    expect(cleanText('USDC (دولار)')).toBe('USDC (دولار)');
    expect(cleanText('نیم‌فاصله')).toBe('نیم‌فاصله'); // Persian zero-width non-joiner stays
  });

  it('removes C0 and C1 control characters and DEL', () => {
    expect(cleanText('US\u0000DC')).toBe('USDC');
    expect(cleanText('\u0007BELL\u001b[31mRED\u007f')).toBe('BELL[31mRED');
    expect(cleanText('C1\u0080\u009b\u009fX')).toBe('C1X');
  });

  it('turns line breaks and tabs into spaces', () => {
    expect(cleanText('Line\nbreak\r\nand\ttab')).toBe('Line break and tab');
    expect(cleanText('A\u2028B\u2029C\u0085D\u000bE\u000cF')).toBe('A B C D E F');
  });

  it('removes bidi overrides, embeddings, isolates and marks', () => {
    // The classic file-name spoof: 'exe.png' shown reversed.
    expect(cleanText('\u202Egnp.exe')).toBe('gnp.exe');
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E', // embeddings, overrides, pop
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069', // isolates
      '\u200E',
      '\u200F',
      '\u061C', // LRM, RLM, ALM
    ]) {
      expect(cleanText(`US${mark}DC`), mark.codePointAt(0)!.toString(16)).toBe('USDC');
    }
  });

  it('removes invisible characters that hide text: zero-width space, word joiner, BOM, soft hyphen', () => {
    expect(cleanText('\uFEFFU\u200BS\u2060D\u00ADC\u180E')).toBe('USDC');
  });

  it('cuts piles of combining marks to four per letter', () => {
    const zalgo = `Z${'\u0301\u0302\u0303\u0304\u0305'.repeat(40)}ALGO`;
    expect(cleanText(zalgo)).toBe('Z\u0301\u0302\u0303\u0304ALGO');
    // Real accents are left alone.
    expect(cleanText('Tiê\u0301ng Việt')).toBe('Tiê\u0301ng Việt');
  });

  it('trims, and gives undefined when nothing visible is left', () => {
    expect(cleanText('  USDC  ')).toBe('USDC');
    expect(cleanText('')).toBeUndefined();
    expect(cleanText('   ')).toBeUndefined();
    expect(cleanText('\u0000\u202E\u200B\n')).toBeUndefined();
  });

  it('cuts text past the bound to bound - 1 characters and an ellipsis', () => {
    const long = 'x'.repeat(10_000);
    const name = cleanText(long, MAX_NAME_LENGTH)!;
    expect(name).toHaveLength(MAX_NAME_LENGTH);
    expect(name.endsWith('…')).toBe(true);
    expect(cleanText('x'.repeat(MAX_SYMBOL_LENGTH), MAX_SYMBOL_LENGTH)).toBe(
      'x'.repeat(MAX_SYMBOL_LENGTH),
    );
    expect(cleanText('ab cd', 4)).toBe('ab…');
  });

  it('never splits a surrogate pair when it cuts', () => {
    const emoji = '🚀'.repeat(200); // 400 UTF-16 units
    const cut = cleanText(emoji, 10)!;
    expect(cut).toBe(`${'🚀'.repeat(4)}…`);
    expect(encodeURIComponent(cut)).toBeTruthy(); // throws on a lone surrogate
  });

  it('cleans a 10,000-character hostile string quickly and to a bounded result', () => {
    const hostile = '\u202E<img src=x onerror=alert(1)>\u0000\n'.repeat(400);
    const cleaned = cleanText(hostile, MAX_NAME_LENGTH)!;
    expect(cleaned.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect([...cleaned].some((c) => c < ' ' || (c >= '\u202a' && c <= '\u202e'))).toBe(false);
    expect(cleaned.startsWith('<img src=x onerror=alert(1)> <img')).toBe(true);
  });
});

describe('queryTooLong', () => {
  it('allows up to MAX_QUERY_LENGTH characters once trimmed', () => {
    expect(MAX_QUERY_LENGTH).toBe(128);
    expect(queryTooLong('a'.repeat(128))).toBe(false);
    expect(queryTooLong(`  ${'a'.repeat(128)}  `)).toBe(false);
    expect(queryTooLong('a'.repeat(129))).toBe(true);
    expect(queryTooLong('a'.repeat(10_000))).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(queryTooLong('🚀'.repeat(128))).toBe(false);
    expect(queryTooLong('🚀'.repeat(129))).toBe(true);
  });
});

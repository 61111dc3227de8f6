import { describe, expect, it } from 'vitest';
import { formatAge, formatTimestamp, shortenAddress } from '../../../../src/lib/format';

describe('formatting', () => {
  it('writes a local timestamp as YYYY-MM-DD HH:MM without Intl', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 7, 3, 59).getTime())).toBe('2026-01-05 07:03');
    expect(formatTimestamp(new Date(2026, 10, 23, 23, 59).getTime())).toBe('2026-11-23 23:59');
  });

  it('shortens an address to its first 6 and last 4 characters', () => {
    expect(shortenAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe('0xA0b8...eB48');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });

  it('says how old data is in words', () => {
    const now = 1_000_000_000;
    expect(formatAge(now - 20_000, now)).toBe('just now');
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(formatAge(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(formatAge(now - 72 * 3_600_000, now)).toBe('3 days ago');
  });
});

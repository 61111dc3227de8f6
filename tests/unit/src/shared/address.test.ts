import { describe, expect, test } from 'vitest';
import {
  addressHint,
  addressKey,
  base58Decode,
  detectAddress,
  sameAddress,
} from '../../../../src/shared/address';

describe('detectAddress', () => {
  test.each([
    ['evm', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
    ['evm', '  0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 '],
    ['move', '0x2::sui::SUI'],
    ['move', '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC'],
    ['move', '0x5e156f1207d0ebfa19a9eeff00d62a282278fb8719f4fab3a586a0a2c0fffbea::coin::T'],
    ['hex', '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7'],
    ['solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['solana', 'So11111111111111111111111111111111111111112'],
    ['solana', '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs'],
    ['ton', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs'],
    ['ton', 'UQB-MPwrd1G6WKNkLz_VnV6WqBDd142KMQv-g1O-8QUA3728'],
    ['ton', '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe'],
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['tron', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8'],
  ] as const)('recognises a %s address: %s', (kind, query) => {
    expect(detectAddress(query)).toEqual({ kind, value: query.trim() });
  });

  test.each([
    ['a symbol', 'USDC'],
    ['an empty query', '   '],
    ['EVM with 39 hex digits', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4'],
    ['EVM with a non-hex digit', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eBG'],
    ['EVM without 0x', 'A0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
    ['a Move type with a missing name', '0x2::sui'],
    ['a Move type with a space', '0x2::sui:: SUI'],
    ['hex longer than 64 digits', `0x${'1'.repeat(65)}`],
    ['base58 with a zero (not in the alphabet)', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10'],
    ['base58 too short for 32 bytes', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4w'],
    ['a long word made only of base58 letters', 'WrappedBitcoinAndEthereumsBaseTokens'],
    ['a TON address with a wrong prefix', 'AQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs'],
    ['a TON address one character short', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sD'],
    [
      'raw TON with 63 hex digits',
      '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621df',
    ],
    ['a name with spaces', 'Wrapped liquid staked Ether 2.0'],
  ])('does not take %s for an address', (_label, query) => {
    expect(detectAddress(query)).toBeNull();
  });

  test('tells a Tron address from a 34-character Solana key by its decoded bytes', () => {
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(base58Decode(tron)?.length).toBe(25);
    expect(base58Decode(tron)?.[0]).toBe(0x41);
    // Same length and first letter, but decodes to 26 bytes: neither Tron nor Solana.
    expect(detectAddress('TzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzZ')).toBeNull();
  });
});

describe('sameAddress', () => {
  test('compares EVM addresses case-insensitively', () => {
    const detected = detectAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')!;
    expect(sameAddress(detected, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(true);
    expect(sameAddress(detected, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB49')).toBe(false);
  });

  test('compares the hex part of a Move type case-insensitively and without padding, the names exactly', () => {
    const detected = detectAddress('0x2::sui::SUI')!;
    expect(sameAddress(detected, `0x${'0'.repeat(63)}2::sui::SUI`)).toBe(true);
    expect(sameAddress(detected, '0x2::sui::sui')).toBe(false);
  });

  test('compares Solana, TON and Tron addresses exactly', () => {
    const solana = detectAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')!;
    expect(sameAddress(solana, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
    expect(sameAddress(solana, 'epjfwdd5aufqssqem2qn1xzybapc8g4weggkzwytdt1v')).toBe(false);
    const ton = detectAddress('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs')!;
    expect(sameAddress(ton, 'eqcxe6mutqjkfngfarotkot1lzbdiix1kcixrv7nw2id_sds')).toBe(false);
  });

  test('never matches a token without an address', () => {
    expect(sameAddress(detectAddress('0x2::sui::SUI')!, '')).toBe(false);
  });

  test('gives Starknet addresses with and without leading zeros one key', () => {
    expect(addressKey('0x049D36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7')).toBe(
      addressKey('0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7'),
    );
  });
});

describe('addressHint', () => {
  test.each([
    ['0x123', '0x123 is not a full contract address: 40 hex digits after 0x'],
    // One digit short of an EVM address.
    [
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4',
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4 is not a full contract address: 40 hex digits after 0x',
    ],
    ['0xZZ12', '0xZZ12 is not a contract address: after 0x come hex digits only (0-9, a-f)'],
    // A Solana key with its last characters missing: base58 that decodes to fewer than 32 bytes.
    [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEG',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEG is not a full Solana address: 32 to 44 base58 characters (a 32-byte key)',
    ],
    [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgj',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgj is not a full Tron address: T and 33 more base58 characters',
    ],
    [
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kC',
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kC is not a full TON address: EQ or UQ and 46 more characters',
    ],
    ['0:b113a994', '0:b113a994 is not a full TON address: 64 hex digits after 0:'],
  ])('says what %s lacks', (query, hint) => {
    expect(addressHint(query)).toBe(hint);
  });

  test.each([
    ['a symbol', 'USDC'],
    ['a name', 'Wrapped Bitcoin'],
    ['a long name', 'Bridged USD Coin from Ethereum'],
    ['an EVM address', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
    ['a Sui coin type', '0x2::sui::SUI'],
    ['a Solana address', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['a Tron address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['a bare 0x', '0x'],
  ])('has nothing to say about %s', (_, query) => {
    expect(addressHint(query)).toBeNull();
  });
});

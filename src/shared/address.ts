// Recognises contract addresses typed into the search box and compares them
// the way each chain family does. Pure and shared: the worker matches with it, the page may label with it.

export type AddressKind =
  /** 0x + 40 hex (Ethereum and every EVM chain). Case-insensitive: EIP-55 case is only a checksum. */
  | 'evm'
  /** Sui / Aptos coin type `0x<hex>::module::NAME`. The hex part is case-insensitive, the rest exact. */
  | 'move'
  /** Bare 32-byte hex account (Starknet, Aptos fungible assets, Sui objects): 0x + 41..64 hex. */
  | 'hex'
  /** Base58 that decodes to 32 bytes. */
  | 'solana'
  /** User-friendly EQ/UQ + 46 base64url characters, or raw `0:` / `-1:` + 64 hex. */
  | 'ton'
  /** `T` + 33 base58 characters decoding to 25 bytes with the 0x41 network byte. */
  | 'tron';

export interface DetectedAddress {
  kind: AddressKind;
  /** The trimmed query. Compare with `sameAddress`, not `===`. */
  value: string;
}

const EVM = /^0x[0-9a-fA-F]{40}$/;
const HEX_ACCOUNT = /^0x[0-9a-fA-F]{41,64}$/;
// Generic type arguments (`<...>`) are left out on purpose: no source lists them.
const MOVE_TYPE = /^0x[0-9a-fA-F]{1,64}::[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*$/;
const TON_FRIENDLY = /^[EU]Q[A-Za-z0-9_\-+/]{46}$/;
const TON_RAW = /^(0|-1):[0-9a-fA-F]{64}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Bytes of a base58 string (big-endian; leading '1's are zero bytes), or null if it is not base58.
 * Decoding, rather than counting characters, is what tells a Solana key (32 bytes) from a Tron
 * address (25 bytes) and from an ordinary long word that happens to avoid 0, O, I and l.
 */
export function base58Decode(text: string): Uint8Array | null {
  if (!BASE58.test(text)) return null;
  const littleEndian: number[] = [];
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
    for (let i = 0; i < littleEndian.length; i++) {
      carry += (littleEndian[i] ?? 0) * 58;
      littleEndian[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      littleEndian.push(carry & 0xff);
      carry >>= 8;
    }
  }
  let leadingZeros = 0;
  while (text[leadingZeros] === '1') leadingZeros++;
  const bytes = new Uint8Array(leadingZeros + littleEndian.length);
  littleEndian.forEach((byte, i) => {
    bytes[bytes.length - 1 - i] = byte;
  });
  return bytes;
}

/** The address kind of a query, or null when it is not an address (then it is a text search). */
export function detectAddress(query: string): DetectedAddress | null {
  const value = query.trim();
  if (value.length < 20 && !value.includes('::')) return null;
  if (EVM.test(value)) return { kind: 'evm', value };
  if (MOVE_TYPE.test(value)) return { kind: 'move', value };
  if (HEX_ACCOUNT.test(value)) return { kind: 'hex', value };
  if (TON_RAW.test(value) || TON_FRIENDLY.test(value)) return { kind: 'ton', value };
  if (value.length >= 32 && value.length <= 44) {
    const bytes = base58Decode(value);
    // Tron: network byte 0x41, 20-byte account, 4-byte checksum (not verified: needs SHA-256).
    if (bytes?.length === 25 && bytes[0] === 0x41 && value.length === 34)
      return { kind: 'tron', value };
    if (bytes?.length === 32) return { kind: 'solana', value };
  }
  return null;
}

/** `0x00ab` and `0xAB` are the same account: hex is case-free and leading zeros are padding. */
function canonicalHex(hex: string): string {
  const digits = hex.slice(2).toLowerCase().replace(/^0+/, '');
  return `0x${digits === '' ? '0' : digits}`;
}

/**
 * Canonical form used to compare addresses of one family: equal keys mean the same address.
 * Base58 and TON friendly forms are case-sensitive, so they stay exact.
 */
export function addressKey(address: string): string {
  const value = address.trim();
  if (EVM.test(value)) return value.toLowerCase();
  if (MOVE_TYPE.test(value)) {
    const [hex = '', module = '', name = ''] = value.split('::');
    return `${canonicalHex(hex)}::${module}::${name}`;
  }
  if (HEX_ACCOUNT.test(value)) return canonicalHex(value);
  if (TON_RAW.test(value)) return value.toLowerCase();
  return value;
}

/** True when a token's address is the detected one. */
export function sameAddress(detected: DetectedAddress, candidate: string): boolean {
  return candidate !== '' && addressKey(candidate) === addressKey(detected.value);
}

// Some sources (and the 1inch-style APIs) write the native coin as 0xEeee…EEeE; others and most SDKs
// write the zero address. Neither names a contract.
const EEEE_SENTINEL = `0x${'e'.repeat(40)}`;
const ZERO_HEX = /^0x0*$/;

/** True for the placeholders that stand for "the chain's own coin" instead of a contract. */
export function isNativeSentinel(address: string): boolean {
  return isNativeSentinelKey(addressKey(address));
}

/** `isNativeSentinel` for an address already in `addressKey` form. */
export function isNativeSentinelKey(key: string): boolean {
  return key === EEEE_SENTINEL || ZERO_HEX.test(key);
}

const HEX = /^[0-9a-fA-F]*$/;

/**
 * Why a query that looks like an address of a form the search accepts is not one: its length or
 * its characters. Null for a whole address and for ordinary text. A search for it finds nothing,
 * and 'check your spelling' alone does not say what is wrong with 42 characters of hex.
 */
export function addressHint(query: string): string | null {
  const value = query.trim();
  if (detectAddress(value)) return null;
  const lower = value.toLowerCase();
  if (lower.startsWith('0x') && value.length > 2 && !value.includes('::')) {
    const digits = value.slice(2);
    if (!HEX.test(digits))
      return `${value} is not a contract address: after 0x come hex digits only (0-9, a-f)`;
    // 41 to 64 digits is a Starknet, Aptos or Sui account; more is too long for any chain.
    if (digits.length < 40)
      return `${value} is not a full contract address: 40 hex digits after 0x`;
    return `${value} is not a contract address: 40 hex digits after 0x, or up to 64 for an account`;
  }
  if (/^(0|-1):/.test(value))
    return `${value} is not a full TON address: 64 hex digits after ${value.split(':')[0]}:`;
  if (/^[EU]Q[A-Za-z0-9_\-+/]{10,}$/.test(value))
    return `${value} is not a full TON address: EQ or UQ and 46 more characters`;
  // Base58 (no 0, O, I or l), with digits and letters: an account key, not a token's name.
  if (BASE58.test(value) && value.length >= 25 && /[0-9]/.test(value) && /[A-Za-z]/.test(value)) {
    if (value.startsWith('T') && value.length <= 40)
      return `${value} is not a full Tron address: T and 33 more base58 characters`;
    return `${value} is not a full Solana address: 32 to 44 base58 characters (a 32-byte key)`;
  }
  return null;
}

// The row rules every source's parser applies, the worker's live path and `sources:update` alike:
// a row whose short text carries markup or control characters, whose address is malformed, whose
// decimals are impossible, or that lacks its chain or symbol is dropped with a stated reason.
// Pure; nothing here throws. Optional fields that fail (a `javascript:` icon) are left out by
// the field readers in fields.ts instead: the row itself stays.
import { cleanText, MAX_TEXT_LENGTH } from '../text';
import { DEFAULT_DECIMALS, type Protocol, type Token } from '../tokens';
import { sourceError } from '../errors';
import { describe, isObject } from './fields';
import type { ParseResult } from './types';

/** Why a row was dropped; `field` names the source's field when one is at fault. */
export type DropReason =
  | 'not an object'
  | 'missing symbol'
  | 'missing chain'
  | 'missing address'
  | 'markup'
  | 'control characters'
  | 'malformed address'
  | 'impossible decimals'
  | 'no token list';

/** One dropped row: where it was, what it looked like (escaped, short) and why. */
export interface RowDrop {
  /** Position in the payload's rows (grouped rows: '3.12', chain then token). */
  at: string;
  /** The row's symbol, chain and address as printable ASCII, for a log line. */
  row: string;
  reason: DropReason;
  field?: string;
}

/** A source may lose at most this share of its rows to the row rules; more refuses it whole. */
export const MAX_DROPPED_SHARE = 1 / 3;

/** Whether so many rows were dropped that the payload as a whole is not to be trusted. */
export function tooManyDropped(kept: number, dropped: number): boolean {
  return dropped > 0 && dropped > (kept + dropped) * MAX_DROPPED_SHARE;
}

// Angle brackets have no place in a symbol, name or chain; in a payload they are markup.
const MARKUP = /[<>]/;
// C0 and C1 controls, DEL, and the bidi embeddings, overrides and isolates that reorder text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\0-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

// Token decimals are a uint8 on every chain we know; outside 0..255 no token can have them.
const MAX_DECIMALS = 255;
const DECIMAL_STRING = /^\s*\d{1,3}\s*$/;

// An address is one word of letters, digits and the separators real chains use: EVM and
// Starknet hex, base58 (Solana, Tron), base64url (TON), Move types (`0x2::sui::SUI`), Cosmos
// denoms (`ibc/…`, `factory/…`).
const ADDRESS = /^[A-Za-z0-9][A-Za-z0-9:._\-/]*$/;
const HEX_ONLY = /^0x[0-9a-zA-Z]*$/;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{1,64}$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: DropReason };

const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (reason: DropReason): Checked<never> => ({ ok: false, reason });

/**
 * A short text field (symbol, name, chain, key): absent or blank gives undefined; markup or
 * control characters inside it fail the row; otherwise the cleaned, bounded text.
 */
export function shortText(value: unknown, max: number): Checked<string | undefined> {
  if (typeof value !== 'string') return pass(undefined);
  const trimmed = value.trim();
  if (MARKUP.test(trimmed)) return fail('markup');
  if (CONTROL.test(trimmed)) return fail('control characters');
  return pass(cleanText(trimmed, max));
}

/** An address: required, one word in an address alphabet; `0x` hex is 1 to 64 digits. */
export function address(value: unknown): Checked<string> {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return fail('missing address');
  if (typeof value !== 'string') return fail('malformed address');
  const trimmed = value.trim();
  if (trimmed.length > MAX_TEXT_LENGTH || !ADDRESS.test(trimmed)) return fail('malformed address');
  if (HEX_ONLY.test(trimmed) && !HEX_ADDRESS.test(trimmed)) return fail('malformed address');
  return pass(trimmed);
}

/**
 * Decimals as a whole number 0..255; a digit string such as "6" counts (some lists serialise
 * numbers as strings). Absent gives the default (18); anything else present fails the row.
 */
export function decimals(value: unknown): Checked<number> {
  if (value === undefined || value === null) return pass(DEFAULT_DECIMALS);
  const n = typeof value === 'string' && DECIMAL_STRING.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DECIMALS
    ? pass(n)
    : fail('impossible decimals');
}

/**
 * Reads one row's fields, remembering the first failure: a parser reads every field it needs,
 * then asks `dropped()` once instead of testing each result.
 */
export function rowReader() {
  let failure: { reason: DropReason; field: string } | undefined;
  const take = <T>(field: string, checked: Checked<T>): T | undefined => {
    if (checked.ok) return checked.value;
    failure ??= { reason: checked.reason, field };
    return undefined;
  };
  return {
    /** A short text the row cannot do without: absent fails it with `missing`. */
    required(field: string, value: unknown, max: number, missing: DropReason): string | undefined {
      const text = take(field, shortText(value, max));
      if (text === undefined && !failure) failure = { reason: missing, field };
      return text;
    },
    optional: (field: string, value: unknown, max: number) => take(field, shortText(value, max)),
    address: (field: string, value: unknown) => take(field, address(value)),
    decimals: (field: string, value: unknown) => take(field, decimals(value)),
    /** The first failure, or undefined when the row is clean. */
    dropped: () => failure,
  };
}

// Printable ASCII only, so a hostile row cannot rewrite the terminal that prints its drop.
const printable = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A row's identifying fields as one short, printable line. */
export function describeRow(row: unknown, fields: readonly string[]): string {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return printable(JSON.stringify(row) ?? String(row)).slice(0, 120);
  const record = row as Record<string, unknown>;
  const parts = fields
    .filter((f) => record[f] !== undefined)
    .map((f) => `${f}=${JSON.stringify(record[f])}`);
  const line = printable(parts.join(' ') || '{}');
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/**
 * The drop of the row at `at`. A reader's required fields set a failure whenever they are
 * absent, so a parser passes `read.dropped()` here; undefined only reads as a missing field.
 */
export function rowDrop(
  at: string | number,
  row: unknown,
  fields: readonly string[],
  failure: { reason: DropReason; field?: string } | undefined,
): RowDrop {
  return {
    at: String(at),
    row: describeRow(row, fields),
    ...(failure ?? { reason: 'missing symbol' }),
  };
}

/** A drop as a log line: `#12 symbol="<img …>": markup in symbol`. */
export function formatDrop(drop: RowDrop): string {
  const why =
    drop.field && (drop.reason === 'markup' || drop.reason === 'control characters')
      ? `${drop.reason} in ${drop.field}`
      : drop.reason;
  return `#${drop.at} ${drop.row}: ${why}`;
}

/**
 * Gathers one parse's rows in payload order: each parsed row is a token or its drop. The
 * result is what a parser returns for a payload of the right shape.
 */
export function rowCollector<T extends { protocol: string }>() {
  const tokens: T[] = [];
  const drops: RowDrop[] = [];
  return {
    add(row: T | RowDrop): void {
      if ('protocol' in row) tokens.push(row);
      else drops.push(row);
    },
    result(): { ok: true; tokens: T[]; skipped: number; drops: RowDrop[] } {
      return { ok: true, tokens, skipped: drops.length, drops };
    },
  };
}

/**
 * A payload that is a list of token rows, bare or as `{tokens: [...]}`, parsed row by row; any
 * other shape fails with the protocol's 'shape' error.
 */
export function parseTokenRows<T extends Token>(
  protocol: Protocol,
  json: unknown,
  parseRow: (row: unknown, at: number) => T | RowDrop,
): ParseResult<T> {
  const rows = Array.isArray(json)
    ? json
    : isObject(json) && Array.isArray(json.tokens)
      ? json.tokens
      : undefined;
  if (rows === undefined) {
    const detail = isObject(json)
      ? 'expected an array or {tokens: [...]}, got an object without a tokens array'
      : `expected an array or {tokens: [...]}, got ${describe(json)}`;
    return { ok: false, error: sourceError(protocol, 'shape', detail) };
  }
  const collected = rowCollector<T>();
  rows.forEach((row: unknown, at) => collected.add(parseRow(row, at)));
  return collected.result();
}

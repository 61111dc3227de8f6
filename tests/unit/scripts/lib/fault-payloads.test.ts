// The e2e fault payloads (scripts/lib/fault-payloads.mjs) do what the fault tests rely on, as
// our parsers read them: 'big' is exactly ten times the tokens, 'wrong-types' leaves only the
// usable entries it kept and the token whose optional fields have the wrong types.
import { describe, expect, test } from 'vitest';
import {
  bigSymbol,
  inflatePayload,
  ODD_TYPES_SYMBOL,
  wrongTypesPayload,
  type ProtocolModules,
} from '../../../../scripts/lib/fault-payloads.mjs';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../../../src/shared/protocol-registry.mjs';
import { ADAPTERS, adapterOf } from '../../../../src/shared/protocols';
import type { Protocol, Token } from '../../../../src/shared/tokens';
import { SOURCES } from '../../../../workers/sources';
import { loadFixture } from '../../../fixtures/sources';

const CASES = PROTOCOL_IDS.map((protocol) => [PROTOCOL_SOURCES[protocol].key, protocol] as const);

const modulesOf = (protocol: Protocol) =>
  ({ source: SOURCES[protocol], adapter: ADAPTERS[protocol] }) as unknown as ProtocolModules;

/** What the protocol page lists (each adapter says which tokens: of Stargate, bridgeable ones). */
function listed(protocol: Protocol, json: unknown): Token[] {
  const parsed = SOURCES[protocol].parse(json);
  if (!parsed.ok) throw new Error(`${protocol}: ${parsed.error.detail ?? parsed.error.message}`);
  return (parsed.tokens as Token[]).filter((token) => adapterOf(token).listed(token));
}

describe.each(CASES)('%s fault payloads', (source, protocol) => {
  test("'big' lists ten times the tokens, each copy under a new symbol", () => {
    const original = listed(protocol, loadFixture(source));
    const big = listed(protocol, inflatePayload(modulesOf(protocol), loadFixture(source)));
    expect(big).toHaveLength(original.length * 10);
    const symbols = new Set(big.map((token) => token.symbol));
    for (const token of original) expect(symbols).toContain(bigSymbol(token.symbol, 9));
  });

  test("'wrong-types' leaves the usable entries it kept and the odd-typed token, nothing else", () => {
    const { json, validSymbols } = wrongTypesPayload(modulesOf(protocol), loadFixture(source));
    // Three symbols, or as many as the source lists (Circle CCTP lists two: USDC and EURC).
    const symbols = new Set(
      listed(protocol, loadFixture(source)).map((t) => t.symbol.toUpperCase()),
    );
    expect(symbols.size).toBeGreaterThanOrEqual(2);
    expect(validSymbols).toHaveLength(Math.min(3, symbols.size));
    const parsed = SOURCES[protocol].parse(json);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.tokens.map((token) => token.symbol).sort()).toEqual(
      [...validSymbols, ODD_TYPES_SYMBOL].sort(),
    );
    expect(listed(protocol, json)).toHaveLength(validSymbols.length + 1);
    // Null, number, string, array and boolean entries, plus objects with wrong required fields.
    expect(parsed.skipped).toBeGreaterThanOrEqual(7);
    const odd = parsed.tokens.find((token) => token.symbol === ODD_TYPES_SYMBOL);
    expect(odd?.decimals).toBe(18);
  });
});

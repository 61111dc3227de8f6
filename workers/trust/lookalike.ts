// Look-alike symbols: what makes a token's spelling suspect (unicode tricks, a case variant of a
// well-known or same-source spelling) and what evidence clears it.
import type { CanonicalChain } from '../../src/shared/chains';
import { adapterOf } from '../../src/shared/protocols';
import { knownContract } from './known-contracts';
import type { Protocol, Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { comparableAddress, foldSymbol, shortAddress, symbolKey } from './trust-keys';
import { contextOrDefault, type VariantContext } from './variant-context';
import { nearWellKnown, WELL_KNOWN } from './well-known-symbols';

/** Characters of a symbol that are not plain ASCII, as shown to the user (invisible ones as U+XXXX). */
function unusualCharacters(symbol: string): string[] {
  const chars = new Set<string>();
  for (const char of symbol) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) continue;
    chars.add(
      /\p{Cf}/u.test(char) ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${char}'`,
    );
  }
  return [...chars];
}

/** Why a symbol is suspect, and the spelling it imitates. */
export interface Suspicion {
  /** The reason, without the closing advice ('…; check the contract address.'). */
  reason: string;
  /** The well-known spelling (or the same protocol's usual spelling) it imitates. */
  imitates: string;
  /** What joins the reason to the advice: '; ' or ', so '. */
  joiner?: string;
}

/**
 * Look-alike rules, in order:
 * 1. unicode tricks: NFKC, invisible characters or homoglyphs change the symbol ('USD₮0', Cyrillic 'С');
 * 2. a case variant of a well-known symbol ('USDt' for 'USDT');
 * 3. a case variant of another spelling the same protocol uses (the source itself tells them apart).
 * Case differences between protocols alone are not flagged: sources capitalise names differently
 * ('Metis' and 'METIS' are one token), and warning on every one of them would drown real traps.
 */
export function lookalikeOf(
  symbol: string,
  fold: string,
  protocol: Protocol,
  ctx: VariantContext,
): Suspicion | null {
  if (fold !== symbol.toUpperCase()) {
    const chars = unusualCharacters(symbol);
    const near = nearWellKnown(fold);
    const what =
      chars.length === 1
        ? `the look-alike character ${chars[0]}`
        : `look-alike characters (${chars.join(', ')})`;
    const reads =
      near === undefined
        ? `it reads as ${fold}`
        : WELL_KNOWN.has(fold)
          ? `it reads as ${near} but is spelled differently`
          : `it reads as ${fold} and is easily mistaken for ${near}`;
    return { reason: `'${symbol}' uses ${what}, so ${reads}`, imitates: near ?? fold };
  }
  const known = WELL_KNOWN.get(fold);
  if (known !== undefined) {
    return known === symbol
      ? null
      : {
          reason: `'${symbol}' differs from ${known} only in letter case and may be a different token`,
          imitates: known,
        };
  }
  const counts = ctx.spellings.get(`${protocol}\u0000${fold}`);
  if (counts === undefined || counts.size < 2) return null;
  const reference = referenceSpelling(counts);
  if (reference === symbol) return null;
  return {
    reason: `${PROTOCOL_DISPLAY_NAME[protocol]} also lists '${reference}', which differs only in letter case; they may be different tokens`,
    imitates: reference,
    joiner: ', so ',
  };
}

/** "{A}'s", "{A}'s and {B}'s". */
function possessives(protocols: readonly Protocol[]): string {
  return protocols.map((p) => `${PROTOCOL_DISPLAY_NAME[p]}'s`).join(' and ');
}

/**
 * What clears a suspect spelling, as a sentence, or null when nothing does. Evidence comes before
 * suspicion: a source listing the same (chain, address) under the imitated spelling ('Same
 * contract as {protocol}'s USDT'), the issuer's own list of contracts (by address, never by
 * spelling), or a protocol's own verified flag.
 */
export function backingOf(
  token: Token,
  imitates: string,
  chain: CanonicalChain,
  ctx: VariantContext,
): string | null {
  const address = comparableAddress(tokenAddress(token));
  if (address === null) return null;
  const sameContract = (ctx.listings.get(`${chain.id}\u0000${address}`) ?? []).filter(
    (listing) => listing.symbol === imitates,
  );
  if (sameContract.length > 0) {
    const protocols = [...new Set(sameContract.map((listing) => listing.protocol))];
    return `Same contract as ${possessives(protocols)} ${imitates}`;
  }
  const known = knownContract(chain.id, address);
  if (known?.kind === 'official') return `${known.by}'s own ${known.name} contract`;
  if (adapterOf(token).verified(token))
    return `${PROTOCOL_DISPLAY_NAME[token.protocol]} marks this token verified`;
  return null;
}

/**
 * The evidence that cleared this token's spelling ('Same contract as {protocol}'s USDT'), or null
 * when its spelling was never suspect or nothing backs it.
 */
export function spellingBacking(token: Token, context?: VariantContext): string | null {
  const ctx = contextOrDefault(context);
  const symbol = symbolKey(token.symbol);
  if (symbol === '') return null;
  const suspicion = lookalikeOf(symbol, foldSymbol(symbol), token.protocol, ctx);
  return suspicion === null ? null : backingOf(token, suspicion.imitates, ctx.chainOf(token), ctx);
}

/** ', and {protocol} lists USDT on Avalanche at 0x1234…5678' when another source does so. */
export function elsewhereOnChain(
  token: Token,
  imitates: string,
  chain: CanonicalChain,
  ctx: VariantContext,
): string {
  const own = comparableAddress(tokenAddress(token));
  const other = (ctx.wellKnownListings.get(`${chain.id}\u0000${imitates}`) ?? []).find(
    (listing) => comparableAddress(listing.address) !== own,
  );
  return other === undefined
    ? ''
    : `, and ${PROTOCOL_DISPLAY_NAME[other.protocol]} lists ${imitates} on ${chain.name} at ${shortAddress(other.address)}`;
}

/** The spelling the others are compared to: the most frequent, then all-capitals, then code order. */
function referenceSpelling(counts: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [spelling, count] of counts) {
    const better =
      count > bestCount ||
      (count === bestCount && isUpper(spelling) && !isUpper(best)) ||
      (count === bestCount && isUpper(spelling) === isUpper(best) && spelling < best);
    if (better) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

function isUpper(text: string): boolean {
  return text === text.toUpperCase();
}

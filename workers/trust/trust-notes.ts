// Trust notes for bridge options: cross-source address agreement and
// variant labels. The whole-catalogue work (agreement, variant context) runs once per data change;
// a search then pays one map lookup per returned option.
import type { OptionAnnotation, TokenVariant } from '../../src/shared/contract';
import type { BridgeOption, Protocol, Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { tokenChain } from '../../src/shared/protocols/token-facts';
import { adapterOf } from '../../src/shared/protocols';
import { resolveChain } from '../../src/shared/chains';
import type { AddressAgreement } from './agreement';
import { computeTrustInputs, type TrustInputs } from './compiled-trust';
import { summarizeAgreement, type BackedChain } from './agreement-summary';
import { optionIdOf } from '../../src/shared/trust';
import { createChainResolver } from './trust-keys';
import { routeArrival } from './arrival';
import { buildTakers, type Takers } from './way-back';
import type { ChainMark } from '../../src/shared/variants';
import { chainMarks, listSource } from './marks';
import { classifyVariant } from './variants';
import { groupVariants } from './variant-groups';
import { spellingBacking } from './lookalike';
import type { Catalog } from '../search/catalog';
import { tokenDeployments } from '../search/catalog';

export interface TrustNotes {
  /** Notes for these options, keyed by option id; options with nothing to say are left out. */
  annotate(options: readonly BridgeOption[]): Record<string, OptionAnnotation>;
  /**
   * Notes for these options on a route (canonical chain ids): each note also says what arrives
   * on the destination chain.
   */
  annotateRoute(
    options: readonly BridgeOption[],
    fromChain: string,
    toChain: string,
  ): Record<string, OptionAnnotation>;
  /** Notes for every option of one catalogue (a protocol's token list). */
  catalogAnnotations(catalog: Catalog): Record<string, OptionAnnotation>;
  /** The variant of each of the catalogue's tokens, index-aligned; null for ordinary tokens. */
  tokenVariants(catalog: Catalog): Array<TokenVariant | null>;
  /**
   * Computes every option's note ahead of the searches that need them, yielding to other work
   * every `sliceMs`. Stops early once `isCurrent` says newer data replaced these notes.
   */
  warm(options: {
    yieldFn: () => Promise<void>;
    now: () => number;
    isCurrent: () => boolean;
    sliceMs?: number;
  }): Promise<void>;
  /** The passes over every token these notes rest on (stored for the next visit). */
  readonly inputs: TrustInputs;
}

interface SymbolGroupRef {
  catalog: Catalog;
  tokens: Token[];
  /** Number of distinct source chains of the whole group: an option with fewer is partial. */
  chainCount: number;
}

interface Memo {
  annotation: OptionAnnotation | null;
}

const DEFAULT_SLICE_MS = 8;
/** Partial options remembered at most; a bound for visitors who type hundreds of queries. */
const MAX_PARTIAL_MEMO = 20_000;

/**
 * The chains (source spellings, as in `availableChains`) an option reaches only through its
 * protocol's wrapped copies (a token bridge's foreign assets): a deployment on a chain where none of its
 * tokens is native.
 */
function protocolWrappedChains(tokens: readonly Token[]): string[] {
  const native = new Set<string>();
  for (const token of tokens) native.add(resolveChain(tokenChain(token), token.protocol).id);
  const wrapped: string[] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    for (const foreign of adapterOf(token).otherDeployments(token)) {
      const id = resolveChain(foreign.chainName, token.protocol).id;
      if (native.has(id) || seen.has(id)) continue;
      seen.add(id);
      wrapped.push(foreign.chainName);
    }
  }
  return wrapped;
}

function distinctChainCount(tokens: readonly Token[]): number {
  const chains = new Set<string>();
  for (const token of tokens)
    for (const deployment of tokenDeployments(token)) chains.add(deployment.chainName);
  return chains.size;
}

/** The option's marks with the destination's replaced by what arrives there (none: unmarked). */
function withArrivalMark(
  marks: readonly ChainMark[],
  arrival: ChainMark | null,
  fromChain: string,
  toChain: string,
): ChainMark[] {
  const to = resolveChain(toChain).name;
  if (to === resolveChain(fromChain).name) return [...marks];
  const kept = marks.filter((mark) => mark.chain !== to);
  if (arrival === null) return kept;
  const at = marks.findIndex((mark) => mark.chain === to);
  const mark = { ...arrival, chain: to };
  if (at < 0) return [...kept, mark];
  return [...kept.slice(0, at), mark, ...kept.slice(at)];
}

/**
 * Notes over the given catalogues (the listed tokens of every loaded source). Agreement compares
 * protocols, so it needs all of them together; one source arriving means new notes.
 */
export function createTrustNotes(
  catalogs: readonly Catalog[],
  /** The date of each source's data (ms since epoch: a capture's own date, or the download's). */
  dataDates: Partial<Record<Protocol, number>> = {},
  /** The passes over every token, read from their stored form; computed when absent. */
  prepared?: TrustInputs,
): TrustNotes {
  const tokens = catalogs.flatMap((catalog) => catalog.tokens);
  const inputs = prepared ?? computeTrustInputs(tokens);
  const { agreement, context } = inputs;
  let takers: Takers | undefined;

  const groups = new Map<string, SymbolGroupRef>();
  for (const catalog of catalogs) {
    for (const group of catalog.groups) {
      groups.set(optionIdOf(catalog.protocol, group.symbol), {
        catalog,
        tokens: group.ordinals.map((ordinal) => catalog.tokens[ordinal]!),
        chainCount: -1,
      });
    }
  }
  const memo = new Map<string, Memo>();
  const joinedGroups = new Map<string, SymbolGroupRef>();
  const partialMemo = new Map<string, Memo>();
  const variantsByCatalog = new Map<Catalog, Array<TokenVariant | null>>();

  const chainOf = createChainResolver();

  /** The agreement on the given tokens' chains only (a partial option's). */
  function onChainsOf(found: AddressAgreement, shownTokens: readonly Token[]): AddressAgreement {
    const chains = new Set(shownTokens.map((token) => chainOf(token).id));
    return {
      agreeing: found.agreeing.filter((entry) => chains.has(entry.chain)),
      conflicts: found.conflicts.filter((entry) => chains.has(entry.chain)),
      confirmed: found.confirmed.filter((entry) => chains.has(entry.chain)),
    };
  }

  /** Chains where evidence cleared a token's suspect spelling, one line per chain. */
  function backedChains(groupTokens: readonly Token[]): BackedChain[] {
    const backed: BackedChain[] = [];
    for (const token of groupTokens) {
      const text = spellingBacking(token, context);
      if (text === null) continue;
      const chain = chainOf(token);
      if (!backed.some((entry) => entry.chain === chain.id)) {
        backed.push({ chain: chain.id, chainName: chain.name, text });
      }
    }
    return backed;
  }

  function build(
    id: string,
    groupTokens: readonly Token[],
    partial = false,
  ): OptionAnnotation | null {
    let found = agreement.get(id);
    if (found && partial) found = onChainsOf(found, groupTokens);
    const backed = backedChains(groupTokens);
    const variants = groupVariants(groupTokens, context);
    const wrappedChains = protocolWrappedChains(groupTokens);
    const protocol = groupTokens[0]?.protocol;
    const marks = chainMarks(
      groupTokens,
      wrappedChains.map((raw) => resolveChain(raw, protocol).name),
      context,
      protocol && listSource(PROTOCOL_DISPLAY_NAME[protocol], dataDates[protocol]),
    );
    const summary = summarizeAgreement(
      found ?? { agreeing: [], conflicts: [], confirmed: [] },
      backed,
      marks,
    );
    if (summary.tone === 'none' && variants.length === 0 && marks.length === 0) return null;
    return {
      agreement: summary,
      variants,
      ...(wrappedChains.length > 0 ? { wrappedChains } : {}),
      ...(marks.length > 0 ? { chainMarks: marks } : {}),
    };
  }

  function full(id: string, group: SymbolGroupRef): OptionAnnotation | null {
    let entry = memo.get(id);
    if (entry === undefined) {
      entry = { annotation: build(id, group.tokens) };
      memo.set(id, entry);
    }
    return entry.annotation;
  }

  /**
   * The symbol group behind an option; for a route option joining two symbols of one asset, both
   * groups' tokens, the departing symbol's first.
   */
  function groupOf(option: BridgeOption): SymbolGroupRef | undefined {
    if (option.joined === undefined) return groups.get(option.id);
    let joined = joinedGroups.get(option.id);
    if (joined === undefined) {
      const parts = option.joined.symbols.map((symbol) =>
        groups.get(optionIdOf(option.protocol, symbol)),
      );
      if (parts.some((part) => part === undefined)) return undefined;
      joined = {
        catalog: parts[0]!.catalog,
        tokens: parts.flatMap((part) => part!.tokens),
        chainCount: -1,
      };
      joinedGroups.set(option.id, joined);
    }
    return joined;
  }

  function forOption(option: BridgeOption): OptionAnnotation | null {
    const group = groupOf(option);
    if (group === undefined) return null;
    if (group.chainCount < 0) group.chainCount = distinctChainCount(group.tokens);
    if (option.availableChains.length >= group.chainCount) return full(option.id, group);
    // Matched through a name, key or address that only some of the symbol's tokens have: label
    // and compare only the tokens on the option's chains, so neither a tooltip nor an address
    // warning names a chain the card does not show.
    // Broad queries ('e') return the same partial options again and again: remember them too.
    const key = `${option.id}\u0000${option.availableChains.join('\u0000')}`;
    let entry = partialMemo.get(key);
    if (entry === undefined) {
      const shown = new Set(option.availableChains);
      entry = {
        annotation: build(
          option.id,
          group.tokens.filter((token) => shown.has(tokenChain(token))),
          true,
        ),
      };
      if (partialMemo.size >= MAX_PARTIAL_MEMO) partialMemo.clear();
      partialMemo.set(key, entry);
    }
    return entry.annotation;
  }

  return {
    inputs,
    annotate(options) {
      const out: Record<string, OptionAnnotation> = {};
      for (const option of options) {
        const annotation = forOption(option);
        if (annotation !== null) out[option.id] = annotation;
      }
      return out;
    },

    annotateRoute(options, fromChain, toChain) {
      const out: Record<string, OptionAnnotation> = {};
      for (const option of options) {
        const group = groupOf(option);
        const annotation = forOption(option);
        takers ??= buildTakers(tokens);
        const arrival = group
          ? routeArrival(group.tokens, fromChain, toChain, context, takers)
          : null;
        if (arrival !== null) {
          const base = annotation ?? {
            agreement: { tone: 'none' as const, headline: '', details: [] },
            variants: [],
          };
          // The destination chip says what the sentence says arrives: one answer for both.
          const marks = withArrivalMark(base.chainMarks ?? [], arrival.mark, fromChain, toChain);
          const { chainMarks: _marks, ...rest } = base;
          out[option.id] = {
            ...rest,
            ...(marks.length > 0 ? { chainMarks: marks } : {}),
            arrival: arrival.sentence,
            ...(arrival.wayBack ? { wayBack: arrival.wayBack } : {}),
            arrives: arrival.label,
            arrivingAsset: arrival.asset,
          };
        } else if (annotation !== null) out[option.id] = annotation;
      }
      return out;
    },

    catalogAnnotations(catalog) {
      const out: Record<string, OptionAnnotation> = {};
      for (const group of catalog.groups) {
        const id = optionIdOf(catalog.protocol, group.symbol);
        const ref = groups.get(id);
        const annotation = ref ? full(id, ref) : null;
        if (annotation !== null) out[id] = annotation;
      }
      return out;
    },

    tokenVariants(catalog) {
      let variants = variantsByCatalog.get(catalog);
      if (variants === undefined) {
        variants = catalog.tokens.map((token) => {
          const label = classifyVariant(token, context);
          return label.kind === null
            ? null
            : {
                kind: label.kind,
                label: label.label,
                explanation: label.explanation,
                ...(label.source ? { source: label.source } : {}),
              };
        });
        variantsByCatalog.set(catalog, variants);
      }
      return variants;
    },

    async warm({ yieldFn, now, isCurrent, sliceMs = DEFAULT_SLICE_MS }) {
      let sliceStart = now();
      for (const [id, group] of groups) {
        if (now() - sliceStart >= sliceMs) {
          await yieldFn();
          if (!isCurrent()) return;
          sliceStart = now();
        }
        full(id, group);
      }
    },
  };
}

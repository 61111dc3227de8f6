import { useEffect, useRef, useState } from 'react';
import type { OptionAnnotation, TokenVariant } from '../shared/contract';
import { GENERIC_ERROR_MESSAGE, type SourceError } from '../shared/errors';
import type { Protocol, Token } from '../shared/tokens';
import { useDataApi } from './DataProvider';
import { dataVersion, useSourceStatuses } from './useSourceStatuses';

export type ProtocolTokensState =
  | { phase: 'loading' }
  | { phase: 'error'; error: SourceError }
  | {
      phase: 'loaded';
      tokens: Token[];
      /** The variant of each token, index-aligned with `tokens`. */
      variants: ReadonlyArray<TokenVariant | null>;
      /** Trust notes keyed by option id (`${protocol}:${symbol}`). */
      annotations: Readonly<Record<string, OptionAnnotation>>;
      /** By option id, the name a symbol without one of its own borrows from another source. */
      tokenNames: Readonly<Record<string, string>>;
    };

/**
 * Every token of one protocol (those its adapter lists). Reloads quietly when that source's
 * data changes, so a list on screen never goes stale.
 */
export function useProtocolTokens(protocol: Protocol | null): ProtocolTokensState {
  const api = useDataApi();
  const statuses = useSourceStatuses();
  const version = protocol ? dataVersion(statuses, protocol) : '';
  const [state, setState] = useState<{ protocol: Protocol | null; value: ProtocolTokensState }>({
    protocol,
    value: { phase: 'loading' },
  });
  const sequence = useRef(0);

  // A different protocol starts from loading again (state adjusted during render, not in an effect).
  if (state.protocol !== protocol) setState({ protocol, value: { phase: 'loading' } });

  useEffect(() => {
    if (!protocol) return;
    const id = ++sequence.current;
    api
      .listTokens({ protocol })
      .then((response) => {
        if (id !== sequence.current) return;
        setState((previous) => {
          // A failed reload never hides a list already on screen.
          if (!response.ok && previous.value.phase === 'loaded' && previous.protocol === protocol)
            return previous;
          return {
            protocol,
            value: response.ok
              ? {
                  phase: 'loaded',
                  tokens: response.tokens,
                  variants: response.variants ?? [],
                  annotations: response.annotations ?? {},
                  tokenNames: response.tokenNames ?? {},
                }
              : { phase: 'error', error: response.error },
          };
        });
      })
      .catch((error: unknown) => {
        if (id !== sequence.current) return;
        console.error('Listing tokens failed', error);
        setState((previous) =>
          previous.value.phase === 'loaded' && previous.protocol === protocol
            ? previous
            : {
                protocol,
                value: {
                  phase: 'error',
                  error: { code: 'unknown', message: GENERIC_ERROR_MESSAGE },
                },
              },
        );
      });
  }, [api, protocol, version]);

  return state.protocol === protocol ? state.value : { phase: 'loading' };
}

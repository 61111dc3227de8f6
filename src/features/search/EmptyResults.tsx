import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { SymbolSuggestion } from '../../shared/contract';
import { QuietButton } from '../../components/ui/Button';
import { addressHint } from '../../shared/address';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(12)} ${theme.space(4)};
  text-align: center;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
`;

const Title = styled.h2`
  font-size: 1.2rem;
  font-weight: 650;
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
  max-width: 460px;
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
`;

const Hint = styled.p`
  font-weight: 600;
  max-width: 460px;
  overflow-wrap: anywhere;
`;

export const EMPTY_TEXT =
  'Try searching for popular tokens like USDC, ETH, WBTC, or check your spelling.';

/** A route searched with no token typed: there is no spelling to check. */
export function emptyRouteText(from: string, to: string): string {
  return `No protocol lists a token on both ${from} and ${to}. Try other chains, or type a token.`;
}

export const FILTERED_EMPTY_TEXT = 'Nothing matches the protocol or chains chosen.';
export const WIDEN_LABEL = 'Search without filters';

export function EmptyResults({
  suggestions,
  onPick,
  onWiden,
  query = '',
  route = null,
}: {
  suggestions: SymbolSuggestion[];
  /** The typed text: an address that lacks digits or has wrong ones gets a hint. */
  query?: string;
  /** The names of a route's two chains, when no token was typed. */
  route?: readonly [string, string] | null;
  onPick: (symbol: string) => void;
  /** Set when a protocol or chains narrowed the search: offers it without them. */
  onWiden?: () => void;
}) {
  const hint = addressHint(query);
  return (
    <Box>
      <Title>No bridges found</Title>
      {route ? (
        <Text>{emptyRouteText(route[0], route[1])}</Text>
      ) : (
        <>
          {hint && <Hint>{hint}</Hint>}
          <Text>{EMPTY_TEXT}</Text>
        </>
      )}
      {onWiden && (
        <Suggestions>
          <span>{FILTERED_EMPTY_TEXT}</span>
          <QuietButton type="button" onClick={onWiden}>
            {WIDEN_LABEL}
          </QuietButton>
        </Suggestions>
      )}
      {suggestions.length > 0 && (
        <Suggestions>
          <span>Did you mean</span>
          {suggestions.map((suggestion) => (
            <QuietButton
              key={suggestion.symbol}
              type="button"
              onClick={() => onPick(suggestion.symbol)}
            >
              {suggestion.symbol}
            </QuietButton>
          ))}
        </Suggestions>
      )}
    </Box>
  );
}

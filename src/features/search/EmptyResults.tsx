import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { SymbolSuggestion } from '../../shared/contract';
import { QuietButton } from '../../components/ui/Button';

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

export const FILTERED_EMPTY_TEXT = 'Nothing matches the protocol or chains chosen.';
export const WIDEN_LABEL = 'Search without filters';

export function EmptyResults({
  suggestions,
  onPick,
  onWiden,
}: {
  suggestions: SymbolSuggestion[];
  onPick: (symbol: string) => void;
  /** Set when a protocol or chains narrowed the search: offers it without them. */
  onWiden?: () => void;
}) {
  return (
    <Box>
      <Title>No bridges found</Title>
      <Text>Try searching for popular tokens like USDC, ETH, WBTC, or check your spelling.</Text>
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

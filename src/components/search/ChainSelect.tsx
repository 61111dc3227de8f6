import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { ChainChoice } from '../../shared/contract';
import { useChainName } from './useChainName';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: 0.8rem;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

export const Select = styled.select`
  appearance: none;
  width: 100%;
  min-height: 44px;
  padding: 0 ${theme.space(9)} 0 ${theme.space(3)};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.borderStrong};
  background-color: ${theme.colors.surfaceRaised};
  /* A chevron drawn in CSS: no extra request, no layout shift. */
  background-image:
    linear-gradient(45deg, transparent 50%, #9aa4b8 50%),
    linear-gradient(135deg, #9aa4b8 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: #45527a;
  }
  option {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
  }
`;

export const ANY_CHAIN_LABEL = 'Any chain';

function UnlistedChain({ id }: { id: string }) {
  return <option value={id}>{useChainName(id)}</option>;
}

/**
 * A chain picker over the chains present in the data. A native select: keyboard type-ahead
 * finds a chain by its first letters on every platform, and mobile gets its own picker.
 */
export function ChainSelect({
  id,
  label,
  value,
  chains,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  chains: ChainChoice[];
  onChange: (value: string) => void;
}) {
  // A chain from a shared link stays selectable while the chain list is still loading.
  const known = value === '' || chains.some((chain) => chain.id === value);
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{ANY_CHAIN_LABEL}</option>
        {!known && <UnlistedChain id={value} />}
        {chains.map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

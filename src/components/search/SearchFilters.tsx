// The search's filter fields: protocol, From chain and To chain. Shown only when the
// visitor opens Filters (or a shared link carries filters), so the panel loads them on demand.
import type { ChainChoice } from '../../shared/contract';
import { PROTOCOL_REGISTRY } from '../../shared/protocol-registry.mjs';
import type { Protocol } from '../../shared/tokens';
import { ChainSelect, Field, FieldLabel, Select } from './ChainSelect';

export type ProtocolChoice = Protocol | 'All';

const PROTOCOL_OPTIONS: Array<{ value: ProtocolChoice; label: string }> = [
  { value: 'All', label: 'All Protocols' },
  ...PROTOCOL_REGISTRY.map((entry) => ({ value: entry.id, label: entry.displayName })),
];

export interface FilterFields {
  protocol: ProtocolChoice;
  fromChain: string;
  toChain: string;
}

export interface SearchFiltersProps extends FilterFields {
  /** The search panel's id: the fields' ids are derived from it. */
  id: string;
  chains: ChainChoice[];
  onChange: (patch: Partial<FilterFields>) => void;
}

export function SearchFilters({
  id,
  protocol,
  fromChain,
  toChain,
  chains,
  onChange,
}: SearchFiltersProps) {
  return (
    <>
      <Field>
        <FieldLabel htmlFor={`${id}-protocol`}>Bridge Protocol</FieldLabel>
        <Select
          id={`${id}-protocol`}
          value={protocol}
          onChange={(event) => onChange({ protocol: event.target.value as ProtocolChoice })}
        >
          {/* The select starts at All, so its placeholder is only a hint for empty values. */}
          <option value="" disabled hidden>
            Select protocol
          </option>
          {PROTOCOL_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <ChainSelect
        id={`${id}-from`}
        label="From chain"
        value={fromChain}
        chains={chains}
        onChange={(next) => onChange({ fromChain: next })}
      />
      <ChainSelect
        id={`${id}-to`}
        label="To chain"
        value={toChain}
        chains={chains}
        onChange={(next) => onChange({ toChain: next })}
      />
    </>
  );
}

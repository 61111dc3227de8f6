// How long a rollup bridge's withdrawal back to its hub chain takes (the OP Stack's seven-day
// fault-proof challenge period), worded for the card's direction and naming its public source.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { resolveChain } from '../../shared/chains';
import { findAdapter, type WithdrawalTime } from '../../shared/protocols';
import type { BridgeOption } from '../../shared/tokens';

const Note = styled.p`
  font-size: 0.8rem;
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
  a {
    color: ${theme.colors.accent};
  }
`;

/**
 * The sentence for a transfer from `fromChain` to `toChain` (canonical ids, either unknown):
 * towards the hub it is the wait itself, otherwise the wait of the way back.
 */
export function withdrawalText(
  time: WithdrawalTime,
  fromChain: string | undefined,
  toChain: string | undefined,
): string {
  const hub = resolveChain(time.to).name;
  const towardsHub =
    toChain === time.to ||
    (toChain === undefined && fromChain !== undefined && fromChain !== time.to);
  return towardsHub
    ? `Withdrawal to ${hub}: arrives after ${time.duration}, ${time.reason}.`
    : `A withdrawal back to ${hub} takes ${time.duration}: ${time.reason}.`;
}

export interface WithdrawalNoteProps {
  option: BridgeOption;
  /** The chain 'Bridge Now' leaves from, as the source spells it. */
  from?: string;
  /** The chain it goes to, as the source spells it, when the route names one. */
  to?: string;
}

/** Nothing for a protocol whose adapter states no withdrawal time. */
export function WithdrawalNote({ option, from, to }: WithdrawalNoteProps) {
  const time = findAdapter(option.protocol)?.withdrawalTime;
  if (!time) return null;
  const canonical = (raw: string | undefined) =>
    raw === undefined ? undefined : resolveChain(raw, option.protocol).id;
  return (
    <Note role="note">
      {withdrawalText(time, canonical(from), canonical(to))} Source:{' '}
      <a href={time.source} target="_blank" rel="noopener noreferrer">
        {time.sourceName}
      </a>
      .
    </Note>
  );
}

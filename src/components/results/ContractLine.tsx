import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { chainDisplayName } from '../../shared/chains';
import { adapterOf } from '../../shared/protocols';
import type { BridgeOption } from '../../shared/tokens';
import {
  isNativeCoinMarker,
  tokenAddress,
  tokenChain,
  tokenOnChain,
} from '../../shared/protocols/token-facts';
import { AddressActions } from './AddressActions';
import { Label } from './card-text';

const ContractRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  ${theme.media.sm} {
    grid-column: 1 / -1;
    min-width: 0;
  }
`;

/** Said instead of an address where the token is the chain's own coin. */
const NativeCoin = styled.span`
  font-size: 0.85rem;
  color: ${theme.colors.text};
`;

export interface ContractLineProps {
  option: BridgeOption;
  /** The chain 'Bridge Now' leaves from (source spelling): the line shows that chain's contract. */
  bridgeFrom?: string;
}

/**
 * The contract a bridge takes on the chain it leaves from (else the option's own token), with
 * copy and explorer actions; 'Native coin, no contract' for the chain's own coin. Nothing for a
 * protocol whose adapter shows no contracts, or a token without an address.
 */
export function ContractLine({ option, bridgeFrom }: ContractLineProps) {
  if (!adapterOf(option.token).showsContract) return null;
  const contract = (bridgeFrom !== undefined && tokenOnChain(option, bridgeFrom)) || option.token;
  const contractChain = chainDisplayName(tokenChain(contract), option.protocol);
  if (isNativeCoinMarker(contract)) {
    return (
      <ContractRow>
        <Label>{contractChain}</Label>
        <NativeCoin>Native coin, no contract</NativeCoin>
      </ContractRow>
    );
  }
  const address = tokenAddress(contract);
  if (!address) return null;
  return (
    <ContractRow>
      <Label>
        <span>Primary Contract</span> · {contractChain}
      </Label>
      <AddressActions address={address} chain={tokenChain(contract)} protocol={option.protocol} />
    </ContractRow>
  );
}

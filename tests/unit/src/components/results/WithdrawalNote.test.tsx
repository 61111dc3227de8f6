// A rollup bridge's card: the withdrawal time worded for its direction with its public source,
// and the bridge app 'Bridge Now' opens named in the card's bridge line.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bridgeLabel } from '../../../../../src/components/results/ResultList';
import {
  WithdrawalNote,
  withdrawalText,
} from '../../../../../src/components/results/WithdrawalNote';
import { opStack, type OpStackToken } from '../../../../../src/shared/protocols/opstack/adapter';
import type { BridgeOption } from '../../../../../src/shared/tokens';
import { stargateUsdc } from '../../support/options';
import { renderComponent } from '../../support/render-component';

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

function eth(chainId: string): OpStackToken {
  return {
    protocol: 'OPStack',
    opTokenId: 'ETH',
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    chainId,
    address: NATIVE,
  };
}

const ethOption: BridgeOption = {
  id: 'OPStack:ETH',
  protocol: 'OPStack',
  token: eth('1'),
  availableChains: ['1', '8453', '10'],
  chainDetails: ['1', '8453', '10'].map((chainName) => ({ chainName, address: NATIVE })),
};

describe('the withdrawal note', () => {
  const time = opStack.withdrawalTime!;

  it('says the wait itself towards Ethereum, and the wait of the way back otherwise', () => {
    expect(withdrawalText(time, 'base', 'ethereum')).toBe(
      'Withdrawal to Ethereum: arrives after about 7 days, the fault-proof challenge period.',
    );
    // From a rollup with no destination chosen, the only way is to Ethereum.
    expect(withdrawalText(time, 'base', undefined)).toBe(withdrawalText(time, 'base', 'ethereum'));
    expect(withdrawalText(time, 'ethereum', 'base')).toBe(
      'A withdrawal back to Ethereum takes about 7 days: the fault-proof challenge period.',
    );
    expect(withdrawalText(time, undefined, undefined)).toBe(
      withdrawalText(time, 'ethereum', 'base'),
    );
  });

  it('names its public source as a link, on the chain ids the source spells', () => {
    renderComponent(<WithdrawalNote option={ethOption} from="8453" to="1" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Withdrawal to Ethereum: arrives after about 7 days, the fault-proof challenge period. Source: OP docs.',
    );
    expect(screen.getByRole('link', { name: 'OP docs' })).toHaveAttribute(
      'href',
      'https://docs.optimism.io/app-developers/bridging/messaging#for-l2-to-l1-transactions',
    );
  });

  it('is absent for a protocol that states no withdrawal time', () => {
    renderComponent(<WithdrawalNote option={stargateUsdc} from="ethereum" to="arbitrum" />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe("the bridge line of a protocol whose 'Bridge Now' opens another app", () => {
  it('names the app after the protocol', () => {
    expect(bridgeLabel(ethOption, { fromChain: 'ethereum', toChain: 'base' })).toBe(
      'Ethereum → Base on OP Standard Bridge via Superbridge',
    );
    expect(bridgeLabel(stargateUsdc, { fromChain: 'ethereum', toChain: 'arbitrum' })).toBe(
      'Ethereum → Arbitrum on Stargate',
    );
  });
});

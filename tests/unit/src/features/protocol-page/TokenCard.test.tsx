import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenListResponse } from '../../../../../src/shared/contract';
import { conflictOnArbitrum, FAKE_USDC_ARBITRUM } from '../../support/annotations';
import { createFakeApi, status } from '../../support/fake-api';
import { orbiterToken, USDC_ARBITRUM, wormholeToken } from '../../support/options';
import { renderApp } from '../../support/render';
import { renderComponent } from '../../support/render-component';
import { TokenCard } from '../../../../../src/features/protocol-page/TokenCard';

const BRIDGED =
  "The '.e' marks USDC bridged from Ethereum, not the issuer's own USDC on this chain.";
const WRAPPED =
  'Wormhole marks WETH as a wrapped asset: a token standing for an asset from another chain.';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function cards() {
  return within(screen.getByRole('list', { name: /tokens$/ })).getAllByRole('listitem');
}

describe('Token cards on a protocol page', () => {
  it('label each token with its own variant (index-aligned), explained on focus', async () => {
    const api = createFakeApi({
      listTokens: (protocol): TokenListResponse => ({
        ok: true,
        protocol,
        status: status(protocol),
        tokens: [
          orbiterToken(),
          orbiterToken({ symbol: 'USDC.e', chainName: 'Polygon', chainId: '137' }),
        ],
        variants: [null, { kind: 'bridged', label: 'Bridged', explanation: BRIDGED }],
        annotations: {},
      }),
    });
    await renderApp('/tokens/orbiter?view=chain', api);
    await screen.findByText('2 token(s) available for cross-chain bridging');
    const [usdc, bridged] = cards() as [HTMLElement, HTMLElement];
    expect(within(usdc).queryByRole('button', { name: 'Bridged' })).not.toBeInTheDocument();
    const chip = within(bridged).getByRole('button', { name: 'Bridged' });
    expect(chip).toHaveAccessibleDescription(BRIDGED);
    act(() => chip.focus());
    expect(chip).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(BRIDGED);
  });

  it("explain Wormhole's 'Wrapped Asset' badge instead of adding a second 'Wrapped' chip", async () => {
    const api = createFakeApi({
      listTokens: (protocol): TokenListResponse => ({
        ok: true,
        protocol,
        status: status(protocol),
        tokens: [wormholeToken({ symbol: 'WETH', key: 'WETHsol', wrappedAsset: true })],
        variants: [{ kind: 'wrapped', label: 'Wrapped', explanation: WRAPPED }],
        annotations: {},
      }),
    });
    await renderApp('/tokens/wormhole?view=chain', api);
    await screen.findByText('1 token(s) available for cross-chain bridging');
    const [card] = cards() as [HTMLElement];
    const badge = within(card).getByRole('button', { name: 'Wrapped Asset' });
    expect(badge).toHaveAccessibleDescription(WRAPPED);
    expect(within(card).queryByRole('button', { name: 'Wrapped' })).not.toBeInTheDocument();
  });

  it('warn on the card whose chain the sources disagree on, and only there', async () => {
    const api = createFakeApi({
      listTokens: (protocol): TokenListResponse => ({
        ok: true,
        protocol,
        status: status(protocol),
        tokens: [
          orbiterToken(),
          orbiterToken({ chainName: 'Arbitrum', chainId: '42161', address: FAKE_USDC_ARBITRUM }),
        ],
        variants: [null, null],
        annotations: { 'Orbiter:USDC': conflictOnArbitrum },
      }),
    });
    await renderApp('/tokens/orbiter?view=chain', api);
    await screen.findByText('2 token(s) available for cross-chain bridging');
    const [ethereum, arbitrum] = cards() as [HTMLElement, HTMLElement];
    expect(within(ethereum).queryByRole('note')).not.toBeInTheDocument();
    const warning = within(arbitrum).getByRole('note', { name: 'Address warning' });
    expect(warning).toHaveTextContent(
      "Address mismatch on Arbitrum: Wormhole, Stargate 0xaf88…5831 (Circle's USDC) vs Orbiter Finance 0xaf88…5832",
    );
    expect(USDC_ARBITRUM.endsWith('5831')).toBe(true);
  });
});

describe('A native coin on a protocol page token card', () => {
  it("says Orbiter's ETH has no contract instead of showing the zero address", () => {
    renderComponent(
      <TokenCard
        token={orbiterToken({
          symbol: 'ETH',
          name: 'Ether',
          address: '0x0000000000000000000000000000000000000000',
          isNative: true,
        })}
      />,
    );
    expect(screen.getByText('Address').nextElementSibling).toHaveTextContent(
      'Native coin, no contract',
    );
    expect(screen.queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/0x0000/)).not.toBeInTheDocument();
  });

  it("says the same of Wormhole's gas token ETH, which has no tokenId", () => {
    const { tokenId: _none, ...eth } = wormholeToken({ key: 'ETH', symbol: 'ETH' });
    renderComponent(<TokenCard token={eth} />);
    expect(screen.getByText('Native coin, no contract')).toBeInTheDocument();
  });

  it('keeps a real contract copyable', () => {
    renderComponent(
      <TokenCard token={orbiterToken({ chainName: 'Arbitrum', address: USDC_ARBITRUM })} />,
    );
    expect(screen.getByRole('button', { name: /copy full address/ })).toHaveAttribute(
      'title',
      `Copy ${USDC_ARBITRUM}`,
    );
    expect(screen.queryByText('Native coin, no contract')).not.toBeInTheDocument();
  });
});

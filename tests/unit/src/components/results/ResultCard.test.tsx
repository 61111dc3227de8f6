import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFLICT_ADVICE } from '../../../../../src/components/results/AgreementNote';
import { ResultCard } from '../../../../../src/components/results/ResultCard';
import { TOOLTIP_OPEN_DELAY_MS } from '../../../../../src/components/ui/Tooltip';
import type { OptionAnnotation } from '../../../../../src/shared/contract';
import { summarizeAgreement } from '../../../../../workers/trust/agreement';
import {
  agreeOnEthereum,
  conflictOnArbitrum,
  FAKE_USDC_ARBITRUM,
  variantGroup,
} from '../../support/annotations';
import type { BridgeOption } from '../../../../../src/shared/tokens';
import {
  USDC_ARBITRUM,
  orbiterToken,
  orbiterUsdc,
  stargateToken,
  stargateUsdc,
  wormholeUsdc,
} from '../../support/options';
import { renderComponent } from '../../support/render-component';

const BRIDGED =
  "The '.e' marks USDC bridged from Ethereum, not the issuer's own USDC on this chain.";
const LOOKALIKE =
  "'USDt' differs from USDT only in letter case and may be a different token; check the contract address.";

function conflictOnArbitrumEntries() {
  return [
    {
      chain: 'arbitrum',
      chainName: 'Arbitrum',
      symbol: 'USDC',
      entries: [
        { protocol: 'Wormhole' as const, address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
        { protocol: 'Orbiter' as const, address: FAKE_USDC_ARBITRUM },
      ],
    },
  ];
}

function renderCard(annotation?: OptionAnnotation, option = orbiterUsdc) {
  const onBridge = vi.fn();
  const utils = renderComponent(
    <ul>
      <ResultCard option={option} index={0} onBridge={onBridge} annotation={annotation} />
    </ul>,
  );
  return { ...utils, onBridge, card: screen.getByRole('listitem', { name: /USDC/ }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Result card address agreement', () => {
  it('warns in one line, with an icon and words, and names both addresses on request', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(conflictOnArbitrum);
    const warning = within(card).getByRole('note', { name: 'Address warning' });
    const toggle = within(warning).getByRole('button', { name: 'Addresses differ on Arbitrum' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(warning.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // Short until asked: the addresses and the advice are not shown (nor read out) yet.
    expect(within(warning).getByText(CONFLICT_ADVICE)).not.toBeVisible();
    expect(within(warning).queryByRole('list')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    // The real native USDC (…5831, listed by Wormhole and Stargate) against Orbiter's fake (…5832).
    expect(details).toHaveTextContent("Wormhole, Stargate 0xaf88…5831 (Circle's USDC)");
    expect(details).toHaveTextContent('Orbiter Finance 0xaf88…5832');
    expect(details).toHaveTextContent(CONFLICT_ADVICE);
    expect(FAKE_USDC_ARBITRUM.endsWith('5832')).toBe(true);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(warning).getByText(CONFLICT_ADVICE)).not.toBeVisible();
  });

  it('opens and closes the details from the keyboard (Tab, Enter, Space)', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(conflictOnArbitrum);
    const toggle = within(card).getByRole('button', { name: 'Addresses differ on Arbitrum' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText(CONFLICT_ADVICE)).toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('never hides the result: the card keeps its chains, contract and Bridge Now', async () => {
    const user = userEvent.setup();
    const { card, onBridge } = renderCard(conflictOnArbitrum);
    expect(within(card).getByText('Arbitrum')).toBeInTheDocument();
    expect(within(card).getByText('Primary Contract')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Bridge Now' }));
    expect(onBridge).toHaveBeenCalledWith(orbiterUsdc);
  });

  it('lists every chain when sources disagree on more than one', async () => {
    const annotation: OptionAnnotation = {
      agreement: summarizeAgreement({
        agreeing: [
          { chain: 'ethereum', chainName: 'Ethereum', protocols: ['Stargate', 'Orbiter'] },
        ],
        conflicts: [
          {
            chain: 'arbitrum',
            chainName: 'Arbitrum',
            symbol: 'USDC',
            entries: [
              { protocol: 'Stargate', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
              { protocol: 'Orbiter', address: FAKE_USDC_ARBITRUM },
            ],
          },
          {
            chain: 'base',
            chainName: 'Base',
            symbol: 'USDC',
            entries: [
              { protocol: 'Stargate', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
              { protocol: 'Orbiter', address: '0x000000000000000000000000000000000000bEEF' },
            ],
          },
        ],
      }),
      variants: [],
    };
    const user = userEvent.setup();
    const { card } = renderCard(annotation);
    const warning = within(card).getByRole('note', { name: 'Address warning' });
    await user.click(within(warning).getByRole('button', { name: 'Addresses differ on 2 chains' }));
    const lines = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      "Arbitrum: Stargate 0xaf88…5831 (Circle's USDC) vs Orbiter Finance 0xaf88…5832",
      "Base: Stargate 0x8335…2913 (Circle's USDC) vs Orbiter Finance 0x0000…bEEF",
    ]);
    // Where the sources agree is said quietly, outside the warning.
    expect(warning).not.toHaveTextContent('Ethereum');
    expect(
      within(card).getByText('Ethereum: 2 of 2 sources agree (Stargate, Orbiter Finance)'),
    ).toBeInTheDocument();
  });

  it('sums up the agreeing chains beside a conflict, listed on request', async () => {
    const user = userEvent.setup();
    const annotation: OptionAnnotation = {
      agreement: summarizeAgreement({
        agreeing: [
          { chain: 'ethereum', chainName: 'Ethereum', protocols: ['Wormhole', 'Orbiter'] },
          { chain: 'polygon', chainName: 'Polygon', protocols: ['Wormhole', 'Orbiter'] },
        ],
        conflicts: conflictOnArbitrumEntries(),
      }),
      variants: [],
    };
    const { card } = renderCard(annotation);
    const warning = within(card).getByRole('note', { name: 'Address warning' });
    expect(within(warning).queryByRole('list')).not.toBeInTheDocument();
    const agree = within(card).getByRole('button', { name: 'Sources agree on 2 other chains' });
    expect(within(card).getByText(/^Polygon:/)).not.toBeVisible();
    await user.click(agree);
    expect(
      within(card).getByText('Ethereum: 2 of 2 sources agree (Wormhole, Orbiter Finance)'),
    ).toBeVisible();
    expect(within(card).getByText(/^Polygon:/)).toBeVisible();
  });

  it('says quietly when the sources agree, without a warning', () => {
    const { card } = renderCard(agreeOnEthereum, stargateUsdc);
    expect(within(card).getByText('2 of 2 sources agree on Ethereum')).toBeInTheDocument();
    expect(within(card).queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists the agreeing chains on request when several agree', async () => {
    const user = userEvent.setup();
    const annotation: OptionAnnotation = {
      agreement: summarizeAgreement({
        agreeing: [
          { chain: 'ethereum', chainName: 'Ethereum', protocols: ['Wormhole', 'Stargate'] },
          {
            chain: 'arbitrum',
            chainName: 'Arbitrum',
            protocols: ['Wormhole', 'Stargate', 'Orbiter'],
          },
        ],
        conflicts: [],
      }),
      variants: [],
    };
    const { card } = renderCard(annotation, stargateUsdc);
    const line = within(card).getByRole('button', { name: 'Sources agree on 2 chains' });
    await user.tab();
    expect(line).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      within(card).getByText(
        'Arbitrum: 3 of 3 sources agree (Wormhole, Stargate, Orbiter Finance)',
      ),
    ).toBeVisible();
  });

  it('shows nothing when there is nothing to compare', () => {
    const { card } = renderCard({
      agreement: { tone: 'none', headline: '', details: [] },
      variants: [],
    });
    expect(within(card).queryByRole('note')).not.toBeInTheDocument();
    expect(within(card).queryByText(/sources agree/)).not.toBeInTheDocument();
  });
});

describe('Result card chains', () => {
  it('lists Wormhole-wrapped chains after the native ones, marked in words, with one sentence', () => {
    const option = { ...wormholeUsdc, availableChains: ['Ethereum', 'Fantom', 'Solana', 'Celo'] };
    renderComponent(
      <ul>
        <ResultCard
          option={option}
          index={0}
          onBridge={vi.fn()}
          annotation={{
            agreement: { tone: 'none', headline: '', details: [] },
            variants: [],
            wrappedChains: ['Fantom', 'Celo'],
          }}
        />
      </ul>,
    );
    const chips = within(screen.getByRole('list', { name: 'Available on' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    expect(chips).toEqual(['Ethereum', 'Solana', 'Fantomwrapped', 'Celowrapped']);
    expect(screen.getByText(/on these chains Wormhole delivers its own wrapped/)).toHaveTextContent(
      "Wrapped: on these chains Wormhole delivers its own wrapped USDC, not the issuer's native token.",
    );
  });

  it('shows no wrapped note when every chain is native', () => {
    renderCard(agreeOnEthereum);
    expect(screen.queryByText(/Wormhole delivers/)).not.toBeInTheDocument();
  });

  it('says which reading found an option listed under an odd spelling', () => {
    renderCard(undefined, { ...orbiterUsdc, readsAs: 'USDC' });
    expect(screen.getByText(/^Found as USDC/)).toHaveTextContent(
      'Found as USDC: the symbol is spelled USDC.',
    );
  });
});

describe('Result card variant labels', () => {
  const annotation: OptionAnnotation = {
    agreement: { tone: 'none', headline: '', details: [] },
    variants: [
      variantGroup('bridged', BRIDGED, ['Arbitrum', 'Polygon']),
      variantGroup('lookalike', LOOKALIKE),
    ],
  };

  it('shows one small chip per kind, each described by its explanation', () => {
    const { card } = renderCard(annotation);
    const bridged = within(card).getByRole('button', { name: 'Bridged' });
    const lookalike = within(card).getByRole('button', { name: 'Look-alike' });
    expect(bridged).toHaveAccessibleDescription(`${BRIDGED} On Arbitrum, Polygon.`);
    expect(lookalike).toHaveAccessibleDescription(LOOKALIKE);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the tooltip at once on keyboard focus and closes it with Escape', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(annotation);
    const bridged = within(card).getByRole('button', { name: 'Bridged' });
    await user.tab();
    expect(bridged).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(BRIDGED);
    expect(tooltip).toHaveTextContent('On Arbitrum, Polygon.');
    expect(bridged).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(bridged).toHaveFocus();

    await user.tab();
    expect(within(card).getByRole('button', { name: 'Look-alike' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(LOOKALIKE);
  });

  it('opens on mouse hover only after the open delay, and closes when the pointer leaves', () => {
    // user-event waits on real timers; plain events keep this test on fake ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { card } = renderCard(annotation);
    const bridged = within(card).getByRole('button', { name: 'Bridged' });
    fireEvent.pointerOver(bridged);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip')).toHaveTextContent(BRIDGED);
    fireEvent.pointerOut(bridged, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on a tap and closes on a tap elsewhere', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(annotation);
    await user.click(within(card).getByRole('button', { name: 'Look-alike' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(LOOKALIKE);
    await user.click(within(card).getByRole('heading'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('A native coin on a result card', () => {
  const EEEE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
  const stargateEth: BridgeOption = {
    id: 'Stargate:ETH',
    protocol: 'Stargate',
    token: stargateToken({ symbol: 'ETH', name: 'Ether', chainKey: 'abstract', address: EEEE }),
    availableChains: ['abstract', 'arbitrum', 'ethereum'],
    chainDetails: ['abstract', 'arbitrum', 'ethereum'].map((chainName) => ({
      chainName,
      address: EEEE,
    })),
  };

  it("says Stargate's ETH has no contract: no address, copy button or explorer link", () => {
    renderComponent(
      <ul>
        <ResultCard option={stargateEth} index={0} onBridge={vi.fn()} bridgeFrom="ethereum" />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: /ETH/ });
    expect(within(card).getByText('Native coin, no contract')).toBeInTheDocument();
    expect(within(card).getByText('Ethereum', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).queryByText('Primary Contract')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/0xEeee/i);
  });

  it("says Orbiter's ETH (the zero address) has no contract", () => {
    const zero = '0x0000000000000000000000000000000000000000';
    const option: BridgeOption = {
      ...orbiterUsdc,
      id: 'Orbiter:ETH',
      token: orbiterToken({ symbol: 'ETH', name: 'Ether', address: zero, isNative: true }),
      chainDetails: [
        { chainName: 'Ethereum', address: zero },
        { chainName: 'Arbitrum', address: zero },
      ],
    };
    renderComponent(
      <ul>
        <ResultCard option={option} index={0} onBridge={vi.fn()} bridgeFrom="Ethereum" />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: /ETH/ });
    expect(within(card).getByText('Native coin, no contract')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('0x0000');
  });

  it('shows the contract of the chain Bridge Now leaves from', () => {
    renderComponent(
      <ul>
        <ResultCard option={stargateUsdc} index={0} onBridge={vi.fn()} bridgeFrom="arbitrum" />
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: /USDC/ });
    expect(within(card).getByText('Primary Contract').parentElement).toHaveTextContent(
      'Primary Contract · Arbitrum',
    );
    expect(within(card).getByRole('button', { name: /copy full address/ })).toHaveAttribute(
      'title',
      `Copy ${USDC_ARBITRUM}`,
    );
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFLICT_ADVICE } from '../../../../../src/components/results/AgreementNote';
import { ResultCard } from '../../../../../src/components/results/ResultCard';
import { TOOLTIP_OPEN_DELAY_MS } from '../../../../../src/components/ui/Tooltip';
import type { OptionAnnotation } from '../../../../../src/shared/contract';
import { summarizeAgreement } from '../../../../../workers/trust/agreement-summary';
import { agreeOnEthereum, conflictOnArbitrum, FAKE_USDC_ARBITRUM } from '../../support/annotations';
import type { BridgeOption } from '../../../../../src/shared/tokens';
import {
  USDC_ARBITRUM,
  acrossUsdcEToUsdc,
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

const LOOKALIKE_HEADING = 'Look-alike spelling: check the contract';

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
      reference: null,
      own: [{ protocol: 'Orbiter' as const, address: FAKE_USDC_ARBITRUM }],
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
            reference: null,
            own: [{ protocol: 'Orbiter', address: FAKE_USDC_ARBITRUM }],
          },
          {
            chain: 'base',
            chainName: 'Base',
            symbol: 'USDC',
            entries: [
              { protocol: 'Stargate', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
              { protocol: 'Orbiter', address: '0x000000000000000000000000000000000000bEEF' },
            ],
            reference: null,
            own: [{ protocol: 'Orbiter', address: '0x000000000000000000000000000000000000bEEF' }],
          },
        ],
        confirmed: [],
      }),
      variants: [],
    };
    const user = userEvent.setup();
    const { card } = renderCard(annotation);
    const warning = within(card).getByRole('note', { name: 'Address warning' });
    await user.click(
      within(warning).getByRole('button', { name: 'Addresses differ on Arbitrum and Base' }),
    );
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
        confirmed: [],
      }),
      variants: [],
    };
    const { card } = renderCard(annotation);
    const warning = within(card).getByRole('note', { name: 'Address warning' });
    expect(within(warning).queryByRole('list')).not.toBeInTheDocument();
    const agree = within(card).getByRole('button', {
      name: 'Sources agree on Ethereum and Polygon (2 of 2)',
    });
    expect(within(card).getByText(/^Polygon:/)).not.toBeVisible();
    await user.click(agree);
    expect(
      within(card).getByText('Ethereum: 2 of 2 sources agree (Wormhole, Orbiter Finance)'),
    ).toBeVisible();
    expect(within(card).getByText(/^Polygon:/)).toBeVisible();
  });

  it('says quietly when the sources agree, without a warning', () => {
    const { card } = renderCard(agreeOnEthereum, stargateUsdc);
    expect(within(card).getByText('Sources agree on Ethereum (2 of 2)')).toBeInTheDocument();
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
        confirmed: [],
      }),
      variants: [],
    };
    const { card } = renderCard(annotation, stargateUsdc);
    const line = within(card).getByRole('button', {
      name: 'Sources agree on Ethereum and Arbitrum',
    });
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
  it('groups Wormhole-wrapped chains under one heading that says so, after the plain ones', () => {
    const option = { ...wormholeUsdc, availableChains: ['Ethereum', 'Fantom', 'Solana', 'Celo'] };
    const wrapped = (chain: string) => ({
      chain,
      kind: 'protocol-wrapped' as const,
      wrappedBy: 'Wormhole',
      name: '',
      explanation: `Wormhole delivers its own wrapped USDC on ${chain}, not the issuer's token.`,
    });
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
            chainMarks: [wrapped('Fantom'), wrapped('Celo')],
          }}
        />
      </ul>,
    );
    const chipsOf = (name: RegExp) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent);
    expect(chipsOf(/^Available on$/)).toEqual(['Ethereum', 'Solana']);
    expect(chipsOf(/Available on A copy made by Wormhole/)).toEqual(['Fantom', 'Celo']);
    // The heading sits with the chains it speaks of, and no card-level chip claims all of them.
    expect(
      screen.getByRole('button', { name: 'A copy made by Wormhole' }),
    ).toHaveAccessibleDescription(
      "Fantom: Wormhole delivers its own wrapped USDC on Fantom, not the issuer's token. Celo: Wormhole delivers its own wrapped USDC on Celo, not the issuer's token.",
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
  // Mixed marks: each chain's kind heads its own group of chips.
  const annotation: OptionAnnotation = {
    agreement: { tone: 'none', headline: '', details: [] },
    variants: [],
    chainMarks: [
      { chain: 'Arbitrum', kind: 'bridged', name: '', explanation: BRIDGED },
      { chain: 'Ethereum', kind: 'lookalike', name: '', explanation: LOOKALIKE },
    ],
  };

  it('says a mark once for the card when it is true of every chain, and per chain otherwise', () => {
    const { card, unmount } = renderCard({
      ...annotation,
      chainMarks: [
        { chain: 'Arbitrum', kind: 'bridged', name: 'USDC.e', explanation: BRIDGED },
        { chain: 'Ethereum', kind: 'bridged', name: 'USDC.e', explanation: BRIDGED },
      ],
    });
    expect(
      within(card).getByRole('button', { name: 'A copy made by a bridge: USDC.e' }),
    ).toHaveAccessibleDescription(BRIDGED);
    expect(within(card).getAllByRole('list')).toHaveLength(1);
    unmount();
    const mixed = renderCard(annotation).card;
    expect(
      within(mixed).queryByRole('button', { name: 'A copy made by a bridge: USDC.e' }),
    ).not.toBeInTheDocument();
    expect(within(mixed).getAllByRole('list')).toHaveLength(2);
  });

  it('shows one small chip per kind, each described by its explanation', () => {
    const { card } = renderCard(annotation);
    const bridged = within(card).getByRole('button', { name: 'A copy made by a bridge' });
    const lookalike = within(card).getByRole('button', { name: LOOKALIKE_HEADING });
    expect(bridged).toHaveAccessibleDescription(BRIDGED);
    expect(lookalike).toHaveAccessibleDescription(LOOKALIKE);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("names each mark's source in its description", () => {
    const { card } = renderCard({
      ...annotation,
      chainMarks: [
        {
          chain: 'Arbitrum',
          kind: 'official',
          name: "Circle's USDC",
          explanation: 'Circle issues it.',
          source: "Circle's list in Wormhole SDK 6.1.5",
        },
        {
          chain: 'Ethereum',
          kind: 'unverified',
          name: '',
          explanation: 'Nothing confirms it.',
          source: "Stargate's token list of 3 Dec 2025",
        },
      ],
    });
    expect(
      within(card).getByRole('button', { name: "Circle's own USDC" }),
    ).toHaveAccessibleDescription("Circle issues it. Source: Circle's list in Wormhole SDK 6.1.5");
    expect(
      within(card).getByRole('button', { name: 'No list confirms this contract' }),
    ).toHaveAccessibleDescription(
      "Nothing confirms it. Source: Stargate's token list of 3 Dec 2025",
    );
  });

  it('opens the tooltip at once on keyboard focus and closes it with Escape', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(annotation);
    const bridged = within(card).getByRole('button', { name: 'A copy made by a bridge' });
    await user.tab();
    expect(bridged).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(BRIDGED);
    expect(bridged).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(bridged).toHaveFocus();

    await user.tab();
    expect(within(card).getByRole('button', { name: LOOKALIKE_HEADING })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(LOOKALIKE);
  });

  it('opens on mouse hover only after the open delay, and closes when the pointer leaves', () => {
    // user-event waits on real timers; plain events keep this test on fake ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { card } = renderCard(annotation);
    const bridged = within(card).getByRole('button', { name: 'A copy made by a bridge' });
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
    await user.click(within(card).getByRole('button', { name: LOOKALIKE_HEADING }));
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

describe('Result card and retired networks', () => {
  const usdcWithRetired: BridgeOption = {
    ...orbiterUsdc,
    availableChains: ['Ethereum', 'ZKSync Lite', 'Arbitrum', 'Loopring', 'Dydx'],
  };

  it('leaves shut-down networks out of the chips and names them, with dates, on request', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(undefined, usdcWithRetired);
    const chips = within(card).getByRole('list', { name: 'Available on' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Ethereum', 'Arbitrum']);
    const more = within(card).getByRole('button', { name: '+3 retired networks' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText(/zkSync Lite: shut down/)).not.toBeVisible();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText(/zkSync Lite: shut down 2026-05-04/)).toBeVisible();
    expect(within(card).getByText(/Loopring: shut down 2026-06-28/)).toBeVisible();
    expect(within(card).getByText(/dYdX v3: shut down 2024-10-28/)).toBeVisible();
    expect(within(card).getAllByRole('link', { name: 'notice' })[0]).toHaveAttribute(
      'href',
      'https://x.com/zksync/status/1997776813708242975',
    );
    expect(within(card).getByRole('button', { name: 'Bridge Now' })).toBeEnabled();
  });

  it('says a token is only on retired networks instead of listing them, and offers no hand-off', async () => {
    const user = userEvent.setup();
    const option: BridgeOption = {
      ...orbiterUsdc,
      token: orbiterToken({
        symbol: 'LRC',
        name: 'Loopring',
        chainName: 'Loopring',
        chainId: 'loopring',
      }),
      availableChains: ['Loopring', 'ZKSync Lite'],
    };
    const { card, onBridge } = renderComponentCard(option);
    expect(
      within(card).getByText(
        'Only on retired networks: Loopring (shut down 2026-06-28), zkSync Lite (shut down 2026-05-04)',
      ),
    ).toBeVisible();
    expect(within(card).queryByRole('list', { name: 'Available on' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /retired network/ })).toBeNull();
    const bridge = within(card).getByRole('button', { name: 'Bridge Now' });
    expect(bridge).toBeDisabled();
    expect(bridge).toHaveAccessibleDescription(/Only on retired networks/);
    await user.click(bridge);
    expect(onBridge).not.toHaveBeenCalled();
  });

  it('shows no retired line when every network still runs', () => {
    const { card } = renderCard();
    expect(within(card).queryByRole('button', { name: /retired network/ })).toBeNull();
  });
});

function renderComponentCard(option: BridgeOption) {
  const onBridge = vi.fn();
  renderComponent(
    <ul>
      <ResultCard option={option} index={0} onBridge={onBridge} />
    </ul>,
  );
  return {
    onBridge,
    card: screen.getByRole('listitem', { name: new RegExp(option.token.symbol) }),
  };
}

describe('Result card of an asset under another symbol', () => {
  it('titles a card by the name another source gives its token', () => {
    renderCard(undefined, { ...wormholeUsdc, tokenName: 'USD Coin' });
    expect(screen.getByRole('heading', { name: 'USDC (USD Coin)' })).toBeInTheDocument();
  });

  it('says a route leaves as one of its symbols and arrives as another of the same asset', () => {
    const option: BridgeOption = {
      id: 'Stargate:USDT→USD₮0',
      protocol: 'Stargate',
      token: stargateToken({ symbol: 'USDT', chainKey: 'ethereum' }),
      availableChains: ['ethereum', 'arbitrum'],
      chainDetails: [],
      joined: { asset: 'USDT', symbols: ['USDT', 'USD₮0'] },
    };
    renderComponent(
      <ul>
        <ResultCard option={option} index={0} onBridge={vi.fn()} />
      </ul>,
    );
    expect(
      screen.getByText(
        "The same asset under two symbols: Stargate takes USDT and delivers USD₮0; the issuers' lists name both contracts as USDT.",
      ),
    ).toBeInTheDocument();
  });

  it("says so when the protocol's own list, not the issuers', counts both symbols as the asset", () => {
    renderComponent(
      <ul>
        <ResultCard option={acrossUsdcEToUsdc} index={0} onBridge={vi.fn()} />
      </ul>,
    );
    expect(
      screen.getByText(
        "The same asset under two symbols: Across takes USDC.e and delivers USDC; Across's own token list counts both as USDC.",
      ),
    ).toBeInTheDocument();
  });

  it('says what contract an option was found as', () => {
    const option: BridgeOption = {
      ...orbiterUsdc,
      token: orbiterToken({ symbol: 'BTC', name: 'BTC' }),
      id: 'Orbiter:BTC',
      asAsset: { asset: 'WBTC', chain: 'Ethereum', contract: "BitGo's WBTC" },
    };
    renderComponent(
      <ul>
        <ResultCard option={option} index={0} onBridge={vi.fn()} />
      </ul>,
    );
    expect(
      screen.getByText("Found as WBTC: Orbiter Finance lists BitGo's WBTC on Ethereum as BTC."),
    ).toBeInTheDocument();
  });
});

// The page's lists of protocols follow the protocol registry: the info cards, the protocol filter,
// the badge tones, the bridge sites and the token pages have one entry per protocol, in the
// registry's order, and nothing extra. (The build's, worker's and scripts' lists are checked in
// tests/unit/src/shared/protocol-registry.test.ts.)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { protocolFromSlug, protocolHref } from '../../../src/routing/routes';
import { InfoCards } from '../../../src/features/search/InfoCards';
import { SearchFilters } from '../../../src/components/search/SearchFilters';
import { BRIDGE_SITES, bridgeSite } from '../../../src/lib/bridge-links';
import { PROTOCOL_REGISTRY } from '../../../src/shared/protocol-registry.mjs';
import { theme } from '../../../src/styles/theme';
import { renderComponent } from './support/render-component';

const IDS = PROTOCOL_REGISTRY.map((entry) => entry.id);

describe('the page follows the protocol registry', () => {
  it('shows one info card per protocol, with its title, text, chains and token page', () => {
    renderComponent(<InfoCards />);
    const cards = [...screen.getByRole('list', { name: 'Supported bridge protocols' }).children];
    expect(cards).toHaveLength(PROTOCOL_REGISTRY.length);
    PROTOCOL_REGISTRY.forEach((entry, i) => {
      const card = within(cards[i] as HTMLElement);
      expect(card.getByRole('heading', { name: entry.infoCard.title })).toBeInTheDocument();
      expect(card.getByText(entry.infoCard.text)).toBeInTheDocument();
      expect(card.getByText(entry.displayName, { selector: 'span' })).toBeInTheDocument();
      const chips = card.getByRole('list', { name: `Example chains for ${entry.infoCard.title}` });
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual([...entry.infoCard.chains]);
      expect(card.getByRole('link')).toHaveAttribute('href', `/tokens/${entry.slug}`);
    });
  });

  it('offers All and then each protocol in the protocol filter', () => {
    renderComponent(
      <SearchFilters
        id="f"
        protocol="All"
        fromChain=""
        toChain=""
        chains={[]}
        onChange={() => {}}
      />,
    );
    const options = within(screen.getByLabelText('Bridge Protocol'))
      .getAllByRole('option', { hidden: true })
      .filter((option) => option.getAttribute('value') !== '');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['All', 'All Protocols'],
      ...PROTOCOL_REGISTRY.map((entry) => [entry.id, entry.displayName]),
    ]);
  });

  it('has a badge tone, a bridge site and a token page for each protocol', () => {
    expect(Object.keys(theme.protocol).sort()).toEqual([...IDS].sort());
    expect(Object.keys(BRIDGE_SITES).sort()).toEqual([...IDS].sort());
    for (const entry of PROTOCOL_REGISTRY) {
      expect(theme.protocol[entry.id]).toEqual(entry.tone);
      expect(bridgeSite(entry.id)).toBe(entry.bridgeSite);
      expect(protocolHref(entry.id)).toBe(`/tokens/${entry.slug}`);
      expect(protocolFromSlug(entry.slug.toUpperCase())).toBe(entry.id);
    }
  });
});

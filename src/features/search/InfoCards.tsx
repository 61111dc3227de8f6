import { memo } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { cardColumn } from '../../styles/surfaces';
import { Link } from 'wouter';
import { protocolHref } from '../../routing/routes';
import { PROTOCOL_REGISTRY } from '../../shared/protocol-registry.mjs';
import { ChainChip, ChipList, ProtocolBadge } from '../../components/ui/Badge';

/**
 * Three cards (the spec's three protocols) sit in one row of three, one column from 900px down.
 * Four (a build with a fourth protocol) are one row of four where each keeps room for its text and
 * chips, else two by two, one column on phones: in rows of three the fourth sat alone on a row of
 * its own, read as an afterthought rather than one of the set. A quarter of the page is narrow:
 * those cards' sides give room back to the text and chips. Five are three over two (a fifth of
 * the page is too narrow for a card's chips), one column from 900px down; six are two rows of
 * three.
 */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${theme.media.md} {
    grid-template-columns: 1fr;
  }
  @media (min-width: 641px) {
    &[data-count='4'] {
      grid-template-columns: 1fr 1fr;
    }
  }
  @media (min-width: 1101px) {
    &[data-count='4'] {
      grid-template-columns: repeat(4, 1fr);
    }
    &[data-count='4'] > li {
      padding-inline: ${theme.space(4)};
    }
  }
  /* Five: a row of three over a row of two wider cards, one set with no card alone. */
  @media (min-width: 901px) {
    &[data-count='5'] {
      grid-template-columns: repeat(6, 1fr);
    }
    &[data-count='5'] > li {
      grid-column: span 2;
    }
    &[data-count='5'] > li:nth-child(n + 4) {
      grid-column: span 3;
    }
  }
`;

const Card = styled.li`
  ${cardColumn}
`;

const CardTitle = styled.h2`
  font-size: 1.05rem;
  font-weight: 650;
`;

const CardText = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

const BrowseLink = styled(Link)`
  margin-top: auto;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  color: ${theme.colors.accent};
  &:hover {
    text-decoration: underline;
  }
`;

/** What the visitor sees before the first search: each protocol's card and example chains. */
export const InfoCards = memo(function InfoCards() {
  return (
    <Grid aria-label="Supported bridge protocols" data-count={PROTOCOL_REGISTRY.length}>
      {PROTOCOL_REGISTRY.map(({ id, displayName, infoCard: card }) => (
        <Card key={id}>
          <div>
            <ProtocolBadge protocol={id} />
          </div>
          <CardTitle>{card.title}</CardTitle>
          <CardText>{card.text}</CardText>
          <ChipList aria-label={`Example chains for ${card.title}`}>
            {card.chains.map((chain) => (
              <ChainChip key={chain}>{chain}</ChainChip>
            ))}
          </ChipList>
          <BrowseLink href={protocolHref(id)}>
            {/* Named as every visible text names the protocol (a card title's first word read
                'Browse Circle tokens' for a protocol named after its issuer). The arrow never wraps
                onto a line of its own. */}
            Browse {displayName} tokens&nbsp;→
          </BrowseLink>
        </Card>
      ))}
    </Grid>
  );
});

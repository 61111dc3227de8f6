// "What changed since your last visit": one summary line per protocol, each
// with an expandable list of the tokens and chains added or removed, and a Dismiss button.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type {
  CatalogueChanges,
  ChainChoice,
  ChangedToken,
  ProtocolCatalogueChanges,
} from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME } from '../../shared/tokens';
import { QuietButton } from '../ui/Button';

export const WHAT_CHANGED_TITLE = 'What changed since your last visit';
/** Longer lists are cut, with a count of the rest: a source can add hundreds of tokens. */
export const MAX_LISTED = 40;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-left: 3px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: 0.9rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

const Title = styled.h2`
  font-size: 1rem;
  font-weight: 650;
`;

const Since = styled.p`
  font-size: 0.8rem;
  color: ${theme.colors.textMuted};
`;

const Protocols = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(3)};
  strong {
    font-weight: 650;
  }
`;

const Toggle = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.accent};
  font: inherit;
  font-size: 0.85rem;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  min-height: 24px;
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.bg};
  &[hidden] {
    display: none;
  }
  h3 {
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.textMuted};
    margin-bottom: ${theme.space(1)};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space(4)};
    overflow-wrap: anywhere;
  }
`;

function sinceText(since: number): string {
  const date = new Date(since);
  return Number.isNaN(date.getTime())
    ? 'Since your last visit'
    : `Since ${date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
}

function ChangeList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  const shown = items.slice(0, MAX_LISTED);
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {shown.map((item, index) => (
          <li key={`${index}:${item}`}>{item}</li>
        ))}
        {items.length > shown.length && <li>and {items.length - shown.length} more</li>}
      </ul>
    </div>
  );
}

const tokenText = (token: ChangedToken) => `${token.symbol} on ${token.chainName}`;
const chainText = (chain: ChainChoice) => chain.name;

function ProtocolChanges({ entry }: { entry: ProtocolCatalogueChanges }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const name = PROTOCOL_DISPLAY_NAME[entry.protocol];
  return (
    <li>
      <Summary>
        <span>
          <strong>{name}:</strong> {entry.summary}
        </span>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-lists`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide details' : 'Show details'}
          <span className="visually-hidden"> for {name}</span>
        </Toggle>
      </Summary>
      <Lists id={`${id}-lists`} hidden={!open}>
        <ChangeList title="Tokens added" items={entry.addedTokens.map(tokenText)} />
        <ChangeList title="Tokens removed" items={entry.removedTokens.map(tokenText)} />
        <ChangeList title="New chains" items={entry.addedChains.map(chainText)} />
        <ChangeList title="Chains removed" items={entry.removedChains.map(chainText)} />
      </Lists>
    </li>
  );
}

export function WhatChanged({
  changes,
  onDismiss,
}: {
  changes: CatalogueChanges;
  onDismiss: () => void;
}) {
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-title`} data-testid="what-changed">
      <Head>
        <div>
          <Title id={`${id}-title`}>{WHAT_CHANGED_TITLE}</Title>
          <Since>{sinceText(changes.since)}</Since>
        </div>
        <QuietButton type="button" onClick={onDismiss}>
          Dismiss
        </QuietButton>
      </Head>
      <Protocols>
        {changes.protocols.map((entry) => (
          <ProtocolChanges key={entry.protocol} entry={entry} />
        ))}
      </Protocols>
    </Panel>
  );
}

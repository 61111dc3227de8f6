// Data age per source: a compact, quiet strip saying when each source was last
// updated, or that it is loading, offline or failed. Not a live region: it ticks every minute.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { ShippedSnapshot, SourceStatus } from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME, PROTOCOLS, type Protocol } from '../../shared/tokens';
import { dataAge, formatTimestamp, oldAge } from '../../lib/format';

/** 'old': a shipped snapshot over OLD_DATA_DAYS old, whose text says so ('over 2 years old'). */
type Tone = 'ok' | 'old' | 'busy' | 'offline' | 'failed';

const Strip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.78rem;
  color: ${theme.colors.textSubtle};
  /* Phones: one source a line, so the strip's height does not depend on how long each text is
     and does not grow (shifting the page) when 'Loading…' becomes 'Updated 5 min ago'. */
  ${theme.media.sm} {
    flex-direction: column;
  }
`;

const Item = styled.li<{ 'data-tone': Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  min-width: 0;
  overflow-wrap: anywhere;
  &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.colors.textSubtle};
  }
  /* The tone's dot colour is a static rule keyed on data-tone, so this CSS is built once. */
  &[data-tone='ok']::before {
    background: ${theme.colors.success};
  }
  &[data-tone='failed']::before {
    background: ${theme.colors.danger};
  }
  &[data-tone='offline']::before,
  &[data-tone='old']::before {
    background: ${theme.colors.warning};
  }
  b {
    font-weight: 600;
    color: ${theme.colors.textMuted};
  }
`;

// 'Wormhole registry 6.1.5, …' reads on from the source's name; the other ages start a sentence.
const capitalised = (text: string) =>
  text.startsWith('registry ') ? text : text.charAt(0).toUpperCase() + text.slice(1);

/** ' · 3 malformed rows skipped' when the data held left rows out, else ''. */
function skippedNote(count: number): string {
  return count > 0 ? ` · ${count} malformed ${count === 1 ? 'row' : 'rows'} skipped` : '';
}

/**
 * 'Updated 5 min ago' (live data), 'Snapshot of 14 Nov 2024 · over 2 years old' (the shipped
 * catalogue), 'registry 6.1.5, generated 27 Nov 2026' (Wormhole's generated list), 'Loading…',
 * 'Offline', 'Failed: {message}' (with the data still shown, if any: then a quiet warning, not
 * a failure). Data that left malformed rows out adds ' · 3 malformed rows skipped'.
 */
export function sourceAgeText(
  status: SourceStatus,
  online: boolean,
  now: number,
  snapshot?: ShippedSnapshot,
): { text: string; tone: Tone } {
  const dated = dataAge(status, now, snapshot);
  const age = dated && `${dated}${skippedNote(status.skippedCount)}`;
  if (!online) return { text: age ? `Offline · ${age}` : 'Offline', tone: 'offline' };
  if (status.error && !status.loading) {
    const failed = `Failed: ${status.error.message}`;
    return age ? { text: `${failed} · ${age}`, tone: 'offline' } : { text: failed, tone: 'failed' };
  }
  if (age) {
    const old = status.origin === 'snapshot' && oldAge(status.updatedAt ?? now, now) !== null;
    return { text: capitalised(age), tone: old ? 'old' : 'ok' };
  }
  if (status.loading) return { text: 'Loading…', tone: 'busy' };
  return { text: 'Waiting', tone: 'busy' };
}

/** The tooltip of a source's age: when it was fetched, or where its shipped data comes from. */
function sourceTitle(status: SourceStatus, snapshot: ShippedSnapshot | undefined) {
  if (status.updatedAt === null) return undefined;
  if (status.origin !== 'snapshot') return `Fetched ${formatTimestamp(status.updatedAt)}`;
  const from = snapshot?.from && snapshot.takenAt === status.updatedAt ? `: ${snapshot.from}` : '';
  return `Shipped with this app${from}. The live list replaces it when it arrives`;
}

export function SourceAges({
  statuses,
  online,
  now,
  snapshots = {},
}: {
  statuses: SourceStatus[];
  online: boolean;
  now: number;
  /** The build's shipped catalogue, which says what a snapshot's date is. */
  snapshots?: Partial<Record<Protocol, ShippedSnapshot>>;
}) {
  // Before the worker's first answer every source is loading: the strip is drawn at once, at its
  // final height, so it does not push the content under it down when the answer comes.
  if (statuses.length === 0) {
    return (
      <Strip aria-label="Token data sources" data-testid="source-ages">
        {PROTOCOLS.map((protocol) => (
          <Item key={protocol} data-tone="busy">
            <span>
              <b>{PROTOCOL_DISPLAY_NAME[protocol]}</b> Loading…
            </span>
          </Item>
        ))}
      </Strip>
    );
  }
  return (
    <Strip aria-label="Token data sources" data-testid="source-ages">
      {statuses.map((status) => {
        const snapshot = snapshots[status.protocol];
        const { text, tone } = sourceAgeText(status, online, now, snapshot);
        return (
          <Item key={status.protocol} data-tone={tone} title={sourceTitle(status, snapshot)}>
            <span>
              <b>{PROTOCOL_DISPLAY_NAME[status.protocol]}</b> {text}
            </span>
          </Item>
        );
      })}
    </Strip>
  );
}

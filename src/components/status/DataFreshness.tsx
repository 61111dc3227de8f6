import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { shippedSnapshots } from '../../config/snapshots';
import type { ShippedSnapshot, SourceStatus } from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME, type Protocol } from '../../shared/tokens';
import { dataAge, formatAge, isUndated } from '../../lib/format';
import { SourceAges } from './SourceAges';
import { notSaved, refreshFailed, storageUnavailable } from './source-warnings';

// One sentence a row: the offline line and the storage lines never share one.
const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${theme.colors.warning};
  }
`;

/** Ages are shown in minutes: refresh them every minute. */
export const AGE_TICK_MS = 60_000;

/**
 * What to say about the data's freshness, one line each, or none when there is nothing worth
 * saying. A source whose download failed while data answers gets the spec's failure sentence and
 * what is shown instead: 'Failed to fetch {protocol} data — showing the snapshot of 20 Nov 2026'.
 */
export function freshnessTexts(
  statuses: SourceStatus[],
  online: boolean,
  now: number,
  snapshots: Partial<Record<Protocol, ShippedSnapshot>> = {},
): string[] {
  const withData = statuses.filter((status) => status.hasData && status.updatedAt !== null);
  // The oldest data held is the honest age of what the visitor sees; a list of unknown date has
  // no age to give (its stamp is only the build's day).
  const oldest = withData
    .filter((status) => !isUndated(status, snapshots[status.protocol]))
    .reduce<number | null>(
      (min, status) => (min === null || (status.updatedAt ?? min) < min ? status.updatedAt : min),
      null,
    );
  if (!online) {
    if (oldest === null && withData.length > 0) return ['Offline — showing saved data'];
    return [
      oldest === null
        ? 'Offline — no saved token data yet'
        : `Offline — showing data from ${formatAge(oldest, now)}`,
    ];
  }
  return statuses.filter(refreshFailed).map((status) => {
    const shown =
      status.origin === 'snapshot'
        ? `the ${dataAge(status, now, snapshots[status.protocol])}`
        : `saved data from ${formatAge(status.updatedAt ?? now, now)}`;
    // 'An error occurred' does not say which source: the name goes first then.
    const { message } = status.error;
    const failed = message.includes(status.protocol)
      ? message
      : `${PROTOCOL_DISPLAY_NAME[status.protocol]}: ${message}`;
    return `${failed} — showing ${shown}`;
  });
}

/**
 * What to say about where the data is kept: no storage at all, or a save that failed
 * while an older saved copy stays. Another tab's newer version has a banner of its own.
 */
export function storageTexts(statuses: SourceStatus[], now: number): string[] {
  if (storageUnavailable(statuses)) {
    return ['Offline copy unavailable: this browser is not letting us store data.'];
  }
  return statuses.filter(notSaved).map((status) => {
    const name = PROTOCOL_DISPLAY_NAME[status.protocol];
    const why = status.storage === 'full' ? ': storage is full' : '';
    const saved =
      status.savedAt === null
        ? 'it will not be available offline'
        : `the saved copy is from ${formatAge(status.savedAt, now)}`;
    return `Couldn't save the latest ${name} list${why}. Showing it now; ${saved}.`;
  });
}

/**
 * A quiet line for offline use and failed refreshes (a polite live region), over the
 * per-source data ages (not live: they change every minute). `folded`: results are on screen,
 * so the ages fold into one line that opens them. A failed refresh or a list not saved often
 * comes once the visitor reads the results (a download's retries end seconds after the first
 * answer): folded, its sentence is visually hidden, still said by the live region, and the
 * folded line leads with it ('Data: {protocol} failed to update · …'), so the results under it do
 * not move down; its details show the sentence. The offline line stays in view: going offline
 * is the visitor's own network changing, and everything else they see depends on it.
 */
export function DataFreshness({
  statuses,
  online,
  folded = false,
}: {
  statuses: SourceStatus[];
  online: boolean;
  folded?: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const texts = freshnessTexts(statuses, online, now, shippedSnapshots);
  const storage = storageTexts(statuses, now);
  // Offline, the one text is the offline line; online, the texts are failed refreshes.
  const folds = online ? [...texts, ...storage] : storage;
  const hidden = folded ? 'visually-hidden' : undefined;
  return (
    <>
      <div role="status">
        {texts.map((line) => (
          <Line key={line} className={online ? hidden : undefined}>
            {line}
          </Line>
        ))}
        {storage.map((line) => (
          <Line key={line} className={hidden}>
            {line}
          </Line>
        ))}
      </div>
      <SourceAges
        statuses={statuses}
        online={online}
        now={now}
        snapshots={shippedSnapshots}
        folded={folded}
        notes={folds}
      />
    </>
  );
}

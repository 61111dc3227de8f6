// Data age per source: a compact, quiet strip saying when each source was last
// updated, or that it is loading, offline or failed. Not a live region: it ticks every minute.
// With results on screen it folds into one summary line that opens the per-source lines.
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';
import type { ShippedSnapshot, SourceStatus } from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME, PROTOCOLS, type Protocol } from '../../shared/tokens';
import {
  dataAge,
  formatAge,
  formatDay,
  formatTimestamp,
  isUndated,
  oldAge,
} from '../../lib/format';
import { notSaved, refreshFailed, storageUnavailable } from './source-warnings';

/** 'old': a shipped snapshot over OLD_DATA_DAYS old, whose text says so ('over 2 years old'). */
type Tone = 'ok' | 'old' | 'busy' | 'offline' | 'failed';

const Strip = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.78rem;
  color: ${theme.colors.textSubtle};
  /* One source a line at every width, so the strip's height does not depend on how long each
     text is: side by side, 'Loading…' becoming 'Snapshot of 14 Nov 2024 · over 2 years old'
     wrapped the last source onto a line of its own, and the live list's 'Updated just now'
     unwrapped it, shifting the page under it twice. */
  &[hidden] {
    display: none;
  }
`;

/** A source's dot, coloured by its tone: a static rule keyed on data-tone, so this CSS is built once. */
const toneDot = css`
  &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.colors.textSubtle};
  }
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
`;

const Item = styled.li<{ 'data-tone': Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  min-width: 0;
  overflow-wrap: anywhere;
  ${toneDot}
  b {
    font-weight: 600;
    color: ${theme.colors.textMuted};
  }
`;

/** The folded strip: one line that opens the per-source lines under it. */
const Folded = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(1)};
  font-size: 0.78rem;
`;

const SummaryButton = styled.button<{ 'data-tone': Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  min-height: 24px;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.textSubtle};
  text-align: left;
  cursor: pointer;
  ${toneDot}
  /* One line at every width: at 375 px 'Data: 2 of 4 sources · oldest 14 Nov 2024' wrapped
     'Details' onto a second line while the sources came in, and '4 sources' unwrapped it, moving
     the results under it down and up again. The summary gives way; the lines under it say all. */
  & > span:first-child {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  & > span:last-child {
    flex: none;
    color: ${theme.colors.accent};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &[aria-expanded='true'] > span:last-child::after {
    content: ' ▴';
  }
  &[aria-expanded='false'] > span:last-child::after {
    content: ' ▾';
  }
`;

// '{protocol} registry 6.1.5, …' reads on from the source's name; the other ages start a sentence.
const capitalised = (text: string) =>
  text.startsWith('registry ') ? text : text.charAt(0).toUpperCase() + text.slice(1);

/** ' · 3 malformed rows skipped' when the data held left rows out, else ''. */
function skippedNote(count: number): string {
  return count > 0 ? ` · ${count} malformed ${count === 1 ? 'row' : 'rows'} skipped` : '';
}

/**
 * 'Updated 5 min ago' (live data), 'Snapshot of 14 Nov 2024 · over 2 years old' (the shipped
 * catalogue), 'registry 6.1.5, published 22 Aug 2026' (a list generated from that package
 * version, dated by its publish day; 'publish date unknown' when none is recorded), 'Loading…',
 * 'No data yet' (offline: the banner says so once), 'Failed: {message}' (with the data still shown, if any: then a quiet warning, not
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
  // The banner above says 'Offline' once for all; each line says only what it holds (its tone
  // still marks it).
  if (!online) return { text: age ? capitalised(age) : 'No data yet', tone: 'offline' };
  if (status.error && !status.loading) {
    const failed = `Failed: ${status.error.message}`;
    return age ? { text: `${failed} · ${age}`, tone: 'offline' } : { text: failed, tone: 'failed' };
  }
  if (age) {
    // A list of unknown date is stamped with the build's day, which its data cannot be newer
    // than: a build over OLD_DATA_DAYS old holds old data, though its day is not shown.
    const old = status.origin === 'snapshot' && oldAge(status.updatedAt ?? now, now) !== null;
    return { text: capitalised(age), tone: old ? 'old' : 'ok' };
  }
  if (status.loading) return { text: 'Loading…', tone: 'busy' };
  return { text: 'Waiting', tone: 'busy' };
}

/** The most serious tone of the sources wins the summary's dot. */
const TONE_RANK: Record<Tone, number> = { ok: 0, busy: 1, old: 2, offline: 3, failed: 4 };

/** '{A}', '{A} and {B}', then '3 sources' ('lists' for storage). */
function namesOf(statuses: SourceStatus[], many: string): string {
  const names = statuses.map((status) => PROTOCOL_DISPLAY_NAME[status.protocol]);
  if (names.length <= 2) return names.join(' and ');
  return `${names.length} ${many}`;
}

/**
 * What the folded line says first when something is wrong with data the visitor sees, in a few
 * words each: '{protocol} failed to update' (its download failed; the snapshot or saved copy still
 * answers), '{protocol} not saved offline' (its latest list could not be stored), 'no offline copy'
 * (this browser stores nothing). The full sentences are in the live region and the details.
 */
export function summaryWarnings(statuses: SourceStatus[], online: boolean): string[] {
  const warnings: string[] = [];
  // Offline, a failed refresh is no news: the offline line says why nothing updates.
  const failed = online ? statuses.filter(refreshFailed) : [];
  if (failed.length > 0) warnings.push(`${namesOf(failed, 'sources')} failed to update`);
  if (storageUnavailable(statuses)) {
    warnings.push('no offline copy');
  } else {
    const unsaved = statuses.filter(notSaved);
    if (unsaved.length > 0) warnings.push(`${namesOf(unsaved, 'lists')} not saved offline`);
  }
  return warnings;
}

/**
 * The folded strip's one line: how many sources answer and the age of the oldest data shown,
 * 'Data: 3 sources · oldest 14 Nov 2024' (shipped snapshots), 'Data: 3 sources · updated 5 min
 * ago' (live lists of one age), 'Data: 2 of 3 sources · …' (one has no data). Its tone is the
 * most serious of the sources', so an amber or red dot says the lines under it have a warning.
 * A warning goes first, in place of the count when every source answers ('Data: {protocol} failed
 * to update · oldest 14 Nov 2024'): the line keeps its one line's height when a source fails
 * with results on screen, and on a phone its '…' cuts the age, not the warning.
 * `old`: the oldest data's age in words when over OLD_DATA_DAYS ('over 2 years old'), for those
 * who do not see the dot; the lines under it say it to everyone.
 */
export function sourcesSummary(
  statuses: SourceStatus[],
  online: boolean,
  now: number,
  snapshots: Partial<Record<Protocol, ShippedSnapshot>> = {},
): { text: string; tone: Tone; old?: string } {
  if (statuses.length === 0) {
    return { text: `Data: loading ${PROTOCOLS.length} sources…`, tone: 'busy' };
  }
  const warnings = summaryWarnings(statuses, online);
  const worst = statuses
    .map((status) => sourceAgeText(status, online, now, snapshots[status.protocol]).tone)
    .reduce((worst, next) => (TONE_RANK[next] > TONE_RANK[worst] ? next : worst));
  // A list that could not be saved is a warning too: at least the amber dot.
  const tone = warnings.length > 0 && TONE_RANK[worst] < TONE_RANK.offline ? 'offline' : worst;
  const dated = statuses.filter((status) => status.hasData && status.updatedAt !== null);
  // A list of unknown date has data but no age: it counts as a source, not for 'oldest'.
  const aged = dated.filter((status) => !isUndated(status, snapshots[status.protocol]));
  const total = statuses.length;
  const counted =
    dated.length === total
      ? `${total} ${total === 1 ? 'source' : 'sources'}`
      : `${dated.length} of ${total} sources`;
  // With a warning the count gives way to it, unless a source has no data at all.
  const sources = [
    ...warnings,
    ...(warnings.length > 0 && dated.length === total ? [] : [counted]),
  ].join(' · ');
  // No age to give: no data yet, or only lists of unknown date (their lines say so).
  if (aged.length === 0) {
    const loading = statuses.some((status) => status.loading);
    return { text: `Data: ${sources}${loading ? ' · loading…' : ''}`, tone };
  }
  const oldest = aged.reduce((a, b) => ((b.updatedAt ?? now) < (a.updatedAt ?? now) ? b : a));
  const takenAt = oldest.updatedAt ?? now;
  if (oldest.origin === 'snapshot') {
    const old = oldAge(takenAt, now);
    const age = `${aged.length > 1 ? 'oldest' : 'snapshot of'} ${formatDay(takenAt)}`;
    return { text: `Data: ${sources} · ${age}`, tone, ...(old ? { old } : {}) };
  }
  const ages = new Set(dated.map((status) => formatAge(status.updatedAt ?? now, now)));
  const sameAge = ages.size === 1 && dated.every((status) => status.origin !== 'snapshot');
  const age = `${sameAge ? '' : 'oldest '}updated ${formatAge(takenAt, now)}`;
  return { text: `Data: ${sources} · ${age}`, tone };
}

/** The tooltip of a source's age: when it was fetched, or where its shipped data comes from. */
function sourceTitle(status: SourceStatus, snapshot: ShippedSnapshot | undefined) {
  if (status.updatedAt === null) return undefined;
  if (status.origin !== 'snapshot') return `Fetched ${formatTimestamp(status.updatedAt)}`;
  const from = snapshot?.from && snapshot.takenAt === status.updatedAt ? `: ${snapshot.from}` : '';
  return `Shipped with this app${from}. The live list replaces it when it arrives`;
}

function SourceLines({
  statuses,
  online,
  now,
  snapshots,
  id,
  hidden,
}: {
  statuses: SourceStatus[];
  online: boolean;
  now: number;
  snapshots: Partial<Record<Protocol, ShippedSnapshot>>;
  id?: string;
  hidden?: boolean;
}) {
  // Before the worker's first answer every source is loading: the strip is drawn at once, at its
  // final height, so it does not push the content under it down when the answer comes.
  if (statuses.length === 0) {
    return (
      <Strip aria-label="Token data sources" data-testid="source-ages" id={id} hidden={hidden}>
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
    <Strip aria-label="Token data sources" data-testid="source-ages" id={id} hidden={hidden}>
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

/**
 * The sentences the live region says (a failed download, a list not saved), shown under the
 * per-source lines while the fold is open: folded, the region itself is visually hidden.
 * Hidden from assistive tech, which reads and hears them in the region.
 */
const Notes = styled(Strip)`
  color: ${theme.colors.textMuted};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(1.5)};
    overflow-wrap: anywhere;
    ${toneDot}
  }
`;

/** One summary line whose button shows or hides the per-source lines under it. */
function FoldedSourceAges({
  notes,
  ...props
}: {
  statuses: SourceStatus[];
  online: boolean;
  now: number;
  snapshots: Partial<Record<Protocol, ShippedSnapshot>>;
  notes: string[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { text, tone, old } = sourcesSummary(
    props.statuses,
    props.online,
    props.now,
    props.snapshots,
  );
  return (
    <Folded>
      <SummaryButton
        type="button"
        data-tone={tone}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          {text}
          {old && <span className="visually-hidden">, {old}</span>}
        </span>{' '}
        <span>Details</span>
      </SummaryButton>
      <SourceLines {...props} id={id} hidden={!open} />
      {notes.length > 0 && (
        <Notes aria-hidden="true" hidden={!open} data-testid="source-notes">
          {notes.map((note) => (
            <li key={note} data-tone="offline">
              {note}
            </li>
          ))}
        </Notes>
      )}
    </Folded>
  );
}

export function SourceAges({
  statuses,
  online,
  now,
  snapshots = {},
  folded = false,
  notes = [],
}: {
  statuses: SourceStatus[];
  online: boolean;
  now: number;
  /** The build's shipped catalogue, which says what a snapshot's date is. */
  snapshots?: Partial<Record<Protocol, ShippedSnapshot>>;
  /** Results are on screen: one summary line, the per-source lines on request. */
  folded?: boolean;
  /** Folded: the live region's sentences, shown with the per-source lines. */
  notes?: string[];
}) {
  const props = { statuses, online, now, snapshots };
  return folded ? <FoldedSourceAges {...props} notes={notes} /> : <SourceLines {...props} />;
}

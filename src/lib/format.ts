/** First 6 and last 4 characters, as addresses are shown; short values are shown whole. */
export function shortenAddress(address: string): string {
  return address.length > 13 ? `${address.slice(0, 6)}...${address.slice(-4)}` : address;
}

/** 'just now', '5 min ago', '3 h ago', '2 days ago'. */
export function formatAge(updatedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - updatedAt) / 60000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A local date and time as 'YYYY-MM-DD HH:MM', built by hand: the first toLocaleString of a
 * page initialises ICU (tens of ms on a phone, measured 89 ms in the bench's cold visit) and the
 * data-age strip renders during start-up.
 */
export function formatTimestamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A snapshot's date as '20 Nov 2026' (UTC: snapshots are dated by day, wherever they are read). */
export function formatDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Shipped data older than this says how old it is, in so many words. */
export const OLD_DATA_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * How old data of `takenAt` is, said plainly once it is over OLD_DATA_DAYS: 'over 3 months old',
 * 'over 2 years old'; null when it is younger.
 */
export function oldAge(takenAt: number, now: number): string | null {
  const days = Math.floor((now - takenAt) / DAY_MS);
  if (days <= OLD_DATA_DAYS) return null;
  const from = new Date(takenAt);
  const to = new Date(now);
  let months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  if (months >= 12) {
    const years = Math.floor(months / 12);
    return `over ${years} year${years === 1 ? '' : 's'} old`;
  }
  return `over ${months} months old`;
}

/** What the page knows of a shipped snapshot: its date and, for a generated list, its package. */
export interface SnapshotFacts {
  takenAt: number;
  registryVersion?: string;
  undated?: true;
}

/**
 * Whether the data held is this build's snapshot of a generated list with no known date: its
 * `updatedAt` is then only the build's day, which is never shown as the data's date.
 */
export function isUndated(
  status: { updatedAt: number | null; origin: 'live' | 'snapshot' | null },
  snapshot?: SnapshotFacts,
): boolean {
  return (
    snapshot?.undated === true &&
    status.origin === 'snapshot' &&
    snapshot.takenAt === status.updatedAt
  );
}

/**
 * Where the data held comes from and how old it is: 'updated 5 min ago' (live), 'snapshot of
 * 20 Nov 2026' (the catalogue shipped with the app) or, for a list generated from a package's
 * token registry, 'registry 6.1.5, published 22 Aug 2026' (the day that version was published to
 * npm) or, when that day is not on record, 'registry 6.1.5, publish date unknown'; dated shipped
 * data over OLD_DATA_DAYS old adds ' · over 2 years old'. Null without data.
 */
export function dataAge(
  status: { hasData: boolean; updatedAt: number | null; origin: 'live' | 'snapshot' | null },
  now: number,
  snapshot?: SnapshotFacts,
): string | null {
  if (!status.hasData || status.updatedAt === null) return null;
  if (status.origin !== 'snapshot') return `updated ${formatAge(status.updatedAt, now)}`;
  // The build's facts describe the data only when it is that build's snapshot.
  const registry =
    snapshot?.registryVersion !== undefined && snapshot.takenAt === status.updatedAt
      ? `registry ${snapshot.registryVersion}`
      : null;
  // Only a generated list (one with a registry version) is ever undated.
  if (isUndated(status, snapshot)) return `${registry}, publish date unknown`;
  const day = formatDay(status.updatedAt);
  const old = oldAge(status.updatedAt, now);
  const dated = registry === null ? `snapshot of ${day}` : `${registry}, published ${day}`;
  return `${dated}${old ? ` · ${old}` : ''}`;
}

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

/**
 * Where the data held comes from and how old it is: 'updated 5 min ago' (live) or
 * 'snapshot of 20 Nov 2026' (the catalogue shipped with the app); null without data.
 */
export function dataAge(
  status: { hasData: boolean; updatedAt: number | null; origin: 'live' | 'snapshot' | null },
  now: number,
): string | null {
  if (!status.hasData || status.updatedAt === null) return null;
  return status.origin === 'snapshot'
    ? `snapshot of ${formatDay(status.updatedAt)}`
    : `updated ${formatAge(status.updatedAt, now)}`;
}

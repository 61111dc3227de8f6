// Dates in words on cards and tooltips ('4 Sep 2024'), the same in every browser and locale.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '4 Sep 2024' for a time in ms since epoch (UTC), '' when it is not a valid time. */
export function dayOf(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '4 Sep 2024' for '2024-09-04'; the text itself when it is no such day. */
export function dayText(day: string): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`)) || day;
}

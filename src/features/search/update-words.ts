// What new source data changed under the results on screen, said in one polite line. Its own
// module, imported by the results list: the first screen's code only decides that the answer
// changed (./settle), and the words load with the results they describe.
import type { SearchResponse } from '../../shared/contract';

const optionsWord = (count: number) => (count === 1 ? '1 option' : `${count} options`);

/**
 * What changed between two answers to one search, in a few words ('2 options added, 1 removed',
 * 'other chains for 1 option'): the heading and the toast already say the new count. The
 * answers may hold only a first batch: options past it count by the totals.
 */
export function answerChange(before: SearchResponse, after: SearchResponse): string {
  const earlier = new Map(before.options.map((option) => [option.id, option]));
  const now = new Set(after.options.map((option) => option.id));
  let added = after.options.filter((option) => !earlier.has(option.id)).length;
  let removed = before.options.filter((option) => !now.has(option.id)).length;
  const rechained = after.options.filter((option) => {
    const was = earlier.get(option.id);
    return (
      was !== undefined && was.availableChains.join('\n') !== option.availableChains.join('\n')
    );
  }).length;
  const beyond = after.total - after.options.length - (before.total - before.options.length);
  if (beyond > 0) added += beyond;
  else removed -= beyond;
  const parts = [
    added > 0 && `${optionsWord(added)} added`,
    removed > 0 && (added > 0 ? `${removed} removed` : `${optionsWord(removed)} removed`),
    rechained > 0 && `other chains for ${optionsWord(rechained)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'the same options in a new order';
}

/**
 * The polite line after new data changed the answer on screen: where the data came from (a live
 * source, or more data loading: the shipped snapshot or stored data, never claimed as a source
 * that answered) and what changed.
 */
export function updatedText(
  before: SearchResponse,
  after: SearchResponse,
  fromLive: boolean,
): string {
  const change = answerChange(before, after);
  return fromLive
    ? `Updated from the live source: ${change}`
    : `Updated as more data loaded: ${change}`;
}

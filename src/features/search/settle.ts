// Whether new source data changed the answer on screen (the words for it: ./update-words).
import type { SearchResponse, SourceStatus } from '../../shared/contract';

/**
 * The live data held: changes when a source's live download replaces its shipped snapshot or
 * brings new data, and not when a snapshot arrives or a refresh confirms the data held.
 */
export function liveVersion(statuses: SourceStatus[]): string {
  return statuses
    .filter((status) => status.hasData && status.origin === 'live')
    .map((status) => `${status.protocol}:${status.dataId ?? ''}`)
    .join('|');
}

/** Whether two answers to one search show the same options, in the same order, on the same chains. */
export function sameAnswer(a: SearchResponse, b: SearchResponse): boolean {
  if (a.total !== b.total || a.options.length !== b.options.length) return false;
  return a.options.every((option, index) => {
    const other = b.options[index];
    return (
      other !== undefined &&
      other.id === option.id &&
      other.availableChains.join('\n') === option.availableChains.join('\n')
    );
  });
}

import { useSyncExternalStore } from 'react';
import type { SourceStatus } from '../shared/contract';
import type { Protocol } from '../shared/tokens';
import { useStatusStore } from './DataProvider';

/** Live status of every source, pushed by the worker. Empty until the first answer. */
export function useSourceStatuses(): SourceStatus[] {
  const store = useStatusStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/**
 * One value derived from the statuses. A component re-renders only when that value changes
 * (compared with Object.is), not on every push: select primitives such as `isSearchReady`.
 */
export function useSourceStatusSelector<T>(select: (statuses: SourceStatus[]) => T): T {
  const store = useStatusStore();
  const read = () => select(store.getSnapshot());
  const readServer = () => select(store.getServerSnapshot());
  return useSyncExternalStore(store.subscribe, read, readServer);
}

/**
 * Changes whenever the searchable data changes (a source arrives, or a refresh brings new data),
 * and only then: loading flags, errors and a refresh that confirms the data held (a 304) leave
 * it as it is, so searches on screen and those being prepared are not asked again for nothing.
 */
export function dataVersion(statuses: SourceStatus[], protocol?: Protocol): string {
  return statuses
    .filter((status) => protocol === undefined || status.protocol === protocol)
    .map(
      (status) =>
        `${status.protocol}:${status.hasData ? `${status.dataId ?? ''}:${status.origin ?? ''}` : '-'}`,
    )
    .join('|');
}

/**
 * Whether searching makes sense yet: search waits for token data only until the first source
 * has data (or every source has failed), not for all three.
 */
export function isSearchReady(statuses: SourceStatus[]): boolean {
  if (statuses.length === 0) return false;
  // A source with no data, no download and no error has not started yet: not a failure.
  return (
    statuses.some((status) => status.hasData) ||
    statuses.every((status) => !status.loading && status.error !== null)
  );
}

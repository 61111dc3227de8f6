// Which sources the data line warns about. The live region says it in sentences (DataFreshness)
// and the folded line in a few words (SourceAges): one definition, so the two never disagree.
import type { SourceError } from '../../shared/errors';
import type { SourceStatus } from '../../shared/contract';

/** A source whose download failed while data it holds (the snapshot or a saved copy) answers. */
export function refreshFailed(
  status: SourceStatus,
): status is SourceStatus & { error: SourceError } {
  return status.hasData && status.updatedAt !== null && status.error !== null && !status.loading;
}

/** This browser stores nothing at all. */
export function storageUnavailable(statuses: SourceStatus[]): boolean {
  return statuses.some((status) => status.storage === 'unavailable');
}

/** A source whose latest list answers but could not be stored. */
export function notSaved(status: SourceStatus): boolean {
  return status.hasData && (status.storage === 'full' || status.storage === 'failed');
}

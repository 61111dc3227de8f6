// Expected failures travel as values with a stable code and the exact user-facing text.
import type { Protocol } from './tokens';

export type SourceErrorCode =
  | 'http' // non-OK status
  | 'network' // fetch rejected (offline, DNS, CORS)
  | 'timeout'
  | 'shape' // payload of the wrong overall shape
  | 'storage' // IndexedDB full or unavailable
  | 'unknown';

export interface SourceError {
  code: SourceErrorCode;
  /** User-facing message, word for word as the product states it. */
  message: string;
  /** Developer detail (status code, exception text); never shown as markup. */
  detail?: string;
}

/** 'An error occurred' is the text for any failure that is not a failed fetch. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

export function fetchFailedMessage(protocol: Protocol): string {
  return `Failed to fetch ${protocol} data`;
}

export function sourceError(
  protocol: Protocol,
  code: SourceErrorCode,
  detail?: string,
): SourceError {
  return {
    code,
    // A fetch that never got an OK answer (status, network, timeout) is a failed fetch.
    message:
      code === 'http' || code === 'network' || code === 'timeout'
        ? fetchFailedMessage(protocol)
        : GENERIC_ERROR_MESSAGE,
    ...(detail === undefined ? {} : { detail }),
  };
}

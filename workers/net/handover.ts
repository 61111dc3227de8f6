// The worker's side of the page's early downloads (see src/shared/early-start.ts): requests for
// files the page's start script is already fetching are answered with the page's responses, so a
// first visit downloads the shipped catalogue once, and from the moment the page starts, not from
// when the worker's own script has arrived.
import { HANDOVER_KEY, type HandoverMessage } from '../../src/shared/early-start';

export interface Handover {
  /** Takes a message of the start script; false for any other message (Comlink's). */
  onMessage(data: unknown): boolean;
  /** `fetch`, answering the first plain GET of each announced URL with the page's response. */
  wrap(fetchFn: typeof fetch): typeof fetch;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Waits for `promise`, or rejects as fetch does when `signal` aborts first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    promise.then(resolve, reject);
  });
}

export function createHandover(baseUrl: string): Handover {
  const announced = new Map<string, Promise<HandoverMessage & { url: string }>>();
  const deliver = new Map<string, (message: HandoverMessage & { url: string }) => void>();
  const absolute = (url: string) => new URL(url, baseUrl).href;
  const expect = (url: string) => {
    // Once per URL: a request may already have taken its promise from `announced`.
    if (deliver.has(url)) return;
    announced.set(url, new Promise((resolve) => deliver.set(url, resolve)));
  };

  return {
    onMessage(data) {
      const message = (data as Record<string, unknown> | null)?.[HANDOVER_KEY] as
        HandoverMessage | undefined;
      if (!message || typeof message !== 'object') return false;
      if ('expect' in message) {
        for (const url of message.expect) expect(absolute(url));
      } else if (typeof message.url === 'string') {
        const url = absolute(message.url);
        expect(url);
        deliver.get(url)?.({ ...message, url });
      }
      return true;
    },
    wrap(fetchFn) {
      return async (input, init) => {
        const url = absolute(urlOf(input));
        const pending = announced.get(url);
        const headers = new Headers(init?.headers);
        const plain =
          (init?.method ?? 'GET').toUpperCase() === 'GET' &&
          !headers.has('if-none-match') &&
          !headers.has('if-modified-since');
        if (!pending || !plain) return fetchFn(input, init);
        // Once: a later request (a retry, a revalidation) goes to the network.
        announced.delete(url);
        const message = await unlessAborted(pending, init?.signal);
        if ('body' in message && message.body) {
          try {
            return new Response(message.body, {
              status: message.status ?? 200,
              statusText: message.statusText ?? '',
              headers: message.headers ?? [],
            });
          } catch {
            // A status a Response cannot carry: the network answers instead.
          }
        }
        return fetchFn(input, init);
      };
    },
  };
}

/**
 * Loads a chunk, and when that fails because the visitor is offline, loads it again once the
 * network is back. A first visit that goes offline before the chunk was fetched has no service
 * worker yet to serve it, and that is not an error of the app.
 */
export function loadWhenOnline<T>(
  load: () => Promise<T>,
  target: Pick<Window, 'addEventListener'> & { navigator: Pick<Navigator, 'onLine'> } = window,
): Promise<T> {
  return load().catch((error: unknown) => {
    if (target.navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      target.addEventListener('online', () => loadWhenOnline(load, target).then(resolve, reject), {
        once: true,
      });
    });
  });
}

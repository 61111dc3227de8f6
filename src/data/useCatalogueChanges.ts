import { useCallback, useEffect, useState } from 'react';
import type { CatalogueChanges } from '../shared/contract';
import { useDataApi } from './DataProvider';

/**
 * What changed in the lists since the visitor's last visit, pushed by the
 * worker: null on a first visit, when nothing changed and once dismissed. `dismiss` hides it at
 * once and makes the loaded lists the new baseline.
 */
export function useCatalogueChanges(): {
  changes: CatalogueChanges | null;
  dismiss: () => void;
} {
  const api = useDataApi();
  const [changes, setChanges] = useState<CatalogueChanges | null>(null);

  useEffect(() => {
    let active = true;
    const subscription = api
      .subscribeChanges({
        listener: (next) => {
          if (active) setChanges(next);
        },
      })
      .catch((error: unknown) => {
        console.error('Could not subscribe to catalogue changes', error);
        return null;
      });
    return () => {
      active = false;
      void subscription
        .then((id) => {
          if (id !== null) return api.unsubscribe({ id });
        })
        .catch((error: unknown) =>
          console.error('Could not unsubscribe from catalogue changes', error),
        );
    };
  }, [api]);

  const dismiss = useCallback(() => {
    setChanges(null);
    api
      .dismissChanges()
      .catch((error: unknown) => console.error('Dismissing changes failed', error));
  }, [api]);

  return { changes, dismiss };
}

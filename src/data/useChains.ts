import { useEffect, useState } from 'react';
import type { ChainChoice } from '../shared/contract';
import { useDataApi } from './DataProvider';
import { dataVersion, useSourceStatusSelector } from './useSourceStatuses';

/** Canonical chains present in the loaded data, sorted by name; follows source arrivals. */
export function useChains(): ChainChoice[] {
  const api = useDataApi();
  // Only data changes matter here, not every loading flag: the caller re-renders only then.
  const version = useSourceStatusSelector(dataVersion);
  const [chains, setChains] = useState<ChainChoice[]>([]);

  useEffect(() => {
    let current = true;
    api
      .listChains()
      .then((list) => {
        // The worker sorts them (off the main thread: a first localeCompare initialises ICU,
        // measured at 48 ms of a cold visit's main thread).
        if (current) setChains(list);
      })
      .catch((error: unknown) => console.error('Listing chains failed', error));
    return () => {
      current = false;
    };
  }, [api, version]);

  return chains;
}

// Hands the data API to the screens through React context, so the app runs on the worker
// and component tests run on a plain fake object implementing the same contract.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BridgeDataWorkerApi } from '../shared/contract';
import { createStatusStore, type StatusStore } from './status-store';

interface DataContextValue {
  api: BridgeDataWorkerApi;
  statuses: StatusStore;
}

const DataContext = createContext<DataContextValue | null>(null);

export function DataProvider({
  api,
  statuses,
  children,
}: {
  api: BridgeDataWorkerApi;
  /** The page's store, subscribed since start-up; one on demand otherwise (tests, prerender). */
  statuses?: StatusStore;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ api, statuses: statuses ?? createStatusStore(api) }),
    [api, statuses],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

function useDataContext(): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error('Data hooks need a <DataProvider> above them');
  return value;
}

export function useDataApi(): BridgeDataWorkerApi {
  return useDataContext().api;
}

export function useStatusStore(): StatusStore {
  return useDataContext().statuses;
}

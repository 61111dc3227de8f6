// The header's logo asks the home screen to reset its search, even when the URL is
// already '/': a counter in context that the home screen watches.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ResetSignal {
  count: number;
  request: () => void;
}

const ResetContext = createContext<ResetSignal>({ count: 0, request: () => {} });

export function ResetSignalProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const request = useCallback(() => setCount((value) => value + 1), []);
  const value = useMemo(() => ({ count, request }), [count, request]);
  return <ResetContext.Provider value={value}>{children}</ResetContext.Provider>;
}

export function useResetSignal(): ResetSignal {
  return useContext(ResetContext);
}

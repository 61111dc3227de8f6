// Stands in for the 'use-sync-external-store/shim' package that wouter imports (vite.config.ts
// aliases it here). The shim re-implements the hook for React 16 and 17; React 19 has it built in,
// so the page need not ship the copy (about 0.4 KB gzip of initial JS).
export { useSyncExternalStore } from 'react';

// The catalogue shipped with this build, per source: its file on our origin and its date.
// vite.config.ts defines it from scripts/catalogue/catalogue.json (empty when switched off).
import type { ShippedSnapshot } from '../shared/contract';
import type { Protocol } from '../shared/tokens';

declare const __SHIPPED_SNAPSHOTS__: Partial<Record<Protocol, ShippedSnapshot>>;

export const shippedSnapshots: Partial<Record<Protocol, ShippedSnapshot>> = __SHIPPED_SNAPSHOTS__;

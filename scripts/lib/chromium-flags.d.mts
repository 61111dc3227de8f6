// Types for scripts/lib/chromium-flags.mjs, used by playwright.config.ts.
export declare const CHROMIUM_NETWORK_FLAGS: readonly string[];
export declare const CHROMIUM_DISABLED_FEATURES: readonly string[];
export declare const CHROMIUM_HARNESS_FLAGS: readonly string[];

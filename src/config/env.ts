// The one place the page and worker read their configuration. vite.config.ts validates the
// VITE_* variables with parseEnv (an invalid value fails the build loudly) and defines the result
// as __APP_CONFIG__, so the validator itself is not shipped.
import type { AppConfig } from './env-schema';

declare const __APP_CONFIG__: AppConfig;

export const config: AppConfig = __APP_CONFIG__;

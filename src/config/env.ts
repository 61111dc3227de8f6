// The one place that reads import.meta.env. Invalid configuration fails the page loudly at start.
import { parseEnv, type AppConfig } from './env-schema';

export const config: AppConfig = parseEnv(import.meta.env as Record<string, string | undefined>);

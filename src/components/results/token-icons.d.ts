// The icon lists the build generates (scripts/vite/token-icons.ts).
declare module 'virtual:token-icons' {
  /** Upper-case symbols with an icon at /icons/tokens/{SYMBOL}.svg. */
  export const TOKEN_ICONS: ReadonlySet<string>;
  /** Canonical chain ids with an icon at /icons/networks/{id}.svg. */
  export const NETWORK_ICONS: ReadonlySet<string>;
}

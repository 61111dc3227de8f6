// The flags of the system Chromium that every harness here launches: the e2e suite, the bench
// and Lighthouse. One list, so what the tests run in and what the figures are measured in agree.

/** What works on this machine's closed network (see docs/testing.md, "The browser"). */
export const CHROMIUM_NETWORK_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Desktop browser chrome that Chromium 156 loads in a renderer of its own whenever a window
 * opens: the omnibox popup WebUI, preloaded for the address bar a headless browser never shows.
 * It burned 0.8-1 s of CPU during each measured visit on this 2-core machine (CPU per process
 * from /proc; a repeat visit's results: 1121-1792 ms with it, 678-995 ms without, 6 runs each),
 * time a phone never loses to our page. With any one of these names alone it still loads.
 */
export const CHROMIUM_DISABLED_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'FullWebUIOmniboxFrame',
];

/** The flags for a headless harness browser. */
export const CHROMIUM_HARNESS_FLAGS = [
  ...CHROMIUM_NETWORK_FLAGS,
  `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
];

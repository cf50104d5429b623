// How the tests start Debian's Chromium, in one place for test/helpers/browser.ts and scripts/shared-browser.mjs
// (plain JavaScript: the runner starts the shared browser on plain Node, without tsx).

/** Debian's Chromium, headless. Never downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this network-less machine needs. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * scripts/test.mjs starts one Chromium for a whole run (scripts/shared-browser.mjs) and puts its Playwright
 * endpoint in this variable: test files connect to it instead of each launching its own.
 */
export const SHARED_BROWSER_ENV = 'FE_DOCS_TEST_BROWSER_WS';

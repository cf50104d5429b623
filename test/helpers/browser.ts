import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_BROWSER_ENV } from './chromium-launch.mjs';

/** Debian's Chromium, headless, with the flags this network-less machine needs. Never downloads a browser. */
export { CHROMIUM };

/**
 * A browser for one test file. Within a run of scripts/test.mjs that is the run's one Chromium, connected to
 * (scripts/shared-browser.mjs): launching Chromium cost each of the ≈40 browser files about a second of CPU. The
 * file's contexts are its own, as with a browser of its own, and `close()` closes them and disconnects, leaving
 * the browser to the other files. Run alone (or if the shared browser cannot be reached), the file launches its own.
 *
 * Pages carry a strict Content-Security-Policy, which forbids eval: Playwright evaluates string predicates
 * (`waitForFunction('…')`) with it. So contexts ignore the policy unless a test asks for it with
 * `bypassCSP: false` (test/e2e/security/csp.test.ts does).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await connectOrLaunch();
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (opts = {}) => newContext({ bypassCSP: true, ...opts });
  browser.newPage = (opts = {}) => newPage({ bypassCSP: true, ...opts });
  return browser;
}

/**
 * The Content-Security-Policy refusals Chromium reports on `page`'s console from now on (a refused script, style
 * element or style attribute): a test that enforces the policy (`bypassCSP: false`) expects none.
 */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

async function connectOrLaunch(): Promise<Browser> {
  const endpoint = process.env[SHARED_BROWSER_ENV];
  if (endpoint) {
    try {
      return await chromium.connect(endpoint, { timeout: 60_000 });
    } catch (e) {
      console.error(`the run's shared browser cannot be reached (${String(e)}); launching one for this file`);
    }
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

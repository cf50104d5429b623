import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this network-less machine needs. Never downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Pages carry a strict Content-Security-Policy, which forbids eval: Playwright evaluates string predicates
 * (`waitForFunction('…')`) with it. So contexts ignore the policy unless a test asks for it with
 * `bypassCSP: false` (test/e2e/security/csp.test.ts does).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (opts = {}) => newContext({ bypassCSP: true, ...opts });
  browser.newPage = (opts = {}) => newPage({ bypassCSP: true, ...opts });
  return browser;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

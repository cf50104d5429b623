import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { MINIMAL_CONFIG } from '../helpers/site.js';
import { document } from '../e2e/client/browser-globals.js';
import { newPage, serveFixture, type ServedSite } from '../e2e/client/fixtures.js';

const COUNTER = `import { useState } from 'react';
export default function Counter({ start, label }: { start: number; label: string }) {
  const [n, setN] = useState(start);
  return <button type="button" className="counter" onClick={() => setN(n + 1)}>{label}: {n}</button>;
}
`;

describe('islands', () => {
  let browser: Browser;
  let site: ServedSite;
  before(async () => {
    [browser, site] = await Promise.all([
      launchBrowser(),
      serveFixture({
        'site.config.yaml': MINIMAL_CONFIG,
        'src/components/Counter.tsx': COUNTER,
        'content/docs/isla.mdx': `---\ntitle: Isla\n---\nimport Counter from '@site/src/components/Counter';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nUn contador: <Counter client:load start={3} label="Clics </script>" />\n\nY [sin islas](./plana.mdx).\n\n${'Relleno.\n\n'.repeat(150)}<Counter client:visible start={10} label="Abajo" />\n`,
        'content/docs/plana.mdx': `---\ntitle: Plana\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value="a" label="A">Uno</TabItem>\n<TabItem value="b" label="B">Dos</TabItem>\n</Tabs>\n\nIr a [la isla](./isla.mdx).\n`,
      }),
    ]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  const scripts = (requests: string[]) => requests.filter((u) => u.endsWith('.js'));
  async function open(path: string): Promise<{ page: Page; requests: string[]; errors: Error[]; warnings: string[] }> {
    const { page, errors, warnings } = await newPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('response', (r) => r.status() === 404 && warnings.push(`404 ${r.url()}`));
    await page.goto(site.url + path);
    return { page, requests, errors, warnings };
  }

  test('an island is server-rendered, then hydrated: the counter counts', async () => {
    const { page, requests, errors, warnings } = await open('docs/isla');
    const island = page.locator('fe-island').first();
    assert.equal(await island.getAttribute('data-mode'), 'load');
    assert.match(
      await page
        .locator('script[type="application/json"][id^="fe-island-props-"]')
        .first()
        .evaluate((s) => (s as { textContent: string }).textContent),
      /\\u003c\/script>/,
    );
    const button = page.locator('fe-island button.counter').first();
    assert.equal(await button.textContent(), 'Clics </script>: 3');
    await page.waitForFunction(() => document.querySelectorAll('script[src*="/assets/islands-"]').length === 1);
    await button.click();
    await page.waitForFunction(() => document.querySelector('fe-island button')?.textContent === 'Clics </script>: 4');
    assert.ok(
      scripts(requests).some((u) => /\/assets\/island-chunk-|\/assets\/Counter-/.test(u)),
      scripts(requests).join('\n'),
    );
    assert.deepEqual(errors, []);
    // Chromium's own /favicon.ico request (the fixture has none) is the only 404 it may log.
    assert.deepEqual(
      warnings.filter((w) => !w.startsWith('Failed to load resource')),
      [],
    );
    await page.close();
  });

  test('a client:visible island hydrates once it scrolls into view', async () => {
    const { page } = await open('docs/isla');
    const clickBelow = () =>
      page.evaluate(() => {
        const b = document.querySelectorAll('fe-island button')[1];
        b.click();
        return b.textContent as string;
      });
    await page.waitForFunction(() => document.querySelector('fe-island button')?.textContent === 'Clics </script>: 3');
    assert.equal(await page.locator('fe-island').nth(1).getAttribute('data-mode'), 'visible');
    assert.equal(await clickBelow(), 'Abajo: 10', 'not hydrated while out of view');
    await page.locator('fe-island').nth(1).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const b = document.querySelectorAll('fe-island button')[1];
      b.click();
      return b.textContent !== 'Abajo: 10';
    });
    await page.close();
  });

  test('a page without islands (tabs included) loads no React and no hydration script', async () => {
    const { page, requests } = await open('docs/plana');
    await page.locator('.tabs [role="tab"][data-value="b"]').click();
    assert.equal(await page.locator('.tabs [role="tabpanel"]').nth(1).isVisible(), true);
    assert.deepEqual(
      scripts(requests).map((u) => u.replace(/.*\/assets\//, '').replace(/-[A-Za-z0-9]+\.js$/, '')),
      ['app'],
    );
    assert.equal(await page.locator('script[src*="islands-"]').count(), 0);
    await page.close();
  });

  test("after a client-side navigation the new page's island is hydrated", async () => {
    const { page } = await open('docs/plana');
    await page.locator('.markdown a[href$="/docs/isla"]').click();
    await page.waitForURL(/\/docs\/isla$/);
    await page.waitForFunction(() => !!document.querySelector('fe-island button'));
    // Hydration happens after the chunk loads: click until React answers.
    await page.waitForFunction(() => {
      const b = document.querySelector('fe-island button');
      b.click();
      return !/: 3$/.test(b.textContent ?? '');
    });
    await page.close();
  });
});

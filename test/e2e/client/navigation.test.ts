import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Route } from 'playwright-core';
import { documentIsMarked, markDocument, newPage, useServedSite } from './fixtures.js';
import { document, window, history, scrollTo, scrollY, addEventListener, requestIdleCallback, requestAnimationFrame, Navigator } from './browser-globals.js';

/** Client-side navigation (spec §2): instant page changes, prefetching, progress bar, scroll, errors and crashes. */
describe('client-side navigation', () => {
  const { ctx, u, open } = useServedSite();

  /** Requests the page makes for HTML documents of the site (navigations and prefetches). */
  function htmlRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (r) => r.resourceType() === 'fetch' && seen.push(new URL(r.url()).pathname));
    return seen;
  }

  test('an internal link changes the page without a full load; head, history and fe-docs:page follow', async () => {
    const { page, context, errors } = await open('/docs/intro');
    await markDocument(page);
    await page.evaluate(() => {
      (window as unknown as { pages: number }).pages = 0;
      document.addEventListener('fe-docs:page', () => (window as unknown as { pages: number }).pages++);
    });
    await page.click('main a[href="/docs/guia"]');
    await page.waitForURL(u('/docs/guia'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
    assert.ok(await documentIsMarked(page), 'the document was not reloaded');
    assert.equal(await page.title(), 'Guía | Sitio de prueba');
    assert.equal(await page.getAttribute('link[rel="canonical"]', 'href'), 'https://example.org/docs/guia');
    assert.match((await page.getAttribute('meta[property="og:title"]', 'content')) ?? '', /^Guía/);
    assert.equal(await page.evaluate(() => (window as unknown as { pages: number }).pages), 1);
    // The sidebar marks the new page; the route announcer reads the new title.
    assert.equal(await page.textContent('.doc-sidebar a[aria-current="page"]'), 'Guía');
    assert.equal(await page.textContent('.route-announcer'), 'Guía | Sitio de prueba');
    // Back goes to the previous page, still without a full load.
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción');
    assert.ok(await documentIsMarked(page));
    assert.equal(page.url(), u('/docs/intro'));
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
    assert.ok(await documentIsMarked(page));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('links the router must leave to the browser: other origins, new tabs, files, other locales', async () => {
    const { page, context } = await open('/docs/intro');
    const routable = await page.evaluate(() => {
      const make = (href: string, attrs: Record<string, string> = {}) => {
        const a = document.createElement('a');
        a.href = href;
        for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
        a.textContent = href;
        document.querySelector('main')!.append(a);
        let prevented = false;
        // Learn whether the router took the click, without following the link.
        const spy = (e: Event) => ((prevented = e.defaultPrevented), e.preventDefault());
        addEventListener('click', spy, { once: true });
        a.click();
        a.remove();
        return prevented;
      };
      return {
        page: make('/docs/guia'),
        other: make('https://example.com/docs/guia'),
        blank: make('/docs/guia', { target: '_blank' }),
        download: make('/docs/guia', { download: '' }),
        feed: make('/blog/rss.xml'),
        markdown: make('/docs/intro.md'),
        locale: make('/en/docs/intro'),
        dotted: make('/blog/2024/01/15/xbuilder-1.1.7.Final'),
      };
    });
    assert.deepEqual(routable, { page: true, other: false, blank: false, download: false, feed: false, markdown: false, locale: false, dotted: true });
    // The router took the last click, to a post this site does not have: its preload fails and the browser loads the
    // URL in full. Closing the context while that navigation is under way stalled Chromium in a loaded full run (the
    // file hung until the runner's limit), so the test waits for it to end.
    await page.waitForURL(u('/blog/2024/01/15/xbuilder-1.1.7.Final'));
    await page.waitForFunction(() => document.documentElement.dataset.kind === 'not-found');
    await context.close();
  });

  test('after a route change the page is at the top, or at the hash target; back and forward restore the scroll', async () => {
    const { page, context } = await open('/docs/guia');
    await page.evaluate(() => scrollTo(0, 1500));
    await page.waitForFunction(() => Math.round(scrollY) === 1500);
    // A click that does not scroll the link into view first (Playwright's click would).
    await page.evaluate(() => document.querySelector('main a[href="/docs/intro"]')!.click());
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción');
    assert.equal(await page.evaluate(() => scrollY), 0, 'a new page starts at the top');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
    await page.waitForFunction(() => Math.round(scrollY) === 1500, undefined, { timeout: 10_000 });
    // A link with a hash lands on its target.
    await page.click('main a[href="/docs/intro"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/guia#detalle-9';
      a.id = 'to-hash';
      a.textContent = 'ir';
      document.querySelector('main')!.prepend(a);
    });
    await page.click('#to-hash');
    await page.waitForURL(u('/docs/guia#detalle-9'));
    const top = await page.evaluate(() => document.getElementById('detalle-9')!.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 120, `the hash target is at the top of the window (top ${top})`);
    await context.close();
  });

  test('paths ending in .html or /index.html are normalised', async () => {
    const { page, context } = await open('/docs/guia/index.html?x=1#seccion-2');
    assert.equal(page.url(), u('/docs/guia?x=1#seccion-2'));
    await markDocument(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/intro.html';
      a.id = 'html-link';
      a.textContent = 'html';
      document.querySelector('main')!.prepend(a);
    });
    await page.click('#html-link');
    await page.waitForURL(u('/docs/intro'));
    assert.equal(await page.textContent('h1'), 'Introducción');
    assert.ok(await documentIsMarked(page));
    await context.close();
  });

  test('pages are prefetched on hover and when their links come into view', async () => {
    const { page, context } = await newPage(ctx.browser);
    const seen = htmlRequests(page);
    await page.goto(u('/docs/intro'));
    // The intro's content links to the guide and to "solo en 2.0", both in view: prefetched once the page is idle.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/docs/solo-2')));
    assert.ok(seen.includes('/docs/solo-2'));
    // Hover: the blog link in the navbar is not in <main>, so only hovering fetches it.
    assert.ok(!seen.includes('/blog'));
    await page.hover('.navbar-left a[href="/blog"]');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/blog')));
    const before = seen.length;
    await markDocument(page);
    await page.click('.navbar-left a[href="/blog"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Blog');
    assert.equal(seen.filter((p) => p === '/blog').length, 1, 'the prefetched page is not fetched again');
    assert.ok(seen.length >= before);
    await context.close();
  });

  for (const [name, connection] of [
    ['2g', { effectiveType: '2g', saveData: false }],
    ['slow-2g', { effectiveType: 'slow-2g', saveData: false }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection, and links still work`, async () => {
      const { page, context } = await newPage(ctx.browser);
      await page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c }), connection);
      const seen = htmlRequests(page);
      await page.goto(u('/docs/intro'));
      await page.waitForLoadState('load');
      await page.hover('.navbar-left a[href="/blog"]');
      await page.hover('main a[href="/docs/guia"]');
      // Give idle callbacks a chance to run: wait for two animation frames and an idle period.
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(r)), { timeout: 3000 })));
      await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3000 })));
      assert.deepEqual(seen, [], 'no page was prefetched');
      await page.click('main a[href="/docs/guia"]');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
      assert.deepEqual(seen, ['/docs/guia'], 'the click itself fetches the page');
      await context.close();
    });
  }

  test('a navigation that takes longer than 200 ms shows a progress bar, removed when the page is in', async () => {
    const { page, context } = await newPage(ctx.browser);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // Held from the start: the prefetch of this visible link waits too, and the click waits for it.
    await page.route('**/docs/solo-2', async (route: Route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(u('/docs/intro'));
      await page.click('main a[href="/docs/solo-2"]');
      await page.waitForSelector('.nav-progress', { state: 'attached' });
      release();
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Solo en 2.0');
      assert.equal(await page.$('.nav-progress'), null);
    } finally {
      // A failed step must not leave the request held: a route handler that never returns keeps the browser from
      // closing, and the file then hangs until the runner's limit instead of failing.
      release();
      await context.close();
    }
  });

  test('a route that fails to preload (error status) is loaded by the browser instead', async () => {
    const { page, context } = await open('/docs/intro');
    await markDocument(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/no-existe';
      a.id = 'broken';
      a.textContent = 'roto';
      document.querySelector('main')!.prepend(a);
    });
    await page.click('#broken');
    await page.waitForURL(u('/docs/no-existe'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Página no encontrada');
    assert.equal(await documentIsMarked(page), false, 'a full load happened');
    await context.close();
  });

  test('a failed page load shows an error box with a Retry button that loads the page', async () => {
    const { page, context, errors } = await newPage(ctx.browser);
    // The network fails for this page from the start (its prefetch fails too, silently).
    await page.route('**/docs/solo-2', (route) => route.abort('internetdisconnected'));
    await page.goto(u('/docs/intro'));
    await markDocument(page);
    await page.click('main a[href="/docs/solo-2"]');
    await page.waitForSelector('.page-error[data-error="load-failed"]');
    assert.equal(await page.textContent('.page-error-title'), 'No se pudo cargar la página.');
    assert.equal(page.url(), u('/docs/solo-2'));
    await page.unroute('**/docs/solo-2');
    await page.click('.page-error-retry');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Solo en 2.0');
    assert.ok(await documentIsMarked(page));
    assert.equal(await page.$('.page-error'), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a page that crashes shows "Esta página falló.", the error message and "Intentar de nuevo"', async () => {
    const { page, context } = await open('/docs/intro');
    // A feature that throws once while the new page is set up.
    await page.evaluate(() => {
      let thrown = false;
      document.addEventListener('fe-docs:page', () => {
        if (thrown) return;
        thrown = true;
        throw new Error('fallo de prueba');
      });
    });
    await page.click('main a[href="/docs/guia"]');
    await page.waitForSelector('.page-error[data-error="crashed"]');
    assert.equal(await page.textContent('.page-error-title'), 'Esta página falló.');
    assert.equal(await page.textContent('.page-error-message'), 'fallo de prueba');
    assert.equal(await page.textContent('.page-error-retry'), 'Intentar de nuevo');
    await page.click('.page-error-retry');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
    assert.equal(await page.$('.page-error'), null);
    await context.close();
  });

  test('after a client-side navigation the next Tab reaches the skip link', async () => {
    const { page, context } = await open('/docs/intro');
    await page.click('main a[href="/docs/guia"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'skip-link');
    await context.close();
  });
});

import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build as buildSite, type BuildResult } from '../../src/index.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { createSite } from '../helpers/site.js';
import { serveDir } from '../helpers/static-server.js';

/** The app icon of the fixture sites: a square SVG like the OpenUBL logo. */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1a8f78"/><path d="M20 14h18l10 10v26a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z" fill="#fff"/></svg>';

export interface FixtureOptions {
  baseUrl?: string;
  /** Text that changes between two builds of "the same" site, shown on the home page and the guide. */
  release?: string;
  strategies?: string[];
  /** Extra lines under `pwa:` in site.config.yaml. */
  pwaExtra?: string;
}

/** A small docs site with a home page, two docs, a blog post and a logo; offline mode by query string or install. */
export function siteFiles(opts: FixtureOptions = {}): Record<string, string> {
  const release = opts.release ?? 'versión uno';
  const strategies = opts.strategies ?? ['appInstalled', 'standalone', 'queryString'];
  return {
    'site.config.yaml': `
title: Sitio sin conexión
tagline: Documentación que funciona sin red
url: https://example.org
baseUrl: ${opts.baseUrl ?? '/'}
favicon: img/logo.svg
navbar:
  title: Sin conexión
  logo:
    src: img/logo.svg
    alt: Logotipo
  items:
    - type: doc
      docId: intro
      label: Docs
    - to: /blog
      label: Blog
docs:
  - path: content/docs
blog:
  path: content/blog
pwa:
  offlineModeActivationStrategies: [${strategies.join(', ')}]
  shortName: SinRed
${opts.pwaExtra ?? ''}
`,
    'content/pages/index.md': `# Inicio\n\nEstado del sitio: ${release}.\n\n[Leer la introducción](/docs/intro)\n`,
    'content/docs/01-intro.md': '---\ntitle: Introducción\n---\n\nLa [guía de facturación](./02-guia.md) explica el resto.\n\n## Primeros pasos\n\nTexto.\n',
    'content/docs/02-guia.md': `# Guía de facturación\n\nCómo emitir comprobantes electrónicos firmados. Estado: ${release}.\n\n## Firmar\n\nUsa un certificado digital.\n`,
    'content/blog/2024-03-01-lanzamiento.md':
      '---\ntitle: Lanzamiento del modo sin conexión\ntags: [release]\n---\n\nYa puedes leer la documentación sin red.\n',
    'static/img/logo.svg': LOGO_SVG,
  };
}

export interface FixtureSite {
  root: string;
  out: string;
  /**
   * Build the site (again) into `out`, as `fe-docs build` does, swapping the new folder in atomically. A build with
   * errors rejects, unless `expectErrors` asks for its result.
   */
  build(files?: Record<string, string>, opts?: { expectErrors?: boolean }): Promise<BuildResult>;
  cleanup(): Promise<void>;
}

export async function createFixture(files: Record<string, string>): Promise<FixtureSite> {
  const site = await createSite(files);
  const out = path.join(site.root, 'build');
  const build = async (changed?: Record<string, string>, opts: { expectErrors?: boolean } = {}) => {
    if (changed) {
      const { writeFile, mkdir } = await import('node:fs/promises');
      for (const [rel, text] of Object.entries(changed)) {
        await mkdir(path.dirname(path.join(site.root, rel)), { recursive: true });
        await writeFile(path.join(site.root, rel), text.replace(/^\n/, ''));
      }
    }
    const result = await buildSite({ root: site.root, outDir: out });
    if (!result.ok && !opts.expectErrors) {
      throw new Error(
        'fixture does not build:\n' + result.diagnostics.map((d) => `${d.position?.file ?? ''}:${d.position?.line ?? ''} ${d.message}`).join('\n'),
      );
    }
    return result;
  };
  return { root: site.root, out, build, cleanup: site.cleanup };
}

export interface Served {
  /** Ends with the base URL. */
  url: string;
  close(): Promise<void>;
}

/** Serve a built folder with the real `fe-docs serve` handler (canonical redirects, 404 page, cache headers). */
export async function serveBuilt(out: string, base = '/'): Promise<Served> {
  return startStaticServer({ dir: out, base });
}

/** Serve a built folder with a plain static server (sirv, like most hosts: /x/index.html served as is). */
export async function servePlain(out: string, base = '/'): Promise<Served> {
  return serveDir(out, { base });
}

/** A fresh browser context (own service workers and caches) with page errors collected. */
export async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return { context, page, errors };
}

/** Wait until the page is controlled by an activated service worker; returns the worker's script URL. */
export async function waitForController(page: Page): Promise<string> {
  await page.waitForFunction('navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"', null, {
    timeout: 60_000,
  });
  return page.evaluate('navigator.serviceWorker.controller.scriptURL') as Promise<string>;
}

/** Registrations of the page's origin, as [scope, script URL]. */
export async function registrations(page: Page): Promise<[string, string][]> {
  return page.evaluate(
    `navigator.serviceWorker.getRegistrations().then((rs) => rs.map((r) => [r.scope, (r.active || r.waiting || r.installing || {}).scriptURL || '']))`,
  ) as Promise<[string, string][]>;
}

/** Text of the page's <main>, to check which version of a page is shown. */
export async function mainText(page: Page): Promise<string> {
  return page.locator('main').first().innerText();
}

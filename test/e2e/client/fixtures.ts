import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from '../../../src/index.js';
import { launchBrowser } from '../../helpers/browser.js';
import { writeSiteFiles } from '../../helpers/site.js';
import { sharedBuild } from '../../helpers/shared-build.js';
import { serveDir } from '../../helpers/static-server.js';
import { document, window } from './browser-globals.js';

/** A built site served on 127.0.0.1: `url` ends with the base URL the site is served at. */
export interface ServedSite {
  url: string;
  root: string;
  out: string;
  close(): Promise<void>;
}

/** Build a site folder in-process (the same stages as `fe-docs build`) and serve the output. */
export async function buildAndServe(root: string, opts: { serveBase?: string; out?: string } = {}): Promise<ServedSite> {
  const out = opts.out ?? path.join(root, 'build');
  const { baseUrl } = await buildOrThrow(root, out);
  const server = await serveDir(out, { base: opts.serveBase ?? baseUrl });
  return { url: server.url, root, out, close: server.close };
}

/** Build a site folder in-process; throws with the diagnostics if it does not build. */
async function buildOrThrow(root: string, out: string): Promise<{ baseUrl: string }> {
  const built = await build({ root, outDir: out });
  if (!built.ok || !built.config) {
    throw new Error('fixture does not build:\n' + built.diagnostics.map((d) => `${d.position?.file ?? ''}:${d.position?.line ?? ''} ${d.message}`).join('\n'));
  }
  return { baseUrl: built.config.baseUrl };
}

/**
 * A fixture site of these files, built and served; `close` also deletes it. Tests only read it, so within a run of
 * scripts/test.mjs the files that serve the same fixture (the feature site, mostly) share one build of it.
 */
export async function serveFixture(files: Record<string, string>, opts: { serveBase?: string } = {}): Promise<ServedSite> {
  const key = 'fixture-' + createHash('sha1').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const siteOf = (out: string) => path.join(path.dirname(out), 'site');
  return serveShared(
    await sharedBuild(key, async (out) => {
      await writeSiteFiles(siteOf(out), files);
      return buildOrThrow(siteOf(out), out);
    }),
    siteOf,
    opts,
  );
}

/** Serve a shared (or private) build; `close` stops the server and deletes a private build. */
async function serveShared(
  built: { out: string; value: { baseUrl: string }; release: () => Promise<void> },
  rootOf: (out: string) => string,
  opts: { serveBase?: string } = {},
): Promise<ServedSite> {
  try {
    const server = await serveDir(built.out, { base: opts.serveBase ?? built.value.baseUrl });
    return {
      url: server.url,
      root: rootOf(built.out),
      out: built.out,
      close: async () => {
        await server.close();
        await built.release();
      },
    };
  } catch (e) {
    await built.release();
    throw e;
  }
}

/** Page errors (uncaught exceptions) are collected so every test can assert there were none. */
export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number; context?: Parameters<Browser['newContext']>[0] } = {},
): Promise<{ page: Page; context: BrowserContext; errors: Error[]; warnings: string[] }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 }, ...opts.context });
  // tsx compiles the functions tests hand to page.evaluate with esbuild's keepNames, which calls `__name`.
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: Error[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m.text()));
  return { page, context, errors, warnings };
}

/** Mark the current document, so a test can tell a client-side navigation (mark kept) from a full load (mark gone). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __feDocsMark: number }).__feDocsMark = 1));
}
export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __feDocsMark?: number }).__feDocsMark === 1);
}

const PARAGRAPH =
  'La facturación electrónica en el Perú exige comprobantes en formato UBL firmados digitalmente. Este párrafo ocupa espacio para que la página sea larga y se pueda desplazar. ';

/** Markdown with `n` sections (h2, each with an h3), long enough to scroll several screens. */
export function longDoc(title: string, n: number, extra = ''): string {
  let md = `# ${title}\n\n${PARAGRAPH}\n\n${extra}\n\n`;
  for (let i = 1; i <= n; i++) {
    md += `## Sección ${i}\n\n${PARAGRAPH.repeat(6)}\n\n### Detalle ${i}\n\n${PARAGRAPH.repeat(4)}\n\n`;
  }
  return md;
}

/**
 * The client fixture: what the real site lacks. Two locales (a translated `i18n/en/` folder), two docs versions, an
 * announcement bar, a navbar dropdown, synced tabs and a long doc.
 */
export function featureSite(over: { config?: string; files?: Record<string, string> } = {}): Record<string, string> {
  const tabs = (label: string) => `
::::tabs{groupId="lenguaje"}

:::tab{label="Java"}
Código Java para ${label}.
:::

:::tab{label="Python"}
Código Python para ${label}.
:::

:::tab{label="Go"}
Código Go para ${label}.
:::

::::
`;
  return {
    'site.config.yaml':
      over.config ??
      `
title: Sitio de prueba
tagline: Pruebas del cliente
url: https://example.org
baseUrl: /
i18n:
  defaultLocale: es
  locales: [es, en]
  localeConfigs:
    es: { label: Español }
    en: { label: English }
announcementBar:
  id: aviso-1
  content: 'Versión 2.0 publicada'
  backgroundColor: '#fff3cd'
  textColor: '#3d2c00'
navbar:
  title: Prueba
  items:
    - { type: doc, docId: intro, label: Docs }
    - { type: link, to: /blog, label: Blog }
    - label: Más
      items:
        - { label: Guía, to: /docs/guia }
        - { label: Blog, to: /blog }
        - { label: Ejemplo externo, href: 'https://example.com' }
    - { type: docsVersionDropdown, position: right }
    - { type: localeDropdown, position: right }
docs:
  - id: default
    versions:
      - { name: '2.0', path: content/docs, isLast: true }
      - { name: '1.0', path: versions/1.0 }
blog:
  path: content/blog
`,
    'content/docs/01-intro.md': `# Introducción\n\nVersión 2.0. Lee la [guía](./02-guia.md) o [solo en 2.0](./03-solo-2.md).\n\n## Primeros pasos\n\nTexto.\n`,
    'content/docs/02-guia.md': longDoc(
      'Guía',
      12,
      `${tabs('la guía')}\n\n\`\`\`java title="Hola.java"\nclass Hola {\n  void main() { System.out.println("hola"); }\n}\n\`\`\`\n\n${tabs('el segundo bloque')}\n\nIr a la [introducción](./01-intro.md).\n`,
    ),
    'content/docs/03-solo-2.md': `# Solo en 2.0\n\nEsta página no existe en 1.0.\n`,
    'versions/1.0/01-intro.md': `# Introducción 1.0\n\nVersión 1.0. La [guía](./02-guia.md).\n`,
    'versions/1.0/02-guia.md': `# Guía 1.0\n\nGuía de la versión 1.0.\n\n## Instalación\n\nTexto.\n`,
    'content/blog/2024-01-15-hola.md': `---\ntitle: Hola mundo\nauthors: []\ntags: [release]\n---\n\nPrimera entrada del blog con suficiente texto para calcular el tiempo de lectura.\n\n<!-- truncate -->\n\n## Más\n\nTexto.\n`,
    'i18n/en/content/docs/01-intro.md': `# Introduction\n\nVersion 2.0 in English. Read the [guide](./02-guia.md).\n`,
    'i18n/en/content/docs/02-guia.md': longDoc('Guide', 3),
    'i18n/en/content/docs/03-solo-2.md': `# Only in 2.0\n\nEnglish.\n`,
    ...over.files,
  };
}

/** The repository's own site (site.config.yaml at the repository root). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Build the Project OpenUBL site of this repository and serve it. The build (a minute on two cores) is made once per
 * run of scripts/test.mjs and shared by the files that serve it, which only read it (test/helpers/shared-build.ts).
 */
export async function serveRealSite(): Promise<ServedSite> {
  return serveShared(await sharedBuild('real-site', (out) => buildOrThrow(REPO_ROOT, out)), () => REPO_ROOT);
}

/**
 * The shared setup of the client suites: inside a `describe`, launches Chromium and serves `files` (the feature
 * fixture by default) once for the suite. `open(path)` loads a page and waits for the client runtime.
 */
export function useServedSite(files: () => Record<string, string> = () => featureSite()) {
  const ctx = { browser: undefined as unknown as Browser, site: undefined as unknown as ServedSite };
  before(async () => {
    [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), serveFixture(files())]);
  });
  after(async () => {
    await ctx.browser?.close();
    await ctx.site?.close();
  });
  const u = (p: string) => ctx.site.url + p.replace(/^\//, '');
  const open = async (p: string, opts: Parameters<typeof newPage>[1] = {}) => {
    const r = await newPage(ctx.browser, opts);
    await r.page.goto(u(p));
    await r.page.waitForFunction(() => document.querySelector('.route-announcer'));
    return r;
  };
  return { ctx, u, open };
}

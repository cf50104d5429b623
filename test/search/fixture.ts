import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/index.js';
import { sharedBuild } from '../helpers/shared-build.js';
import { writeSiteFiles } from '../helpers/site.js';
import { serveDir } from '../helpers/static-server.js';

/** How many guide pages mention "comprobante": more than the box shows (8) and than one /search page (10). */
export const GUIDES = 14;

/**
 * A small Spanish docs site with the cases the search must handle: accents (Facturación), plurals (factura),
 * identifiers (CreditNote, 2324, ruc), two docs versions, a blog post, a React page and an API definition.
 */
export function searchSiteFiles(searchConfig = 'search:\n  reportUrl: https://example.org/reportar\n'): Record<string, string> {
  const files: Record<string, string> = {
    'site.config.yaml': `
title: Sitio de prueba
tagline: Facturación electrónica de prueba
url: https://example.org
baseUrl: /
docs:
  - id: default
    path: content/docs
    routeBasePath: docs
    versions:
      - name: '2.0'
        path: content/docs
        isLast: true
      - name: '1.0'
        path: content/docs-1.0
blog:
  path: content/blog
openapi:
  - id: padron
    spec: openapi/padron.yaml
    route: /api/padron
pwa:
  enabled: false
${searchConfig}`,
    'content/docs/01-intro.md': '---\ntitle: Introducción\n---\n\nBienvenido a la documentación del sitio de prueba.\n',
    'content/docs/02-facturacion.md':
      '# Facturación electrónica\n\nTodo sobre la emisión de comprobantes.\n\n## Emitir una factura\n\nCrea la factura con sus líneas y el total.\n\n## Firmar el documento\n\nUsa tu certificado digital.\n',
    'content/docs/03-notas.md':
      '# Notas de crédito\n\nLa clase `CreditNote` anula o corrige un documento ya emitido.\n\n```java\nCreditNote nota = CreditNote.builder().serie("FC01").build();\n```\n\n## Errores de la SUNAT\n\nEl código 2324 indica que el documento afectado no existe.\n\n## Consulta RUC\n\nEl ruc del emisor tiene once dígitos.\n',
    'content/docs-1.0/01-antiguo.md': '# Guía antigua\n\nEsta versión usaba el módulo xbuilderviejo para todo.\n',
    'content/docs-1.0/02-facturacion.md': '# Facturación en 1.0\n\nLa facturación de la versión anterior.\n',
    'content/blog/2024-01-02-lanzamiento.md': '---\ntitle: Lanzamiento de la versión 2.0\n---\n\nPublicamos la versión 2.0 con facturación más rápida.\n',
    'content/pages/index.tsx':
      'export const meta = { title: "Inicio" };\nexport default function Home() { return <section><h1>Inicio</h1><h2 id="herramientas">Herramientas</h2><p>Librerías para emitir boletas &amp; facturas.</p></section>; }\n',
    'openapi/padron.yaml': `openapi: 3.0.3
info:
  title: Padrón API
  version: 1.0.0
  description: Consulta el **padrón** de contribuyentes.
paths:
  /api/contribuyentes/{numero}:
    get:
      operationId: getContribuyente
      summary: Obtener un contribuyente
      description: Devuelve el contribuyente con ese número de documento.
      parameters:
        - name: numero
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: El contribuyente
`,
  };
  for (let i = 1; i <= GUIDES; i++) {
    files[`content/docs/guias/${String(i).padStart(2, '0')}-guia-${i}.md`] =
      `# Guía ${i}\n\nCada comprobante de esta guía número ${i} se revisa antes de enviarlo.\n`;
  }
  return files;
}

export interface BuiltSite {
  root: string;
  out: string;
  url: string;
  close(): Promise<void>;
}

/** Writes, builds (in-process) and serves a fixture site. */
export async function buildAndServe(files: Record<string, string>): Promise<BuiltSite> {
  // Tests only read the site and its output: within a run of scripts/test.mjs the files that build the same fixture
  // (the search site, in four files) share one build of it (test/helpers/shared-build.ts).
  const key = 'search-site-' + createHash('sha1').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const built = await sharedBuild(key, async (out) => {
    const root = path.join(path.dirname(out), 'site');
    await writeSiteFiles(root, files);
    const result = await build({ root, outDir: out });
    if (!result.ok) throw new Error('fixture has errors: ' + JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    return { root };
  });
  try {
    const server = await serveDir(built.out);
    return {
      root: built.value.root,
      out: built.out,
      url: server.url,
      async close() {
        await server.close();
        await built.release();
      },
    };
  } catch (e) {
    await built.release();
    throw e;
  }
}

/** Waits until the text of `selector` (first match) contains `text`; returns that text. */
export async function waitForText(page: Page, selector: string, text: string, timeout = 20_000): Promise<string> {
  const el = `document.querySelector(${JSON.stringify(selector)})`;
  await page.waitForFunction(`!!${el} && ${el}.textContent.includes(${JSON.stringify(text)})`, null, { timeout });
  return (await page.textContent(selector)) ?? '';
}

/** The search box's options: title, href, marked words. */
export async function options(page: Page): Promise<{ title: string; href: string; marks: string[] }[]> {
  return page.$$eval('.search-dialog [role="option"]', (els) =>
    els.map((e) => ({
      title: e.querySelector('.search-result-title')?.textContent ?? '',
      href: e.getAttribute('href') ?? '',
      marks: [...e.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
    })),
  );
}

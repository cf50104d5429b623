import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import YAML from 'yaml';
import { generateOpenApi } from '../../bench/generate-openapi.js';
import { hasErrors } from '../../src/core/diagnostics.js';
import { loadSite } from '../../src/api/site.js';
import { apiAnchorIds } from '../../src/openapi/anchor-ids.js';
import { buildApiModel } from '../../src/openapi/model.js';
import { planApiPages } from '../../src/openapi/pages.js';
import type { SearchChunk, SearchManifest } from '../../src/shared/search-index.js';
import { createSite } from '../helpers/site.js';
import { buildApiSite, duplicates, idsOf, readRepoFile, type BuiltApiSite } from './fixture.js';

// A generated definition of 300 operations over 6 tags (about 4.5 MB of HTML on one page), with a page budget that
// holds one tag: the reference becomes an overview, a page per tag, one for webhooks and one for schemas.
const BUDGET = 1_200_000;
const definition = generateOpenApi({ operations: 300, tags: 6, schemas: 30, webhooks: 3 });
const LINKS_MD = '# Enlaces\n\nVer [la operación 5](/api/gen#operation/operacion5) y\n[el modelo 2](/api/gen#schema/Modelo2).\n';

/** Every page of a built definition: URL (no trailing slash) → HTML. */
async function apiPages(outDir: string, id: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const walk = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.name === 'index.html') pages.set('/' + path.relative(outDir, dir).split(path.sep).join('/'), await readFile(p, 'utf8'));
    }
  };
  await walk(path.join(outDir, 'api', id));
  return pages;
}

describe('a definition over maxPageSize is split into pages', () => {
  let built: BuiltApiSite;
  let pages: Map<string, string>;
  before(async () => {
    built = await buildApiSite({ gen: definition }, { maxPageSize: BUDGET, files: { 'content/pages/enlaces.md': LINKS_MD } });
    pages = await apiPages(built.outDir, 'gen');
  });
  after(() => built?.cleanup());

  test('an overview, one page per tag, webhooks and schemas, each within the budget', async () => {
    assert.equal(hasErrors(built.diagnostics), false, JSON.stringify(built.diagnostics));
    const want = ['/api/gen', ...[1, 2, 3, 4, 5, 6].map((t) => `/api/gen/recurso-${t}`), '/api/gen/webhooks', '/api/gen/schemas'];
    assert.deepEqual([...pages.keys()].sort(), want.sort());
    for (const url of pages.keys()) {
      const bytes = (await stat(path.join(built.outDir, url, 'index.html'))).size;
      assert.ok(bytes <= BUDGET, `${url} is ${bytes} bytes, over ${BUDGET}`);
    }
    // The overview lists each tag with its page and operation count.
    const overview = pages.get('/api/gen')!;
    for (let t = 1; t <= 6; t++)
      assert.match(overview, new RegExp(`<a href="/api/gen/recurso-${t}">Recurso ${t}</a> <span class="api-count">50 operaciones</span>`));
    assert.match(overview, /<a href="\/api\/gen\/schemas">Esquemas<\/a> <span class="api-count">31 esquemas<\/span>/);
    assert.match(overview, /id="servers"/);
    assert.match(overview, /id="security\/token"/);
  });

  test('every anchor of the definition is on exactly one page, the one the overview maps it to', () => {
    const doc = YAML.parse(definition);
    const where = new Map<string, string[]>();
    for (const [url, html] of pages) {
      const ids = idsOf(html);
      assert.deepEqual(duplicates(ids), [], `${url}: duplicate ids`);
      for (const id of ids) where.set(id, [...(where.get(id) ?? []), url]);
    }
    const anchors = apiAnchorIds(doc);
    assert.equal([...anchors].filter((a) => a.startsWith('operation/')).length, 300);
    for (const anchor of anchors) assert.equal(where.get(anchor)?.length, 1, `#${anchor} is on ${where.get(anchor)?.join(', ') ?? 'no page'}`);
    const map = /<script type="application\/json" id="api-anchor-map">([^<]*)<\/script>/.exec(pages.get('/api/gen')!);
    assert.ok(map, 'the overview carries the anchor map');
    const { p, a } = JSON.parse(map[1]) as { p: string[]; a: Record<string, number> };
    for (const anchor of anchors) {
      const [url] = where.get(anchor)!;
      if (url === '/api/gen') assert.equal(a[anchor], undefined, `#${anchor} is on the overview itself`);
      else assert.equal(p[a[anchor]], url, `map entry of #${anchor}`);
    }
    // operacion5 is the fifth operation: tag Recurso 5.
    assert.equal(where.get('operation/operacion5')![0], '/api/gen/recurso-5');
  });

  test('links inside the reference point at the page that holds their target', () => {
    const anchors = apiAnchorIds(YAML.parse(definition));
    const holder = new Map<string, string>();
    for (const [url, html] of pages) for (const id of idsOf(html)) holder.set(id, url);
    let crossPage = 0;
    for (const [url, html] of pages) {
      for (const [, href] of html.matchAll(/href="([^"]*#[^"]*)"/g)) {
        const [target, id] = href.split('#');
        // Links of the reference to its anchors (not the theme's skip link to #main).
        if (!anchors.has(decodeURIComponent(id))) continue;
        const at = holder.get(decodeURIComponent(id));
        assert.ok(at, `${url}: link ${href} to no anchor`);
        assert.equal(target || url, at, `${url}: link ${href}`);
        if (target) crossPage++;
      }
    }
    // Schema references and the security scheme link from the tag pages to the schemas page and the overview.
    assert.ok(crossPage > 300, `only ${crossPage} links between pages`);
    assert.match(pages.get('/api/gen/recurso-1')!, /href="\/api\/gen\/schemas#schema\/Modelo1"/);
    assert.match(pages.get('/api/gen/recurso-1')!, /href="\/api\/gen#security\/token"/);
  });

  test('the side navigation lists every page and, on a tag page, its operations', () => {
    const tag = pages.get('/api/gen/recurso-2')!;
    const nav = tag.slice(tag.indexOf('<nav class="api-nav"'), tag.indexOf('</nav>', tag.indexOf('<nav class="api-nav"')));
    for (const url of pages.keys()) assert.ok(nav.includes(`href="${url}"`), `no link to ${url}`);
    assert.match(nav, /href="\/api\/gen\/recurso-2" aria-current="page"/);
    const own = [...nav.matchAll(/href="#(operation\/[^"]+)"/g)].map((m) => m[1]);
    assert.equal(own.length, 50);
    assert.ok(own.includes('operation/operacion2'));
  });

  test('a content link to an anchor of the single page is checked and written to the page holding it', async () => {
    const html = await readFile(path.join(built.outDir, 'enlaces/index.html'), 'utf8');
    assert.match(html, /href="\/api\/gen\/recurso-5#operation\/operacion5"/);
    assert.match(html, /href="\/api\/gen\/schemas#schema\/Modelo2"/);
  });

  test('sitemap and search know every page; a search result points at its page and anchor', async () => {
    const sitemap = await readFile(path.join(built.outDir, 'sitemap.xml'), 'utf8');
    for (const url of pages.keys()) assert.ok(sitemap.includes(`<loc>https://example.org${url}</loc>`), `${url} not in the sitemap`);
    const manifest = JSON.parse(await readFile(path.join(built.outDir, 'search-index.json'), 'utf8')) as SearchManifest;
    const records = manifest.chunks
      .filter((c) => c.tag === 'api')
      .flatMap((c) => (JSON.parse(gunzipSync(readFileSync(path.join(built.outDir, c.url))).toString('utf8')) as SearchChunk).pages);
    const byUrl = new Map(records.map((r) => [r.u, r]));
    assert.deepEqual([...byUrl.keys()].sort(), [...pages.keys()].sort());
    const holding = records.filter((r) => r.s.some(([id]) => id === 'operation/operacion5'));
    assert.deepEqual(
      holding.map((r) => r.u),
      ['/api/gen/recurso-5'],
    );
    assert.equal(byUrl.get('/api/gen/recurso-5')!.t, 'Recurso 5');
    assert.ok(byUrl.get('/api/gen/schemas')!.s.some(([id, heading]) => id === 'schema/Modelo2' && heading === 'Modelo2'));
    // Each operation and schema is searchable exactly once.
    const ids = records.flatMap((r) => r.s.map(([id]) => id)).filter(Boolean);
    assert.deepEqual(duplicates(ids), []);
    assert.equal(ids.filter((id) => id.startsWith('operation/')).length, 300);
  });
});

test('a tag or the schemas over the budget alone are cut into numbered parts, each within it', async () => {
  const budget = 150_000;
  const built = await buildApiSite({ partes: generateOpenApi({ operations: 40, tags: 2, schemas: 60 }) }, { maxPageSize: budget });
  try {
    const pages = await apiPages(built.outDir, 'partes');
    const urls = [...pages.keys()];
    assert.ok(urls.includes('/api/partes/recurso-1/2'), urls.join(' '));
    assert.ok(urls.includes('/api/partes/schemas/2'), urls.join(' '));
    for (const url of urls) {
      const bytes = (await stat(path.join(built.outDir, url, 'index.html'))).size;
      assert.ok(bytes <= budget, `${url} is ${bytes} bytes, over ${budget}`);
    }
    // The tag's id is on its first part only; every operation once.
    const all = [...pages.values()].flatMap(idsOf).filter((id) => id.includes('/'));
    assert.deepEqual(duplicates(all), []);
    assert.equal(all.filter((id) => id === 'tag/recurso-1').length, 1);
    assert.ok(idsOf(pages.get('/api/partes/recurso-1')!).includes('tag/recurso-1'));
    assert.equal(all.filter((id) => id.startsWith('operation/')).length, 40);
    assert.match(pages.get('/api/partes/recurso-1/2')!, /<h1 id="api-page-title">Recurso 1 \(parte 2 de \d\)<\/h1>/);
  } finally {
    await built.cleanup();
  }
});

test('the OpenUBL definitions stay single pages at their routes', async () => {
  for (const id of ['searchpe', 'ublhub']) {
    const plan = planApiPages(buildApiModel(YAML.parse(await readRepoFile(`openapi/${id}.yaml`))), `/api/${id}`);
    assert.equal(plan.split, false, id);
    assert.deepEqual(
      plan.pages.map((p) => [p.kind, p.url]),
      [['single', `/api/${id}`]],
    );
    assert.ok([...plan.pageOf.values()].every((u) => u === `/api/${id}`));
  }
});

test('a link to an anchor the split definition does not have is an error at its position', async () => {
  const config = (maxPageSize: string) =>
    `title: Sitio\nurl: https://example.org\nbaseUrl: /\nopenapi:\n  - id: gen\n    spec: openapi/gen.yaml\n    route: /api/gen\n    maxPageSize: ${maxPageSize}\n`;
  const site = await createSite({
    'site.config.yaml': config('100000'),
    'openapi/gen.yaml': generateOpenApi({ operations: 30, tags: 3, schemas: 5 }),
    'content/pages/roto.md': '# Roto\n\nVer [nada](/api/gen#operation/noExiste) y [bien](/api/gen#operation/operacion2).\n',
  });
  try {
    const { diagnostics } = await loadSite(site.root);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.position?.file, d.position?.line, d.position?.column]),
      [['broken-anchor', 'content/pages/roto.md', 3, 5]],
    );
    assert.match(diagnostics[0].message, /#operation\/noExiste/);
    // maxPageSize is checked like every key of the configuration.
    await writeFile(path.join(site.root, 'site.config.yaml'), config('-5'));
    const bad = (await loadSite(site.root)).diagnostics;
    assert.deepEqual(
      bad.map((d) => [d.code, d.position?.file, d.position?.line]),
      [['config-invalid', 'site.config.yaml', 8]],
    );
    assert.match(bad[0].message, /maxPageSize/);
  } finally {
    await site.cleanup();
  }
});

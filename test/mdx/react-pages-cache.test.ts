import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadSite } from '../../src/api/site.js';
import { createSite } from '../helpers/site.js';

/** The React pages' cached bundles of a site (node_modules/.cache/fe-docs/react-pages/…). */
function entries(root: string): string[] {
  const dir = path.join(root, 'node_modules/.cache/fe-docs/react-pages');
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

async function homeHtml(root: string): Promise<string> {
  const loaded = await loadSite(root);
  assert.deepEqual(
    loaded.diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  const home = loaded.site!.graph.pages.find((p) => p.source.endsWith('index.tsx'));
  assert.ok(home && home.format === 'tsx');
  return home.html;
}

const SITE = {
  'site.config.yaml': 'title: Sitio\nurl: https://example.org\n',
  'content/pages/index.tsx': `import { Hero } from './_parts/hero';\nimport data from './_parts/data.json';\nexport default function Home() {\n  return <div><Hero />{data.items.map((i: string) => <p key={i}>{i}</p>)}</div>;\n}\n`,
  'content/pages/_parts/hero.tsx': `export function Hero() {\n  return <h1>Bienvenida primera</h1>;\n}\n`,
  'content/pages/_parts/data.json': '{ "items": ["uno", "dos"] }\n',
  'node_modules/.keep': '',
};

test(
  'React pages cache: the bundle is reused while its inputs are unchanged, and an edited import or JSON file is bundled again',
  { timeout: 120_000 },
  async () => {
    const site = await createSite(SITE);
    try {
      assert.match(await homeHtml(site.root), /Bienvenida primera/);
      const [entry] = entries(site.root);
      assert.ok(entry, 'the bundle is stored');
      // The stored bundle is what the next load runs: marked, it shows the mark (so the cache is read, not esbuild).
      writeFileSync(entry, readFileSync(entry, 'utf8').replaceAll('Bienvenida primera', 'Desde la cach\\u00e9'));
      assert.match(await homeHtml(site.root), /Desde la caché/);

      // An imported component edited: bundled again (the mark is gone), its new text shown.
      writeFileSync(path.join(site.root, 'content/pages/_parts/hero.tsx'), `export function Hero() {\n  return <h1>Bienvenida segunda</h1>;\n}\n`);
      const second = await homeHtml(site.root);
      assert.match(second, /Bienvenida segunda/);
      assert.doesNotMatch(second, /caché/);

      // A JSON file it imports, with the same size: still seen.
      writeFileSync(path.join(site.root, 'content/pages/_parts/data.json'), '{ "items": ["uno", "DOS"] }\n');
      assert.match(await homeHtml(site.root), /<p>DOS<\/p>/);
    } finally {
      await site.cleanup();
    }
  },
);

test('React pages cache: a page that imports a stylesheet is never stored (bundling it adds its CSS to the site)', { timeout: 120_000 }, async () => {
  const site = await createSite({
    ...SITE,
    'content/pages/index.tsx': `import './_parts/home.css';\nexport default function Home() {\n  return <h1 className="hola">Hola</h1>;\n}\n`,
    'content/pages/_parts/home.css': '.hola { color: rebeccapurple; }\n',
  });
  try {
    assert.match(await homeHtml(site.root), /Hola/);
    assert.deepEqual(entries(site.root), []);
  } finally {
    await site.cleanup();
  }
});

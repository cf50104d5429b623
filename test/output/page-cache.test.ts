import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadSite, writeSite, type WriteResult } from '../../src/api/site.js';
import { createSite } from '../helpers/site.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Build with the project cache on (`cache: true`, kept in the site's node_modules/.cache) or off (FE_DOCS_CACHE=0). */
async function build(root: string, out: string, cache: boolean): Promise<WriteResult> {
  const saved = process.env.FE_DOCS_CACHE;
  if (cache) delete process.env.FE_DOCS_CACHE;
  else process.env.FE_DOCS_CACHE = '0';
  try {
    const loaded = await loadSite(root);
    assert.deepEqual(
      loaded.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const result = await writeSite(loaded.site!, out);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    return result;
  } finally {
    if (saved === undefined) delete process.env.FE_DOCS_CACHE;
    else process.env.FE_DOCS_CACHE = saved;
  }
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Same file names, same bytes (the first difference is named). */
function assertSameFolders(cached: string, cold: string): void {
  const a = filesOf(cached);
  assert.deepEqual(a, filesOf(cold), 'the same files');
  for (const f of a) {
    const same = readFileSync(path.join(cached, f)).equals(readFileSync(path.join(cold, f)));
    assert.ok(same, `${f} differs between the cached rebuild and a cold build`);
  }
}

const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

const FILES = {
  'site.config.yaml': `
title: Sitio
tagline: Uno
url: https://example.org
docs:
  - path: content/docs
footer:
  copyright: Copyright {year}
`,
  'content/docs/01-uno.md': doc('Uno', 'Primero, enlaza a [dos](02-dos.md).'),
  'content/docs/02-dos.md': doc('Dos', 'Segundo.\n\n## Sección\n\nTexto.'),
  'content/docs/03-tres.md': doc('Tres', 'Tercero.'),
  'node_modules/.keep': '',
};

test('page cache: an edited doc body re-renders that page only; a new title (sidebar, prev/next) or config re-renders all; output equals a cold build', async () => {
  const site = await createSite(FILES);
  try {
    const out = path.join(site.root, 'build');
    const cold = path.join(site.root, 'build-cold');
    const first = await build(site.root, out, true);
    assert.equal(first.pagesFromCache, 0, 'nothing cached yet');
    assert.ok(existsSync(path.join(site.root, 'node_modules/.cache/fe-docs/pages')));
    const same = await build(site.root, out, true);
    assert.equal(same.pagesFromCache, same.pages, 'an unchanged site renders no page');
    assertSameFolders(out, (await build(site.root, cold, false)).outDir);

    // The body of one doc: only its page is rendered again.
    writeFileSync(path.join(site.root, 'content/docs/02-dos.md'), doc('Dos', 'Segundo, cambiado.\n\n## Otra sección\n\nTexto.'));
    const edited = await build(site.root, out, true);
    assert.equal(edited.pagesFromCache, edited.pages - 1);
    assert.match(readFileSync(path.join(out, 'docs/dos/index.html'), 'utf8'), /Segundo, cambiado/);
    assert.match(readFileSync(path.join(out, 'docs/dos/index.html'), 'utf8'), /Otra sección/);
    await build(site.root, cold, false);
    assertSameFolders(out, cold);

    // Its title: the sidebar and its neighbours' prev/next show it, so every page is rendered again.
    writeFileSync(path.join(site.root, 'content/docs/02-dos.md'), doc('Dos nuevo', 'Segundo, cambiado.'));
    const retitled = await build(site.root, out, true);
    assert.equal(retitled.pagesFromCache, 0);
    assert.match(readFileSync(path.join(out, 'docs/uno/index.html'), 'utf8'), /Dos nuevo/);
    await build(site.root, cold, false);
    assertSameFolders(out, cold);

    // A link target moving changes the linking page (its resolved URL), not the others.
    writeFileSync(path.join(site.root, 'content/docs/01-uno.md'), doc('Uno', 'Primero, enlaza a [tres](03-tres.md).'));
    const relinked = await build(site.root, out, true);
    assert.equal(relinked.pagesFromCache, relinked.pages - 1);
    assert.match(readFileSync(path.join(out, 'docs/uno/index.html'), 'utf8'), /href="\/docs\/tres"/);

    // The config (shown on every page): all rendered again.
    writeFileSync(path.join(site.root, 'site.config.yaml'), FILES['site.config.yaml'].replace('tagline: Uno', 'tagline: Otro'));
    const reconfigured = await build(site.root, out, true);
    assert.equal(reconfigured.pagesFromCache, 0);
    await build(site.root, cold, false);
    assertSameFolders(out, cold);
  } finally {
    await site.cleanup();
  }
});

test('page cache: the OpenUBL site rebuilt after editing one doc equals its cold build, byte for byte', { timeout: 600_000 }, async () => {
  const site = await createSite({ 'node_modules/.keep': '' });
  try {
    for (const e of ['site.config.yaml', 'content', 'openapi', 'static'])
      if (existsSync(path.join(repoRoot, e))) cpSync(path.join(repoRoot, e), path.join(site.root, e), { recursive: true });
    mkdirSync(path.join(site.root, 'node_modules'), { recursive: true });
    const out = path.join(site.root, 'build');
    const cold = path.join(site.root, 'build-cold');
    await build(site.root, out, true);
    const inodes = new Map(filesOf(out).map((f) => [f, statSync(path.join(out, f)).ino]));
    const intro = path.join(site.root, 'content/docs/01-introduction.md');
    writeFileSync(intro, readFileSync(intro, 'utf8') + '\nLínea añadida por la prueba de la caché de páginas.\n');
    const rebuilt = await build(site.root, out, true);
    // The edited doc only (the home page is a React page without its own Layout: cached too).
    assert.equal(rebuilt.pagesFromCache, rebuilt.pages - 1, `${rebuilt.pagesFromCache} of ${rebuilt.pages} from the cache`);
    // Unchanged files are hard-linked from the previous output (output/output-record.ts): the same inodes.
    const linked = filesOf(out).filter((f) => statSync(path.join(out, f)).ino === inodes.get(f)).length;
    assert.ok(linked > 100, `${linked} files linked from the previous output`);
    await build(site.root, cold, false);
    assertSameFolders(out, cold);
  } finally {
    await site.cleanup();
  }
});

test('page cache: a React page without its own Layout is cached, and an edit of a component it imports re-renders it', { timeout: 120_000 }, async () => {
  const site = await createSite({
    ...FILES,
    'content/pages/index.tsx': `import { Hero } from './_parts/hero';\nexport const meta = { title: 'Inicio' };\nexport default function Home() {\n  return <div><Hero /><a href="/docs/uno">Uno</a></div>;\n}\n`,
    'content/pages/_parts/hero.tsx': `export function Hero() {\n  return <h1>Bienvenida primera</h1>;\n}\n`,
  });
  try {
    const out = path.join(site.root, 'build');
    const cold = path.join(site.root, 'build-cold');
    const home = () => readFileSync(path.join(out, 'index.html'), 'utf8');
    await build(site.root, out, true);
    assert.match(home(), /Bienvenida primera/);
    const same = await build(site.root, out, true);
    assert.equal(same.pagesFromCache, same.pages, 'the React page too comes from the cache');

    // A component the page imports: the page shows the new text.
    writeFileSync(path.join(site.root, 'content/pages/_parts/hero.tsx'), `export function Hero() {\n  return <h1>Bienvenida segunda</h1>;\n}\n`);
    const edited = await build(site.root, out, true);
    assert.equal(edited.pagesFromCache, edited.pages - 1);
    assert.match(home(), /Bienvenida segunda/);
    assert.doesNotMatch(home(), /Bienvenida primera/);
    await build(site.root, cold, false);
    assertSameFolders(out, cold);

    // A doc's title changes the sidebar and the navigation every page shows: the React page is rendered again too.
    writeFileSync(path.join(site.root, 'content/docs/01-uno.md'), doc('Uno renombrado', 'Primero, enlaza a [dos](02-dos.md).'));
    const retitled = await build(site.root, out, true);
    assert.equal(retitled.pagesFromCache, 0);
    await build(site.root, cold, false);
    assertSameFolders(out, cold);
  } finally {
    await site.cleanup();
  }
});

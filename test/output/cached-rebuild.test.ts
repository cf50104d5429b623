import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createSite } from '../helpers/site.js';

// Cached rebuilds through the bundled CLI, as an author and CI run them (issue 19): `bin/fe-docs build` with the project
// cache kept (node_modules/.cache/fe-docs) and V8's code cache in the user cache folder (dist/cli-build.cjs and
// dist/site-worker.cjs, src/cli/code-cache.ts), against a clean build of the same sources (FE_DOCS_CACHE=0, an empty
// output folder, the ES module dist/cli.js: FE_DOCS_CODE_CACHE=0), byte for byte, after each kind of edit.

const bin = path.resolve(import.meta.dirname, '../../bin/fe-docs');

function cli(root: string, out: string, env: Record<string, string>): string {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, FE_DOCS_DEBUG_CODE_CACHE: '1', ...env };
  delete childEnv.NODE_TEST_CONTEXT;
  const r = spawnSync(process.execPath, [bin, 'build', root, '--out', out], { encoding: 'utf8', env: childEnv, maxBuffer: 64 << 20 });
  assert.equal(r.status, 0, `fe-docs build failed:\n${r.stderr}`);
  return r.stderr;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function assertSameFolders(cached: string, clean: string, step: string): void {
  const a = filesOf(cached);
  assert.deepEqual(a, filesOf(clean), `${step}: the same files`);
  for (const f of a)
    assert.ok(
      readFileSync(path.join(cached, f)).equals(readFileSync(path.join(clean, f))),
      `${step}: ${f} differs between the cached rebuild and a clean build`,
    );
}

const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const CONFIG = `
title: Sitio
tagline: Uno
url: https://example.org
docs:
  - path: content/docs
blog:
  path: content/blog
footer:
  copyright: Copyright {year}
`;

test(
  'cached rebuild (bundled CLI, project and code caches kept) equals a clean build after editing a doc, the config, a component, and deleting a page',
  { timeout: 600_000 },
  async () => {
    const site = await createSite({
      'site.config.yaml': CONFIG,
      'content/docs/01-uno.md': doc('Uno', 'Primero, enlaza a [dos](02-dos.md#seccion).\n\n```js\nconst a = 1;\n```'),
      'content/docs/02-dos.md': doc('Dos', 'Segundo.\n\n## Sección {#seccion}\n\nTexto.'),
      'content/docs/03-tres.md': doc('Tres', 'Tercero.'),
      'content/docs/04-nota.mdx': `---\ntitle: Nota\n---\n\nimport Aviso from '../../components/Aviso';\n\n<Aviso texto="Con componente" />\n`,
      'content/blog/2026-01-01-hola.md': doc('Hola', 'Primera entrada.'),
      'content/blog/2026-02-01-adios.md': doc('Adiós', 'Segunda entrada.'),
      'content/pages/index.tsx': `import Aviso from '../../components/Aviso';\nexport default function Home() { return <main><h1>Inicio</h1><Aviso texto="Portada" /></main>; }\n`,
      'components/Aviso.tsx': `export default function Aviso({ texto }: { texto: string }) { return <aside className="aviso">{texto}</aside>; }\n`,
      'node_modules/.keep': '',
    });
    const xdg = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-code-cache-'));
    try {
      const out = path.join(site.root, 'build');
      const clean = path.join(site.root, 'build-clean');
      const cached = { XDG_CACHE_HOME: xdg };
      const cleanEnv = { XDG_CACHE_HOME: xdg, FE_DOCS_CACHE: '0', FE_DOCS_CODE_CACHE: '0' };
      const first = cli(site.root, out, cached);
      assert.match(first, /code cache of site-worker\.cjs: (none|used)/, 'the build thread ran the CommonJS bundle');
      const step = (name: string, edit: () => void) => {
        edit();
        const log = cli(site.root, out, cached);
        assert.match(log, /code cache of site-worker\.cjs: used/, `${name}: the build thread used the code cache`);
        // The main thread of `build` loads the CLI's own modules only (scripts/build-cli.mjs), with their code cache.
        assert.match(log, /code cache of cli-build\.cjs: used/, `${name}: the main thread ran dist/cli-build.cjs`);
        // The packages the build thread requires from node_modules (React's server renderer…) compile with their cache.
        assert.match(log, /code cache of packages: [1-9]\d* files used/, `${name}: packages compiled with their code cache`);
        rmSync(clean, { recursive: true, force: true });
        const cleanLog = cli(site.root, clean, cleanEnv);
        assert.doesNotMatch(cleanLog, /code cache of/, 'the clean build ran dist/cli.js');
        assertSameFolders(out, clean, name);
        return log;
      };
      const file = (rel: string) => path.join(site.root, rel);

      const unchanged = step('nothing changed', () => {});
      assert.match(unchanged, /render: 0 of \d+ pages rendered|render: [12] of/, 'an unchanged site renders (almost) no page');
      step('a doc body', () => writeFileSync(file('content/docs/02-dos.md'), doc('Dos', 'Segundo, cambiado.\n\n## Sección {#seccion}\n\nOtro texto.')));
      assert.match(readFileSync(path.join(out, 'docs/dos/index.html'), 'utf8'), /Segundo, cambiado/);
      step('a doc title', () => writeFileSync(file('content/docs/03-tres.md'), doc('Tres nuevo', 'Tercero.')));
      step('a config value', () => writeFileSync(file('site.config.yaml'), CONFIG.replace('tagline: Uno', 'tagline: Otro')));
      // The tagline is the description of pages without text of their own (the TSX home page).
      assert.match(readFileSync(path.join(out, 'index.html'), 'utf8'), /<meta name="description" content="Otro">/);
      step('a component', () =>
        writeFileSync(
          file('components/Aviso.tsx'),
          `export default function Aviso({ texto }: { texto: string }) { return <aside className="aviso-nuevo">{texto}!</aside>; }\n`,
        ),
      );
      assert.match(readFileSync(path.join(out, 'index.html'), 'utf8'), /aviso-nuevo/);
      assert.match(readFileSync(path.join(out, 'docs/nota/index.html'), 'utf8'), /aviso-nuevo/);
      step('a deleted page', () => unlinkSync(file('content/docs/03-tres.md')));
      assert.ok(!filesOf(out).some((f) => f.startsWith('docs/tres')), 'the deleted page is gone from the output');
      // Not the last one: the `feed` package dates a feed without entries with the time of the build.
      step('a deleted blog post', () => unlinkSync(file('content/blog/2026-02-01-adios.md')));
    } finally {
      await site.cleanup();
      rmSync(xdg, { recursive: true, force: true });
    }
  },
);

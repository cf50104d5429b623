import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withSite, MINIMAL_CONFIG } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

// FE_DOCS_FROM_SOURCE runs the TypeScript sources through tsx, in the CLI's thread and in its worker threads: they
// compile with fe-docs' own tsconfig.json wherever the command runs (from a site folder, tsx found no tsconfig and
// compiled the theme's JSX for a global `React`: every page was a `page-render` error).
test('FE_DOCS_FROM_SOURCE=1 builds a site from its own folder, outside the repository', async () => {
  await withSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Inicio\n\nTexto.\n' }, async (root) => {
    const r = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile(
        process.execPath,
        [BIN, 'build', '.', '--out', 'salida'],
        { cwd: root, env: { ...process.env, FE_DOCS_FROM_SOURCE: '1', NO_COLOR: '1' } },
        (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
      ),
    );
    assert.equal(r.code, 0, r.out);
    assert.doesNotMatch(r.out, /React is not defined/);
    assert.match(
      await readFile(`${root}/salida/docs/intro/index.html`, 'utf8').catch(() => readFile(`${root}/salida/docs/intro.html`, 'utf8')),
      /<h1[^>]*>Inicio<\/h1>/,
    );
  });
});

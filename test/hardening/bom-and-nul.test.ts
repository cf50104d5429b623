import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Diagnostic } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

/**
 * Issue 33 item 11. A file starting with a byte-order mark, a doc whose body starts with its own `# Title`, and NUL
 * characters (as bytes in a file, and as a YAML escape in front matter): the Markdown copies linked from llms.txt,
 * the pages and llms.txt itself. Before, the BOM file's front matter was published in its copy, the title was written
 * twice, and NUL reached `<title>`, the page and llms.txt with no warning.
 */
const CONFIG = 'title: Sitio\ntagline: Prueba\nurl: https://example.org\nbaseUrl: /\ndocs:\n  - path: content/docs\n';
const BOM = '\uFEFF';
const FILES = {
  'site.config.yaml': CONFIG,
  'content/docs/bom.md': `${BOM}---\ntitle: Con BOM\ndescription: Un archivo con BOM\nsecret_key: no-publicar\n---\n\nTexto del archivo con BOM.\n`,
  'content/docs/own-title.md': '# Título propio\n\nTexto bajo el título.\n',
  'content/docs/fm-title.md': '---\ntitle: Título de front matter\n---\n\nSin encabezado propio.\n',
  'content/docs/nul.md': '---\ntitle: "Nulo\0en el título"\ndescription: con\0nulo\n---\n\nUn párrafo con un \0 en medio.\n\n## Sección\0 rara\n',
  'content/docs/escaped-nul.md': '---\ntitle: "Escapado \\0 en YAML"\n---\n\nTexto.\n',
};

/** The fixture built once, for both tests. */
let built: Promise<{ files: Map<string, Buffer>; diagnostics: Diagnostic[] }> | undefined;
const builtSite = () => (built ??= buildFixture());

async function buildFixture(): Promise<{ files: Map<string, Buffer>; diagnostics: Diagnostic[] }> {
  return withSite(FILES, async (root) => {
    const out = path.join(root, 'build');
    const result = await build({ root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const files = new Map<string, Buffer>();
    for (const e of await readdir(out, { recursive: true, withFileTypes: true })) {
      if (e.isFile()) files.set(path.relative(out, path.join(e.parentPath, e.name)), await readFile(path.join(e.parentPath, e.name)));
    }
    return { files, diagnostics: result.diagnostics };
  });
}

test('Markdown copies: a BOM file keeps its front matter out, a doc with its own `# Title` has it once', async () => {
  const { files } = await builtSite();
  const copy = (url: string) => files.get(`docs/${url}/index.md`)!.toString('utf8');
  assert.equal(copy('bom'), '# Con BOM\n\nTexto del archivo con BOM.\n');
  assert.equal(copy('own-title'), '# Título propio\n\nTexto bajo el título.\n');
  assert.equal(copy('fm-title'), '# Título de front matter\n\nSin encabezado propio.\n');
  const llms = files.get('llms.txt')!.toString('utf8');
  assert.match(llms, /- \[Con BOM\]\(https:\/\/example\.org\/docs\/bom\/index\.md\): Un archivo con BOM/);
});

test('NUL characters: a warning at the first one, U+FFFD in their place, and no NUL in any file written', async () => {
  const { files, diagnostics } = await builtSite();
  const nul = diagnostics.filter((d) => d.code === 'file-nul-character');
  assert.deepEqual(
    nul.map((d) => [d.severity, d.position?.file, d.position?.line, d.position?.column]),
    [['warning', 'content/docs/nul.md', 2, 13]],
  );
  assert.match(nul[0].message, /4 NUL characters/);
  const text = [...files].filter(([file]) => /\.(?:html|xml|txt|md|json|js|css|svg|webmanifest)$/.test(file));
  assert.ok(text.length > 10);
  for (const [file, bytes] of text) assert.equal(bytes.indexOf(0), -1, `a NUL in ${file}`);
  const page = files.get('docs/nul/index.html')!.toString('utf8');
  assert.match(page, /<title>Nulo\uFFFDen el título \| Sitio<\/title>/);
  assert.match(page, /Un párrafo con un \uFFFD en medio\./);
  assert.match(page, /Sección\uFFFD rara/);
  assert.match(files.get('docs/escaped-nul/index.html')!.toString('utf8'), /<title>Escapado \uFFFD en YAML \| Sitio<\/title>/);
  const llms = files.get('llms.txt')!.toString('utf8');
  assert.match(llms, /\[Nulo\uFFFDen el título\]\(https:\/\/example\.org\/docs\/nul\/index\.md\): con\uFFFDnulo/);
  assert.match(llms, /\[Escapado \uFFFD en YAML\]/);
  assert.match(files.get('docs/nul/index.md')!.toString('utf8'), /^# Nulo\uFFFDen el título\n\nUn párrafo con un \uFFFD en medio\./);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { normalizeUrl } from '../../src/routes/permalink.js';
import { SPEC_ROUTES } from './spec-routes.js';

const root = path.resolve(import.meta.dirname, '../..');
const loaded = loadSite(root);

test('the OpenUBL site has no broken link, anchor or other problem', async () => {
  const { diagnostics } = await loaded;
  assert.equal(formatReport(diagnostics), '✔ no problems found');
});

test('every route of the spec exists', async () => {
  const { site } = await loaded;
  const missing = SPEC_ROUTES.filter((r) => !site!.table.byUrl.has(normalizeUrl(r)));
  assert.deepEqual(missing, []);
});

test('no doc page is a stub: at least 250 words of prose outside code', async () => {
  const { site } = await loaded;
  const short = site!.graph.docs.filter((d) => d.md.proseWords < 250).map((d) => `${d.source}: ${d.md.proseWords}`);
  assert.deepEqual(short, []);
});

test('every release post has at least 80 words of prose, a tag from the list and an author', async () => {
  const { site } = await loaded;
  const posts = site!.graph.posts;
  assert.equal(posts.length, 43);
  const allowed = new Set(['project', 'release', 'searchpe', 'ublhub', 'xbuilder', 'xsender']);
  for (const p of posts) {
    assert.ok(p.md.proseWords >= 80, `${p.source}: ${p.md.proseWords} words`);
    assert.ok(p.tags.length > 0 && p.tags.every((t) => allowed.has(t)), `${p.source}: tags ${p.tags.join(',')}`);
    assert.equal(p.authors[0]?.name, 'Carlos Feria', p.source);
    if (p.md.proseWords > 150) assert.ok(p.md.excerptHtml, `${p.source} is longer than a screen and has no <!-- truncate -->`);
  }
});

test('Spanish spell check of all content passes (cspell, es + project words)', () => {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/cspell/bin.mjs'), '--no-progress', '--no-summary', 'content/**/*.md'], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

// The style gate of docs/content-conventions.md ("Una sola voz"): banned terms, filler, heading mood and sentence case.
test('the content follows the one-voice rules (scripts/content-lint.mjs)', async () => {
  const { lintContent } = await import('../../scripts/content-lint.mjs');
  assert.deepEqual(lintContent(root), []);
});

test('the style gate reports a banned term, filler and a bad heading with file:line and the replacement', async () => {
  const { lintText } = await import('../../scripts/content-lint.mjs');
  const md = [
    '---',
    'title: Prueba',
    'tags: [librería]',
    '---',
    '',
    'XSender es una librería Java que envía tus XML a SUNAT.',
    '',
    '## Enviar XML',
    '',
    '### Consultar Ticket',
    '',
    'Según el historial del proyecto, esta versión trae `librería` en código y el access token.',
    '',
    '```java',
    '// una librería dentro del código no cuenta',
    '```',
  ].join('\n');
  const found = lintText(md, 'content/docs/x.md').map((p) => `${p.line} ${p.rule} ${p.found} → ${p.use}`);
  assert.deepEqual(found, [
    '6 term librería → biblioteca',
    '6 term a SUNAT → la SUNAT (con artículo)',
    '8 heading-mood Enviar XML → modo imperativo: «Envía …»',
    '10 heading-mood Consultar Ticket → modo imperativo: «Consulta …»',
    '10 sentence-case Ticket → minúscula (mayúscula solo en la primera palabra): «ticket»',
    '12 filler Según el historial → di el cambio sin muletilla',
    '12 term access token → token de acceso',
  ]);
  // Clean prose passes.
  assert.deepEqual(lintText('La biblioteca envía tus XML a la SUNAT.\n\n## Envía el XML\n', 'content/docs/y.md'), []);
  // Blog headings may be nouns or questions, but terms still count there.
  assert.equal(lintText('## Crear proyecto\n\nUna librería.\n', 'content/blog/z.md').length, 1);
  // A TSX page's JSX text counts even when it runs over several lines; imports do not.
  const tsx = "import x from './librería';\nexport default () => (\n  <p>\n    Librerías y\n    microservicios\n  </p>\n);\n";
  assert.deepEqual(
    lintText(tsx, 'content/pages/index.tsx').map((p) => `${p.line}:${p.col} ${p.found}`),
    ['4:5 Librerías'],
  );
});

// Issue 34: link text is prose (a bracket no longer splits "el [release …](…)"), phrases may wrap across lines, and the
// conventions' fixed terms (enriquecedor, comprobantes electrónicos, notas de la versión, los XML, código abierto) and
// the one Maven Central front end are checked.
test('the style gate reads link text as prose and checks the terms and the Maven Central links of issue 34', async () => {
  const { lintText } = await import('../../scripts/content-lint.mjs');
  const md = [
    '---',
    'title: Searchpe 4.0.2',
    'tags: [searchpe, release]',
    '---',
    '',
    'Consulta el [release 4.0.2 en GitHub](https://github.com/project-openubl/searchpe/releases/tag/v4.0.2).',
    'Entra a la página de [releases de Ublhub](https://github.com/project-openubl/ublhub/releases), o lee primero el',
    '[release 4.0.0](https://github.com/project-openubl/searchpe/releases/tag/v4.0.0) antes de actualizar.',
    '',
    '## Registro de cambios completo',
    '',
    'El enricher completa el modelo; `enricher.enrich(factura)` y `ContentEnricher` son código.',
    'Envía tus documentos electrónicos y firma tus XMLs con un proyecto _open source_.',
    'Descárgalo de [Maven Central](https://search.maven.org/artifact/io.github.project-openubl/xsender/).',
    '',
    'Un candidato a versión final (release candidate), el `Api` API y [Maven Central](https://central.sonatype.com/artifact/io.github.project-openubl/xsender).',
  ].join('\n');
  const found = lintText(md, 'content/blog/2022-11-02/searchpe.md').map((p) => `${p.line}:${p.col} ${p.rule} ${p.found}`);
  assert.deepEqual(found, [
    '6:14 term release',
    '7:23 term releases',
    '8:2 term release',
    '10:4 term Registro de cambios',
    '12:4 term enricher',
    '13:11 term documentos electrónicos',
    '13:47 term XMLs',
    '13:69 term open source',
    '14:31 link https://search.maven.org/artifact/io.github.project-openubl/xsender/',
  ]);
  // A phrase that a line break splits is still one phrase.
  assert.deepEqual(
    lintText('Envía el lote a\nSUNAT y lee las [notas de la\nversión](https://example.com).\n', 'content/docs/x.md').map((p) => `${p.line} ${p.found}`),
    ['1 a SUNAT'],
  );
  // A YAML comment is not prose; its labels are.
  assert.deepEqual(
    lintText('# Site and release blog\ntagline: Crea XMLs y envíalos a la SUNAT\n', 'site.config.yaml').map((p) => `${p.line} ${p.found}`),
    ['2 XMLs'],
  );
});

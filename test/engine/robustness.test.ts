import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { loadMarkdownFile } from '../../src/content/markdown-source.js';
import { DocMetaSchema } from '../../src/content/frontmatter-schemas.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/** The report lines of a site, without the hints (`  …`) and the summary. */
async function problems(files: Record<string, string | Buffer>, config = MINIMAL_CONFIG): Promise<string[]> {
  const site = await createSite({ 'site.config.yaml': config });
  try {
    // Written here rather than by createSite, which takes text only: some files are invalid UTF-8 on purpose.
    for (const [rel, content] of Object.entries(files)) {
      const file = path.join(site.root, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    }
    const r = await loadSite(site.root);
    return formatReport(r.diagnostics)
      .split('\n')
      .filter((l) => !l.startsWith('  ') && !/^[✖⚠✔]/.test(l));
  } finally {
    await site.cleanup();
  }
}

/** Three aliases, each repeating the previous one nine times: 9^4 values from a few hundred bytes. */
const ALIAS_BOMB = ['a: &a [x,x,x,x,x,x,x,x,x]', 'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]', 'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]', 'd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]'];

test('a list nested 1,000 deep is refused at the line where it gets too deep, before parsing', async () => {
  const list = Array.from({ length: 1000 }, (_, i) => ' '.repeat(i * 2) + '- x').join('\n');
  // Before, the parser took 32 s on this file and then overflowed its stack.
  const lines = await problems({ 'content/docs/a.md': `# A\n\n${list}\n` });
  assert.deepEqual(lines, ['content/docs/a.md:103:1 error Lists or blockquotes are nested more than 100 levels deep here. [markdown-nesting]']);
});

test('2,000 nested blockquotes on one line are refused at that line', async () => {
  const lines = await problems({ 'content/docs/a.md': `# A\n\ntexto\n${'>'.repeat(2000)} x\n` });
  assert.deepEqual(lines, ['content/docs/a.md:4:1 error Lists or blockquotes are nested more than 100 levels deep here. [markdown-nesting]']);
});

test('deep indentation inside a fenced code block is text, not nesting', async () => {
  const code = Array.from({ length: 300 }, (_, i) => ' '.repeat(i * 2) + '- x').join('\n');
  assert.deepEqual(await problems({ 'content/docs/a.md': `# A\n\n\`\`\`yaml\n${code}\n\`\`\`\n` }), []);
});

test('a YAML alias bomb in front matter or in site.config.yaml is a syntax error at the first alias', async () => {
  assert.deepEqual(await problems({ 'content/docs/a.md': `---\n${ALIAS_BOMB.join('\n')}\n---\n# A\n` }), [
    'content/docs/a.md:3:8 error YAML aliases expand to too many values (Excessive alias count indicates a resource exhaustion attack). [frontmatter-syntax]',
  ]);
  const config = MINIMAL_CONFIG.replace(/^\n/, '') + 'customFields:\n' + ALIAS_BOMB.map((l) => '  ' + l).join('\n') + '\n';
  const lines = await problems({ 'content/docs/a.md': '# A\n' }, config);
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^site\.config\.yaml:\d+:\d+ error YAML aliases expand to too many values .*\[config-syntax\]$/);
});

test('an unexpected exception while loading one file is an internal error on that file, not a crash', async () => {
  const site = await createSite({ 'content/docs/a.md': '---\ntitle: A\n---\ntexto\n' });
  try {
    const renderer = {
      render: async () => {
        throw new TypeError('boom');
      },
    };
    const r = await loadMarkdownFile({ absPath: path.join(site.root, 'content/docs/a.md'), relPath: 'content/docs/a.md', schema: DocMetaSchema, renderer });
    assert.deepEqual(
      r.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.code} ${d.message}`),
      ['content/docs/a.md:1 error internal-error fe-docs failed while loading `content/docs/a.md` (TypeError: boom); this is a bug in fe-docs.'],
    );
  } finally {
    await site.cleanup();
  }
});

test('an unexpected exception in a later stage is an internal error, and loadSite still returns', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/a.md': '# A\n' });
  try {
    const r = await loadSite(site.root, {
      loadContent: async () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    assert.equal(r.site, undefined);
    assert.deepEqual(
      r.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.code}`),
      ['site.config.yaml:1 internal-error'],
    );
    assert.match(r.diagnostics[0].message, /RangeError: Maximum call stack size exceeded.*bug in fe-docs/);
  } finally {
    await site.cleanup();
  }
});

test('two docs with the same id are an error naming both files, reported once', async () => {
  assert.deepEqual(await problems({ 'content/docs/a.md': '# A\n', 'content/docs/b.md': '---\nid: a\n---\n# B\n' }), [
    'content/docs/b.md:2:1 error Two docs have the id `a`: content/docs/a.md and content/docs/b.md. [duplicate-id]',
  ]);
});

test('impossible blog dates are errors at the date, with no knock-on "no date" error', async () => {
  for (const date of ['2023-13-45', '2023-02-30']) {
    assert.deepEqual(await problems({ 'content/docs/a.md': '# A\n', 'content/blog/p.md': `---\ntitle: P\ndate: ${date}\n---\nhola\n` }), [
      `content/blog/p.md:3:7 error Front matter \`date\` must be a date that exists, such as 2024-06-11, received \`"${date}"\`. [frontmatter-invalid]`,
    ]);
  }
  assert.deepEqual(await problems({ 'content/docs/a.md': '# A\n', 'content/blog/p.md': '---\ntitle: P\ndate: 2024-02-29\n---\nhola\n' }), []);
});

test('YAML 1.1 timestamps with one-digit month, day or hour, and dates with a no-break space before them, are dates', async () => {
  // babel's blog: js-yaml (Docusaurus' front matter parser) reads these as dates, Docusaurus' `new Date()` the last.
  for (const date of ['2015-11-3 10:30:00', '2016-09-28 3:45:00', '\u00a0 2017-09-12 10:00:00', '2021-1-5'])
    assert.deepEqual(await problems({ 'content/docs/a.md': '# A\n', 'content/blog/p.md': `---\ntitle: P\ndate: ${date}\n---\nhola\n` }), [], date);
  assert.deepEqual(await problems({ 'content/docs/a.md': '# A\n', 'content/blog/p.md': '---\ntitle: P\ndate: 2017-2-29 11:00:00\n---\nhola\n' }), [
    'content/blog/p.md:3:7 error Front matter `date` must be a date that exists, such as 2024-06-11, received `"2017-2-29 11:00:00"`. [frontmatter-invalid]',
  ]);
});

test('invalid UTF-8 is a warning at its line; a byte-order mark does not hide the front matter', async () => {
  const bad = Buffer.concat([Buffer.from('# A\n\nhola '), Buffer.from([0xff, 0xfe]), Buffer.from(' mundo\n')]);
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('---\ntitle: Con BOM\ncolour: x\n---\ntexto\n')]);
  assert.deepEqual(await problems({ 'content/docs/a.md': bad, 'content/docs/b.md': bom }), [
    'content/docs/a.md:3:1 warning `content/docs/a.md` is not valid UTF-8 (first bad byte on line 3); bad bytes are shown as �. [file-encoding]',
    'content/docs/b.md:3:1 warning Unknown front matter field `colour`; it is ignored. [frontmatter-invalid]',
  ]);
});

test('front matter that is never closed is an error, but a leading thematic break is not', async () => {
  assert.deepEqual(await problems({ 'content/docs/a.md': '---\ntitle: Hola\n\n# A\n\ntexto\n', 'content/docs/b.md': '---\n\nTexto tras una línea.\n' }), [
    'content/docs/a.md:1:1 error The front matter opened by `---` on line 1 is never closed; the whole file would be published as text. [frontmatter-syntax]',
  ]);
});

test('a front matter syntax error keeps the slug it can read, so links to the page are not reported too', async () => {
  assert.deepEqual(
    await problems({
      'content/docs/a.md': '# A\n\n[B](/docs/custom) y [B otra vez](/docs/custom#x)\n',
      'content/docs/b.md': '---\nslug: /custom\ntags: [uno\n---\n# B\n\n## X {#x}\n',
    }),
    ['content/docs/b.md:3:7 error YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ] [frontmatter-syntax]'],
  );
});

test('a file over 1 MB is a warning saying why', async () => {
  // The size is what counts: one long code block (no language) is over 1 MB and renders in a second or two, where
  // 1 MB of linked prose takes half a minute on a loaded two-core machine.
  const code = Array.from({ length: 20_000 }, (_, i) => `línea ${i} de un bloque de código largo, sin lenguaje y sin resaltado.`).join('\n');
  const body = '```\n' + code + '\n```\n';
  assert.ok(Buffer.byteLength(body) > 1024 * 1024);
  const lines = await problems({ 'content/docs/a.md': `# A\n\n${body}` });
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^content\/docs\/a\.md:1:1 warning `content\/docs\/a\.md` is 1\.\d MB; files over 1 MB slow every build .*\[file-too-large\]$/);
});

test('an invalid OpenAPI definition is reported once: links to its pages and to its published YAML follow from it', async () => {
  const config = `${MINIMAL_CONFIG}\nopenapi:\n  - id: tienda\n    spec: openapi/tienda.yaml\n    route: /api/tienda\n`;
  assert.deepEqual(
    await problems(
      {
        'content/docs/a.md': '# A\n\n[Referencia](/api/tienda), [operación](/api/tienda#operation/listar) y [YAML](/openapi/tienda.yaml)\n',
        'openapi/tienda.yaml':
          "openapi: 3.0.3\ninfo:\n  title: Tienda\n  version: 1.0.0\npaths:\n  /x:\n    get:\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/Nada'\n",
      },
      config,
    ),
    [
      'openapi/tienda.yaml:14:24 error Invalid OpenAPI definition: Missing $ref pointer "#/components/schemas/Nada". Token "components" does not exist. [openapi-invalid]',
    ],
  );
});

test('a bare URL that GFM links after parsing (no position of its own) is no crash and its page renders', async () => {
  // A JSX-like block read as plain Markdown: the URL is linked by the autolink transform, which gives no position.
  const page = [
    '# A',
    '',
    '<Steps',
    'items={[',
    '  {',
    '    text: "Get the script from https://example.org/get.sh.",',
    '  },',
    ']}',
    '/>',
    '',
    'End.',
    '',
  ].join('\n');
  const lines = await problems({ 'content/docs/a.md': page });
  assert.deepEqual(lines, [
    'content/docs/a.md:3:1 warning `<Steps` is MDX, but `content/docs/a.md` is read as plain Markdown: it would show as text or as an unknown tag. [mdx-in-markdown]',
  ]);
});

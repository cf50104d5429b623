import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';
import { childrenNamed, createXmlParser, textOf } from '../helpers/xml.js';
import { blogFeeds } from '../../src/output/feeds.js';
import type { SiteConfig } from '../../src/config/types.js';
import type { PostEntry } from '../../src/content/types.js';

/**
 * Random Markdown, front matter, config and OpenAPI fragments fed to `fe-docs check --format json`, in this
 * process, through the same `main` the CLI runs. Whatever the input: no crash (exit 0 or 1), the output is one
 * JSON report, and every error names a file and a line. A fixed seed (the same inputs on every run), then a random
 * one; a failure prints the seed and the shrunk input to replay it.
 *
 * A fixed number of sites per seed, not a time budget: a budget in wall time checked however many sites the machine
 * allowed (and cost whatever CPU that took), from 16 a seed on a loaded machine to 114 alone on a quiet one. The
 * numbers are at least what the budgets gave in `npm test` on a quiet machine (2026-11-26: 39–84 checked sites a seed,
 * 223–344 built sites in all; notes/bench-notes/suite3.md). FUZZ_RUNS_SCALE (e.g. 10) multiplies them for a longer hunt.
 * A ceiling in wall time, far above what they take in `npm test` (≈ 20 s a seed on a quiet machine), stops a seed early
 * only on an overloaded machine (at load 28, beside another suite, 85 checks took 252 s), so that the file stays within
 * the runner's 10-minute limit; the test then says how many sites it got to, always more than the old budgets did.
 */
const RUNS_SCALE = Math.max(1, Number(process.env.FUZZ_RUNS_SCALE) || 1);
const CHECKED_SITES_PER_SEED = 85 * RUNS_SCALE;
const CHECK_CEILING_MS = 60_000 * RUNS_SCALE;

/** fc.assert for `numRuns` inputs, but a run stopped by `ceilingMs` passes (saying so) instead of failing the test. */
async function assertProperty<T>(property: fc.IAsyncProperty<T>, seed: number, numRuns: number, ceilingMs: number): Promise<{ interrupted: boolean }> {
  const details = await fc.check(property, { seed, numRuns, interruptAfterTimeLimit: ceilingMs, endOnFailure: true });
  if (details.failed) throw new Error(fc.defaultReportMessage(details));
  return { interrupted: details.interrupted };
}
const ceilingNote = (interrupted: boolean, ms: number) => (interrupted ? ` (stopped by the ${ms / 1000}-s ceiling: an overloaded machine)` : '');

const MD_PIECES = [
  '# Título\n',
  '## Sección {#sec}\n',
  '- ',
  '  - ',
  '1. ',
  '> ',
  '>>>> ',
  '```js\n',
  '```\n',
  '~~~\n',
  ':::note\n',
  ':::\n',
  '[enlace](./b.md)',
  '[roto](/docs/nada#x)',
  '[api](/api/x#operation/listar)',
  '![img](/img/x.png)',
  '<div id="d">',
  '</div>',
  '| a | b |\n| - | - |\n',
  '[^1]\n\n[^1]: nota\n',
  '---\n',
  '***',
  '_',
  '`',
  '\\',
  '<!-- truncate -->\n',
  '{#',
  '&amp;',
  '\u0000',
  '\uFFFD',
  '\n',
  '\n\n',
  '    ',
];
const FM_KEYS = ['title', 'id', 'slug', 'date', 'tags', 'authors', 'sidebar_position', 'draft', 'description', 'keywords', 'x'];
const YAML_VALUES = [
  'hola',
  '"sin cerrar',
  '[a, b',
  '{a: 1}',
  '&a [x]',
  '*a',
  '2023-02-30',
  '2023-13-45',
  '2024-06-11',
  '-1',
  '1e400',
  '~',
  'null',
  'yes',
  '|',
  '>-',
  '!!binary x',
  '@',
  '`',
  "'",
  ': :',
];

const text = (pieces: string[]) => fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 12 })), { maxLength: 40 }).map((a) => a.join(''));
const yamlLine = fc
  .tuple(fc.constantFrom(...FM_KEYS), fc.oneof(fc.constantFrom(...YAML_VALUES), fc.string({ maxLength: 10 })), fc.nat(3))
  .map(([k, v, i]) => `${' '.repeat(i)}${k}: ${v}`);
const frontMatter = fc.oneof(
  fc.constant(''),
  fc.array(yamlLine, { maxLength: 6 }).map((l) => `---\n${l.join('\n')}\n---\n`),
  fc.array(yamlLine, { maxLength: 3 }).map((l) => `---\n${l.join('\n')}\n`), // never closed
);
const markdownFile = fc.tuple(frontMatter, text(MD_PIECES)).map(([fm, body]) => fm + body);

const CONFIG =
  'title: T\nurl: https://example.org\nbaseUrl: /\ndocs:\n  - id: default\n    path: content/docs\n    routeBasePath: docs\nblog:\n  path: content/blog\nopenapi:\n  - id: x\n    spec: openapi/x.yaml\n    route: /api/x\n';
const CONFIG_EXTRAS = [
  'tagline: "abc',
  'navbar: [',
  'favicon: img/nada.png',
  'customFields: {a: &a [1], b: [*a, *a]}',
  'baseUrl: sin-barra',
  'i18n: 3',
  'title: [',
  '\ttab: 1',
  'pwa:\n  enabled: yes',
];
const config = fc.array(fc.oneof(fc.constantFrom(...CONFIG_EXTRAS), yamlLine), { maxLength: 2 }).map((extra) => CONFIG + extra.join('\n') + '\n');

const schema = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(
      { type: 'string' },
      { type: 'integer', format: 'int64' },
      { $ref: '#/components/schemas/Item' },
      { $ref: './otro.yaml#/Otro' },
      { $ref: '#/nada' },
      { type: 'strin' },
      { nullable: 'yes' },
    ),
    fc.record({ type: fc.constant('object'), properties: fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), tie('node'), { maxKeys: 3 }) }),
    fc.record({ type: fc.constant('array'), items: tie('node') }),
    fc.record({ allOf: fc.array(tie('node'), { maxLength: 2 }) }),
    fc.jsonValue({ maxDepth: 2 }),
  ),
})).node;
const openapi = fc.tuple(schema, fc.constantFrom('3.0.3', '3.1.0', '2.0', 'x')).map(([s, version]) =>
  JSON.stringify({
    openapi: version,
    info: { title: 'X', version: '1' },
    paths: { '/items': { get: { operationId: 'listar', responses: { '200': { description: 'ok', content: { 'application/json': { schema: s } } } } } } },
    components: { schemas: { Item: { type: 'object', properties: { a: s } } } },
  }),
);

const siteInput = fc.record({
  config,
  docs: fc.array(markdownFile, { minLength: 1, maxLength: 4 }),
  post: markdownFile,
  openapi,
  otro: fc.constantFrom('Otro:\n  type: string\n', 'Otro: [', ''),
});

async function checkNeverCrashes(input: typeof siteInput extends fc.Arbitrary<infer T> ? T : never): Promise<void> {
  const site = await createSite({
    'site.config.yaml': input.config,
    ...Object.fromEntries(input.docs.map((d, i) => [`content/docs/${'abcd'[i]}.md`, d])),
    'content/blog/2024-01-01-p.md': input.post,
    'openapi/x.yaml': input.openapi,
    'openapi/otro.yaml': input.otro,
  });
  try {
    const r = await runCli(['check', site.root, '--format', 'json']);
    assert.ok(r.code === 0 || r.code === 1, `exit ${r.code}: ${r.stderr}`);
    const report = JSON.parse(r.stdout) as { diagnostics: { severity: string; message: string; code: string; position?: { file?: string; line?: number } }[] };
    for (const d of report.diagnostics) {
      if (d.severity !== 'error') continue;
      assert.ok(d.position?.file && d.position.line! >= 1, `unpositioned error [${d.code}] ${d.message}`);
      assert.notEqual(d.code, 'internal-error', d.message);
    }
  } finally {
    await site.cleanup();
  }
}

// The first check loads every module (seconds), before the seeds' sites.
before(() => checkNeverCrashes({ config: CONFIG, docs: ['# A\n'], post: '', openapi: '{}', otro: '' }));

for (const [name, seed] of [
  ['a fixed seed', 20261125],
  ['a random seed', Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31],
] as const) {
  test(`check survives random content (${name}: ${seed}): no crash, JSON output, every error positioned`, async (t) => {
    // The seed's first site on its own (it counts as one of the seed's sites), then the rest through fast-check.
    await checkNeverCrashes(fc.sample(siteInput, { seed, numRuns: 1 })[0]);
    let runs = 1;
    const { interrupted } = await assertProperty(
      fc.asyncProperty(siteInput, (input) => (runs++, checkNeverCrashes(input))),
      seed,
      CHECKED_SITES_PER_SEED - 1,
      CHECK_CEILING_MS,
    );
    t.diagnostic(`${runs} random sites checked${ceilingNote(interrupted, CHECK_CEILING_MS)}`);
    assert.ok(interrupted || runs === CHECKED_SITES_PER_SEED, `${runs} of ${CHECKED_SITES_PER_SEED} sites checked`);
  });
}

/**
 * Issue 18: names an attacker or a careless author would pick, as file names, slugs and ids: `..`, `%`, encoded dots
 * and slashes, spaces, emoji and case twins; issue 33: segments longer than a file name may be (256 bytes and more,
 * in slugs, ids and a post's tags). `fe-docs build` (through the CLI, so in its watched worker) must never write
 * outside its output folder (the whole temporary tree around the site is listed before and after), never crash
 * and never run past its time limit.
 */
const TRICKY = ['..', '.', '%2e%2e', '%2E.', '%', '100%', 'a%20b', 'a b', '🚀', 'Foo', 'foo', 'FOO', '%2F', '%5C', 'x..y', 'ñandú', '~', '#', '?', '-'];
/** Over 255 bytes (ASCII, two-byte and four-byte characters), and 255 exactly: a name the disk still takes. */
const LONG = ['x'.repeat(256), 'ñ'.repeat(128), '🚀'.repeat(64), 'y'.repeat(255), 'Long Tag '.repeat(30)];
const namePart = fc.oneof(fc.constantFrom(...TRICKY), fc.string({ minLength: 1, maxLength: 4 }));
const fileName = fc
  .array(namePart, { minLength: 1, maxLength: 3 })
  .map((a) => a.join('').replace(/[/\0\\]/g, '_'))
  .filter((n) => n !== '.' && n !== '..' && !n.startsWith('.') && Buffer.byteLength(n) < 100);
const routePart = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY), fc.constantFrom(...LONG), fc.string({ minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 5 })
  .map((a) => a.join('/'));
const slug = fc.option(fc.tuple(fc.boolean(), routePart).map(([abs, p]) => (abs ? '/' : '') + p));
const trickyDoc = fc.record({
  name: fileName,
  slug,
  id: fc.option(fc.oneof(fileName, fc.constantFrom(...LONG))),
});
/** A blog post: its slug, and tags, each of which has a page named after it. */
const trickyPost = fc.record({ slug, tags: fc.array(fc.oneof(namePart, fc.constantFrom(...LONG)), { maxLength: 3 }) });
const trickySite = fc.tuple(fc.array(trickyDoc, { minLength: 1, maxLength: 4 }), fc.option(trickyPost));
/** Sites built per seed (a fixed number, and a ceiling for an overloaded machine, as for the check test above). */
const BUILT_SITES_PER_SEED = 175 * RUNS_SCALE;
const BUILD_CEILING_MS = 120_000 * RUNS_SCALE;
/** Far above what a build of a few pages takes even on a loaded machine: a run still going then has hung. */
const RUN_LIMIT_MS = 120_000;

async function listTree(dir: string, skip: (p: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(e.parentPath, e.name);
    if (!skip(full)) out.push(path.relative(dir, full));
  }
  return out.sort();
}

async function buildStaysInside([docs, post]: typeof trickySite extends fc.Arbitrary<infer T> ? T : never): Promise<void> {
  const files: Record<string, string> = { 'l1/l2/l3/site/site.config.yaml': MINIMAL_CONFIG, 'l1/l2/l3/site/content/docs/intro.md': '# Intro\n' };
  for (const d of docs) {
    const fm = [d.slug !== null ? `slug: ${JSON.stringify(d.slug)}` : '', d.id !== null ? `id: ${JSON.stringify(d.id)}` : ''].filter(Boolean);
    files[`l1/l2/l3/site/content/docs/${d.name}.md`] = (fm.length ? `---\n${fm.join('\n')}\n---\n` : '') + `# ${d.name}\n\n[intro](./intro.md)\n`;
  }
  if (post) {
    const fm = ['title: P', post.slug !== null ? `slug: ${JSON.stringify(post.slug)}` : '', `tags: ${JSON.stringify(post.tags)}`].filter(Boolean);
    files['l1/l2/l3/site/content/blog/2024-01-02-p.md'] = `---\n${fm.join('\n')}\n---\nTexto.\n`;
  }
  const tmp = await createSite(files);
  const root = path.join(tmp.root, 'l1/l2/l3/site');
  const out = path.join(root, 'out');
  // The output folder (and its temporary siblings) may change; nothing else in the tree may.
  const skip = (p: string) => p === out || p.startsWith(out + path.sep) || p.startsWith(out + '.');
  try {
    const before = await listTree(tmp.root, skip);
    let timer: NodeJS.Timeout | undefined;
    const r = await Promise.race([
      runCli(['build', root, '--out', out]),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`build ran longer than ${RUN_LIMIT_MS} ms`)), RUN_LIMIT_MS))),
    ]).finally(() => clearTimeout(timer));
    assert.ok(r.code === 0 || r.code === 1, `exit ${r.code}: ${r.stderr}`);
    assert.doesNotMatch(r.stderr, /failed unexpectedly|internal-error/, r.stderr);
    assert.deepEqual(await listTree(tmp.root, skip), before, `build wrote outside ${out}:\n${r.stderr}`);
  } finally {
    await tmp.cleanup();
  }
}

test('build of sites with `..`, `%`, encoded dots, spaces, emoji and case twins in names, slugs and ids: nothing written outside the output folder, no crash, no run past its time limit', async (t) => {
  // The first build loads the output stage's modules and starts the build thread (seconds), before the seeds' sites.
  await buildStaysInside([[{ name: 'a b 🚀 100%', slug: null, id: null }], null]);
  let runs = 1;
  let stopped = false;
  for (const seed of [20261125, Date.now() % 2 ** 31]) {
    t.diagnostic(`seed ${seed}`);
    // As in the check test above: the seed's first site is built once on its own.
    await buildStaysInside(fc.sample(trickySite, { seed, numRuns: 1 })[0]);
    runs++;
    const { interrupted } = await assertProperty(
      fc.asyncProperty(trickySite, (docs) => (runs++, buildStaysInside(docs))),
      seed,
      BUILT_SITES_PER_SEED - 1,
      BUILD_CEILING_MS,
    );
    stopped ||= interrupted;
  }
  t.diagnostic(`${runs} tricky sites built${ceilingNote(stopped, BUILD_CEILING_MS)}`);
  assert.ok(stopped || runs === 1 + 2 * BUILT_SITES_PER_SEED, `${runs} of ${1 + 2 * BUILT_SITES_PER_SEED} sites built`);
});

/**
 * Issue 33: the blog's feeds with titles, tags, authors and descriptions made of anything (markup characters, `]]>`,
 * quotes, control characters, NUL, lone surrogates, emoji) are well-formed XML to a strict parser (Chromium's,
 * test/helpers/xml.ts) and read back as written, but for the characters XML cannot carry (U+FFFD instead). Then sites
 * with such front matter, built: whatever the YAML gives, both feeds parse.
 */
const FEED_PIECES = [
  '&',
  '<',
  '>',
  ']]>',
  '"',
  "'",
  '<b>x</b>',
  '&amp;',
  '&#1;',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\r',
  '\r\n',
  '\t',
  '\n',
  '🚀',
  '\uD800',
  '\uDFFF',
  '\uFFFE',
  'ñ',
];
const feedText = fc
  .array(fc.oneof(fc.constantFrom(...FEED_PIECES), fc.string({ unit: 'binary', maxLength: 6 })), { minLength: 1, maxLength: 8 })
  .map((a) => a.join(''));
const feedPost = fc.record({
  title: feedText,
  description: fc.option(feedText),
  tags: fc.array(feedText, { maxLength: 3 }),
  authors: fc.array(fc.record({ name: feedText, url: fc.option(feedText) }), { maxLength: 2 }),
  html: feedText,
});
const FEED_RUNS = 150 * RUNS_SCALE;
const FEED_SITES_PER_SEED = 10 * RUNS_SCALE;
const carried = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD');

test('feeds of posts with any titles, tags, authors and descriptions: well-formed RSS and Atom that read back as written', async (t) => {
  const parser = await createXmlParser();
  try {
    const config = {
      title: 'Sitio',
      url: 'https://example.org',
      baseUrl: '/',
      i18n: { defaultLocale: 'es', locales: ['es'] },
      blog: { routeBasePath: 'blog', title: 'Blog', description: 'Notas', feeds: ['rss', 'atom'] },
    } as unknown as SiteConfig;
    for (const seed of [20261206, Date.now() % 2 ** 31]) {
      t.diagnostic(`seed ${seed}`);
      await fc.assert(
        fc.asyncProperty(fc.tuple(feedText, feedText, fc.array(feedPost, { minLength: 1, maxLength: 2 })), async ([title, description, posts]) => {
          config.title = title;
          (config.blog as { description: string }).description = description;
          const entries = posts.map((p, i) => ({
            title: p.title,
            date: `2024-01-0${i + 1}`,
            meta: { description: p.description ?? undefined },
            authors: p.authors.map((a) => ({ name: a.name, url: a.url ?? undefined })),
            tags: p.tags,
            html: p.html,
          }));
          const feeds = blogFeeds(
            config,
            entries as unknown as PostEntry[],
            (p) => `/blog/${p.date}`,
            (p) => (p as unknown as { html: string }).html,
          );
          for (const f of feeds) {
            const r = await parser.parse(f.body);
            assert.ok('root' in r, `${f.path} is not well-formed: ${'error' in r ? r.error : ''}\n${f.body}`);
            const atom = r.root.name === 'feed';
            const channel = atom ? r.root : childrenNamed(r.root, 'channel')[0];
            assert.equal(textOf(childrenNamed(channel, 'title')[0]), carried(title === 'Blog' ? title : `${title} Blog`));
            const items = childrenNamed(channel, atom ? 'entry' : 'item');
            assert.equal(items.length, posts.length);
            items.forEach((item, i) => {
              const p = posts[i];
              assert.equal(textOf(childrenNamed(item, 'title')[0]), carried(p.title));
              const tags = childrenNamed(item, 'category').map((c) => (atom ? c.attrs.term : textOf(c)));
              assert.deepEqual(tags, p.tags.map(carried));
              const names = atom
                ? childrenNamed(item, 'author').map((a) => textOf(childrenNamed(a, 'name')[0]))
                : childrenNamed(item, 'dc:creator').map((c) => textOf(c));
              assert.deepEqual(
                names,
                p.authors.map((a) => carried(a.name)),
              );
              assert.equal(textOf(childrenNamed(item, atom ? 'content' : 'content:encoded')[0]), carried(p.html));
            });
          }
        }),
        { seed, numRuns: FEED_RUNS },
      );
      // Sites whose posts carry such values in their front matter (YAML double-quoted scalars, escapes included).
      await fc.assert(
        fc.asyncProperty(fc.array(feedPost, { minLength: 1, maxLength: 2 }), async (posts) => {
          const files: Record<string, string> = { 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n' };
          posts.forEach((p, i) => {
            const fm = [`title: ${JSON.stringify(p.title)}`, `tags: [${p.tags.map((x) => JSON.stringify(x)).join(', ')}]`, 'authors:'];
            for (const a of p.authors) fm.push(`  - name: ${JSON.stringify(a.name)}`, ...(a.url !== null ? [`    url: ${JSON.stringify(a.url)}`] : []));
            if (p.authors.length === 0) fm.pop();
            if (p.description !== null) fm.push(`description: ${JSON.stringify(p.description)}`);
            files[`content/blog/2024-01-0${i + 1}-p${i}.md`] = `---\n${fm.join('\n')}\n---\n\n${p.html}\n`;
          });
          const site = await createSite(files);
          try {
            const out = path.join(site.root, 'out');
            const r = await runCli(['build', site.root, '--out', out]);
            assert.ok(r.code === 0 || r.code === 1, `exit ${r.code}: ${r.stderr}`);
            assert.doesNotMatch(r.stderr, /failed unexpectedly|internal-error/, r.stderr);
            if (r.code !== 0) return;
            for (const f of ['blog/rss.xml', 'blog/atom.xml']) {
              const parsed = await parser.parse(await readFile(path.join(out, f), 'utf8'));
              assert.ok('root' in parsed, `${f} is not well-formed: ${'error' in parsed ? parsed.error : ''}\n${r.stderr}`);
            }
          } finally {
            await site.cleanup();
          }
        }),
        { seed, numRuns: FEED_SITES_PER_SEED },
      );
    }
  } finally {
    await parser.close();
  }
});

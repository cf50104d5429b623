import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, check } from '../../src/index.js';
import { en } from '../../src/i18n/en.js';
import { es } from '../../src/i18n/es.js';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/** A docs area with two pages (so there is pagination), a blog post with a date and the text the theme adds to content. */
const CONTENT = {
  'content/docs/01-intro.md': '# Intro\n\nSee [the guide](./02-guide.md) or [example.org](https://example.org).\n\n:::note\n\nA note.\n\n:::\n',
  'content/docs/02-guide.md': '# Guide\n\nThe guide.\n',
  'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nA post.\n',
};

const englishConfig = (i18n: string) => `
title: Test site
url: https://example.org
i18n:
${i18n}
docs:
  - path: content/docs
blog:
  path: content/blog
pwa:
  enabled: false
`;

const read = (root: string, rel: string) => readFile(path.join(root, 'build', rel), 'utf8');
/** The search box's strings, as the page hands them to the client. */
const searchStrings = (html: string) =>
  JSON.parse(
    html
      .match(/data-search-strings="([^"]*)"/)![1]
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  ) as Record<string, string>;
/** Text only the Spanish table has (UI chrome, content additions, dates). */
const SPANISH = /Barra lateral|Volver al menú|pestaña nueva|Saltar al contenido|Buscar en|Página no encontrada|Siguiente|Anterior|de enero de/;

test('theme strings: an English site gets the English interface (sidebar, search, pagination, 404, dates, content additions)', async () => {
  const site = await createSite({ 'site.config.yaml': englishConfig('  defaultLocale: en\n  locales: [en]'), ...CONTENT });
  try {
    const r = await build({ root: site.root });
    assert.deepEqual(r.diagnostics, [], 'English has a built-in table: no warning');
    const doc = await read(site.root, 'docs/intro/index.html');
    assert.match(doc, /<html lang="en"/);
    assert.match(doc, /<a class="skip-link" href="#main">Skip to main content<\/a>/);
    assert.match(doc, /<aside class="doc-sidebar" aria-label="Docs sidebar">/);
    assert.match(doc, /<button type="button" class="drawer-back">← Back to main menu<\/button>/);
    assert.match(doc, /<nav class="paginator" aria-label="Docs pages">.*<span class="paginator-sub">Next<\/span>/s);
    assert.match(doc, /\(opens in a new tab\)/);
    assert.match(doc, />Note</, 'admonition title');
    assert.equal(searchStrings(doc).placeholder, 'Search the docs');
    assert.equal(searchStrings(doc).noResults, 'No results for “{query}”');
    assert.doesNotMatch(doc, SPANISH);

    const notFound = await read(site.root, '404.html');
    assert.match(notFound, /<title>Page not found \| Test site<\/title>/);
    assert.match(notFound, /<h1>Page not found<\/h1>/);
    assert.doesNotMatch(notFound, SPANISH);

    const post = await read(site.root, 'blog/2024/01/02/hello/index.html');
    assert.match(post, /<time dateTime="2024-01-02">January 2, 2024<\/time>/);
    assert.match(post, /<span class="reading-time"> · <!-- -->1 min read<\/span>/);
    assert.doesNotMatch(post, SPANISH);

    const search = await read(site.root, 'search/index.html');
    assert.match(search, /placeholder="Search the docs"/);
  } finally {
    await site.cleanup();
  }
});

test('theme strings: a Spanish site stays Spanish', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG + 'pwa:\n  enabled: false\n', ...CONTENT });
  try {
    const r = await build({ root: site.root });
    assert.deepEqual(r.diagnostics, []);
    const doc = await read(site.root, 'docs/intro/index.html');
    assert.match(doc, /<html lang="es"/);
    assert.match(doc, /<aside class="doc-sidebar" aria-label="Barra lateral de la documentación">/);
    assert.match(doc, /<span class="paginator-sub">Siguiente<\/span>/);
    assert.match(doc, /\(abre en una pestaña nueva\)/);
    assert.equal(searchStrings(doc).placeholder, 'Buscar en la documentación');
    assert.equal(searchStrings(doc).noResults, 'No hay resultados para «{query}»');
    assert.match(await read(site.root, '404.html'), /<h1>Página no encontrada<\/h1>/);
    assert.match(await read(site.root, 'blog/2024/01/02/hello/index.html'), /<time dateTime="2024-01-02">2 de enero de 2024<\/time>/);
  } finally {
    await site.cleanup();
  }
});

test('theme strings: each locale of a multi-locale site gets its own, dates follow htmlLang, overrides apply to their locale only', async () => {
  const i18n = `  defaultLocale: es
  locales: [es, en]
  localeConfigs:
    en: { htmlLang: en-GB }
  strings:
    en:
      searchPlaceholder: Search the handbook
      notFoundTitle: Nothing here`;
  const site = await createSite({ 'site.config.yaml': englishConfig(i18n), ...CONTENT });
  try {
    const r = await build({ root: site.root });
    assert.deepEqual(r.diagnostics, []);
    const esDoc = await read(site.root, 'docs/intro/index.html');
    const enDoc = await read(site.root, 'en/docs/intro/index.html');
    assert.match(esDoc, /aria-label="Barra lateral de la documentación"/);
    assert.equal(searchStrings(esDoc).placeholder, 'Buscar en la documentación');
    assert.match(enDoc, /<html lang="en-GB"/);
    assert.match(enDoc, /aria-label="Docs sidebar"/);
    assert.doesNotMatch(enDoc, SPANISH);
    // The override wins over the built-in table, on the search box, the search page and the 404 page.
    assert.equal(searchStrings(enDoc).placeholder, 'Search the handbook');
    assert.match(await read(site.root, 'en/search/index.html'), /placeholder="Search the handbook"/);
    assert.match(await read(site.root, 'en/404.html'), /<h1>Nothing here<\/h1>/);
    assert.match(await read(site.root, '404.html'), /<h1>Página no encontrada<\/h1>/);
    assert.match(await read(site.root, 'en/blog/2024/01/02/hello/index.html'), /<time dateTime="2024-01-02">2 January 2024<\/time>/);
  } finally {
    await site.cleanup();
  }
});

test('theme strings: an unknown key in i18n.strings is an error at its position, with the closest key', async () => {
  const config = englishConfig('  defaultLocale: en\n  locales: [en]\n  strings:\n    en:\n      searchPlaceholdr: Search');
  const site = await createSite({ 'site.config.yaml': config, ...CONTENT });
  try {
    const r = await build({ root: site.root });
    assert.equal(r.ok, false);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.severity, d.message, d.position?.file, d.position?.line, d.position?.column]),
      [['config-unknown-key', 'error', '`i18n.strings.en.searchPlaceholdr`: unknown theme string `searchPlaceholdr`.', 'site.config.yaml', 8, 7]],
    );
    assert.match(r.diagnostics[0].hint ?? '', /Did you mean `searchPlaceholder`\?/);
    const cli = await runCli(['check', site.root]);
    assert.equal(cli.code, 1);
    assert.match(
      cli.stdout + cli.stderr,
      /site\.config\.yaml:8:7 error `i18n\.strings\.en\.searchPlaceholdr`: unknown theme string `searchPlaceholdr`\. \[config-unknown-key\]/,
    );
  } finally {
    await site.cleanup();
  }
});

test('theme strings: a locale without a table falls back to English with one warning; stray locales and placeholders are warned about', async () => {
  const i18n = `  defaultLocale: en
  locales: [en, fr]
  strings:
    fr:
      searchPlaceholder: Rechercher
    de:
      search: Suche
    en:
      readingTime: '{mins} min'`;
  const site = await createSite({ 'site.config.yaml': englishConfig(i18n), ...CONTENT });
  try {
    const r = await build({ root: site.root });
    assert.equal(r.ok, true);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.severity, d.position?.line, d.message]),
      [
        ['config-locale-strings', 'warning', 5, '`fr` has no built-in theme strings: the untranslated ones of its pages will be in English.'],
        ['config-locale-strings', 'warning', 9, "`i18n.strings.de`: `de` is not one of the site's locales, so these strings are never shown."],
        ['config-locale-strings', 'warning', 12, '`i18n.strings.en.readingTime`: `{mins}` is not filled in for this string.'],
      ],
    );
    const fr = await read(site.root, 'fr/docs/intro/index.html');
    assert.match(fr, /<html lang="fr"/);
    assert.match(fr, /aria-label="Docs sidebar"/);
    assert.equal(searchStrings(fr).placeholder, 'Rechercher');
    assert.match(await read(site.root, 'fr/blog/2024/01/02/hello/index.html'), /2 janvier 2024/, 'dates still follow the locale');
    // check() reports the same, once.
    assert.equal((await check({ root: site.root })).diagnostics.length, 3);
  } finally {
    await site.cleanup();
  }
});

test('theme strings: every built-in table has the placeholders of the English one', () => {
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const [name, table] of Object.entries({ es })) {
    assert.deepEqual(Object.keys(table).sort(), Object.keys(en).sort(), name);
    for (const [key, value] of Object.entries(table)) assert.deepEqual(placeholders(value), placeholders(en[key as keyof typeof en]), `${name}.${key}`);
  }
});

test('theme strings: docs/configuration.md lists every key with its English text', async () => {
  const doc = await readFile(path.join(import.meta.dirname, '../../docs/configuration.md'), 'utf8');
  const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/`/g, '\\`').replace(/</g, '&lt;');
  const rows = new Set(doc.split('\n').filter((l) => l.startsWith('| `')));
  for (const [key, text] of Object.entries(en)) assert.ok(rows.has(`| \`${key}\` | ${esc(text)} |`), `docs/configuration.md: | \`${key}\` | ${esc(text)} |`);
});

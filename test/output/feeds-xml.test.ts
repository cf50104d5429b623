import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/index.js';
import { tagSlug } from '../../src/markdown/slug.js';
import { withSite } from '../helpers/site.js';
import { childrenNamed, createXmlParser, textOf, type XmlElement } from '../helpers/xml.js';

/**
 * The blog's RSS and Atom feeds with titles, tags, authors and descriptions an author could write (markup characters,
 * `]]>`, quotes, control characters, NUL, emoji), read back by a strict XML parser: well-formed, and saying what was
 * written, as text. Before, a tag with `&` or `<` made atom.xml not well-formed, control characters were written as
 * they were, and plain titles were declared `type="html"`.
 */
let xml: Awaited<ReturnType<typeof createXmlParser>>;
before(async () => (xml = await createXmlParser()));
after(() => xml.close());

const HOSTILE = 'A & B <b>negrita</b> ]]> "comillas" \'simples\' \u0001\u0007\u001f\u0000 fin 🚀 ñ';
/** What XML can carry of HOSTILE: the characters it cannot, U+FFFD. */
const CARRIED = HOSTILE.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '\uFFFD');
const yaml = (s: string) => JSON.stringify(s); // a YAML double-quoted scalar, escapes included

const SITE = {
  'site.config.yaml': `title: Sitio & <Cía>\nurl: https://example.org\nbaseUrl: /\nfooter:\n  copyright: 'Copyright © 2025 <a href="https://example.org/?a=1&b=2">Ejemplo & Cía</a>'\nblog:\n  path: content/blog\n  description: ${yaml('Notas & <novedades> ]]>')}\n`,
  'content/blog/2024-01-02-hostil.md': [
    '---',
    `title: ${yaml(HOSTILE)}`,
    `description: ${yaml('Resumen ' + HOSTILE)}`,
    `tags: [${yaml('c&d')}, ${yaml('<e>')}, ${yaml(']]>')}, ${yaml('"q"')}, ${yaml('ctl\u0007 🚀')}]`,
    'authors:',
    `  - name: ${yaml('Ana & <Bo> ]]> "x"\u0000')}`,
    `    url: ${yaml('https://example.org/?a=1&b=2')}`,
    '  - name: Solo Nombre',
    '---',
    '',
    'Texto con `<código>` & más ]]> y un [enlace](https://example.org/?x=1&y=2).',
    '',
  ].join('\n'),
  'content/blog/2024-01-01-simple.md': '---\ntitle: Sin autores\n---\n\nTexto.\n',
};

async function builtFeeds(): Promise<{ rss: string; atom: string }> {
  return withSite(SITE, async (root) => {
    const out = path.join(root, 'build');
    const result = await build({ root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    return { rss: await readFile(path.join(out, 'blog/rss.xml'), 'utf8'), atom: await readFile(path.join(out, 'blog/atom.xml'), 'utf8') };
  });
}

async function parsed(text: string): Promise<XmlElement> {
  // What XML 1.0 cannot carry (the parser below also refuses it as a character reference) is not written at all.
  assert.doesNotMatch(text, /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u);
  const r = await xml.parse(text);
  assert.ok('root' in r, `not well-formed: ${'error' in r ? r.error : ''}`);
  return r.root;
}

const one = (el: XmlElement, name: string) => {
  const found = childrenNamed(el, name);
  assert.equal(found.length, 1, `one <${name}> in <${el.name}>`);
  return found[0];
};

test('feeds: hostile titles, tags, authors and descriptions give well-formed RSS and Atom that say what was written', async () => {
  const { rss, atom } = await builtFeeds();

  const feed = await parsed(atom);
  assert.equal(feed.name, 'feed');
  assert.equal(textOf(one(feed, 'title')), 'Sitio & <Cía> Blog');
  assert.equal(one(feed, 'title').attrs.type, 'text');
  assert.equal(textOf(one(feed, 'subtitle')), 'Notas & <novedades> ]]>');
  // The footer's copyright is HTML in Docusaurus sites: declared so.
  assert.equal(one(feed, 'rights').attrs.type, 'html');
  assert.equal(textOf(one(feed, 'rights')), 'Copyright © 2025 <a href="https://example.org/?a=1&b=2">Ejemplo & Cía</a>');
  const [entry, plain] = childrenNamed(feed, 'entry');
  assert.equal(textOf(one(entry, 'title')), CARRIED);
  assert.equal(one(entry, 'title').attrs.type, 'text', 'a plain title is text, not HTML');
  assert.equal(one(entry, 'summary').attrs.type, 'text');
  assert.equal(textOf(one(entry, 'summary')), 'Resumen ' + CARRIED);
  assert.deepEqual(
    childrenNamed(entry, 'category').map((c) => [c.attrs.term, c.attrs.label]),
    ['c&d', '<e>', ']]>', '"q"', 'ctl\uFFFD 🚀'].map((t) => [t, t]),
  );
  assert.deepEqual(
    childrenNamed(entry, 'author').map((a) => [textOf(one(a, 'name')), textOf(childrenNamed(a, 'uri')[0])]),
    [
      ['Ana & <Bo> ]]> "x"\uFFFD', 'https://example.org/?a=1&b=2'],
      ['Solo Nombre', undefined],
    ],
  );
  const content = one(entry, 'content');
  assert.equal(content.attrs.type, 'html');
  assert.match(textOf(content)!, /^<p>Texto con <code>&#x3C;código><\/code> &#x26; más \]\]> y un <a href="https:\/\/example\.org\/\?x=1&#x26;y=2"/);
  // A post without authors has the feed's: Atom wants one for every entry.
  assert.equal(childrenNamed(plain, 'author').length, 0);
  assert.equal(textOf(one(one(feed, 'author'), 'name')), 'Sitio & <Cía> Blog');

  const channel = one(await parsed(rss), 'channel');
  assert.equal(textOf(one(channel, 'title')), 'Sitio & <Cía> Blog');
  assert.equal(textOf(one(channel, 'copyright')), 'Copyright © 2025 Ejemplo & Cía');
  const [item] = childrenNamed(channel, 'item');
  assert.equal(textOf(one(item, 'title')), CARRIED);
  assert.equal(textOf(one(item, 'description')), 'Resumen ' + CARRIED);
  assert.deepEqual(
    childrenNamed(item, 'category').map((c) => textOf(c)),
    ['c&d', '<e>', ']]>', '"q"', 'ctl\uFFFD 🚀'],
  );
  assert.deepEqual(
    childrenNamed(item, 'dc:creator').map((c) => textOf(c)),
    ['Ana & <Bo> ]]> "x"\uFFFD', 'Solo Nombre'],
  );
  assert.equal(textOf(one(item, 'content:encoded')), textOf(content));
});

test('tags: a label without ASCII letters or digits gets a page of its own, not the tags page', () => {
  assert.equal(tagSlug('Factura Electrónica'), 'factura-electronica');
  assert.equal(tagSlug('日本語 タグ'), '日本語-タグ');
  const symbols = [']]>', '<>', '&&', '🚀'].map(tagSlug);
  assert.ok(
    symbols.every((s) => /^tag-[0-9a-f]{8}$/.test(s)),
    symbols.join(' '),
  );
  assert.equal(new Set(symbols).size, symbols.length);
});

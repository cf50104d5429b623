import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Diagnostic } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

/**
 * `javascript:` URLs in Markdown from anywhere (OpenAPI descriptions, a doc's admonition title, an MDX file) go through
 * the same sanitizing step and the same `markdown-script-url` warning, at the URL in its own file. Before, an OpenAPI
 * description published its links live, even with `markdown.sanitize: true`, and warned about none.
 */
const API = `openapi: 3.0.3
info:
  title: Facturas
  version: '1'
  description: |
    Guía de la API.

    Mira [la consola](javascript:alert(1)) antes de empezar.
tags:
  - name: facturas
    description: 'Etiqueta con [otra](JavaScript:alert(2)).'
paths:
  /facturas:
    get:
      tags: [facturas]
      operationId: listar
      description: "Lista las facturas; ver [ayuda](javascript:alert(3)) y <javascript:alert(4)>."
      parameters:
        - name: serie
          in: query
          schema:
            type: string
          description: Serie, como en [esta](javascript:alert(5)).
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: './esquemas.yaml#/Factura'
              example:
                description: '[dato](javascript:not-a-description)'
`;
const SCHEMAS = `Factura:
  type: object
  properties:
    default:
      type: string
      description: >-
        Un campo que se llama default, con [un enlace](javascript:alert(6)).
`;

const FILES = (sanitize: boolean) => ({
  'site.config.yaml': `title: T\nurl: https://example.org\nbaseUrl: /\ndocs:\n  - path: content/docs\nopenapi:\n  - id: facturas\n    spec: openapi/facturas.yaml\n    route: /api/facturas\n${sanitize ? 'markdown:\n  sanitize: true\n' : ''}`,
  'openapi/facturas.yaml': API,
  'openapi/esquemas.yaml': SCHEMAS,
  'content/docs/intro.md': '# Intro\n\n:::tip Un [título](javascript:alert(7))\nTexto.\n:::\n',
  'content/docs/mdx.mdx': '# MDX\n\nUn [enlace](javascript:alert(8)) y <a href="javascript:alert(9)">otro</a>.\n',
});

/** Line and column of the first occurrence of `needle` in `text`. */
function at(text: string, needle: string): [number, number] {
  const i = text.indexOf(needle);
  assert.ok(i >= 0, needle);
  const before = text.slice(0, i).split('\n');
  return [before.length, before.at(-1)!.length + 1];
}

/** Where each URL is written: in a definition, the URL itself; in a Markdown file, its link or element. */
const files = FILES(false);
const EXPECTED = [
  ['content/docs/intro.md', ...at(files['content/docs/intro.md'], '[título]'), 'javascript:alert(7)'],
  ['content/docs/mdx.mdx', ...at(files['content/docs/mdx.mdx'], '[enlace]'), 'javascript:alert(8)'],
  ['content/docs/mdx.mdx', ...at(files['content/docs/mdx.mdx'], '<a href'), 'javascript:alert(9)'],
  ['openapi/esquemas.yaml', ...at(SCHEMAS, 'javascript:alert(6)'), 'javascript:alert(6)'],
  ...[1, 2, 3, 4, 5].map((n) => {
    const url = `${n === 2 ? 'JavaScript' : 'javascript'}:alert(${n})`;
    return ['openapi/facturas.yaml', ...at(API, url), url];
  }),
];

const SCRIPT_ATTRIBUTE = /\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i;

const warnings = (ds: Diagnostic[]) =>
  ds
    .filter((d) => d.code === 'markdown-script-url')
    .map((d) => [d.position?.file, d.position?.line, d.position?.column, /`([^`]+)`/.exec(d.message)?.[1]])
    .sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));

for (const sanitize of [false, true]) {
  test(`javascript: URLs in OpenAPI descriptions are removed and warned about at the URL, as in Markdown files (markdown.sanitize: ${sanitize})`, async () => {
    await withSite(FILES(sanitize), async (root) => {
      const out = path.join(root, 'build');
      const result = await build({ root, outDir: out });
      assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
      assert.deepEqual(warnings(result.diagnostics), EXPECTED);

      const api = await readFile(path.join(out, 'api/facturas/index.html'), 'utf8');
      assert.doesNotMatch(api, SCRIPT_ATTRIBUTE, 'no script URL on the API page');
      assert.match(api, /<a>javascript:alert\(4\)<\/a>/, 'an autolink keeps its text, inert');
      for (const text of ['la consola', 'otra', 'ayuda', 'esta', 'un enlace']) assert.match(api, new RegExp(`<a>${text}</a>`), `the link text "${text}" stays`);
      // Not a description: example data is shown as data.
      assert.match(api, /not-a-description/);

      const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
      if (sanitize) assert.doesNotMatch(intro, SCRIPT_ATTRIBUTE);
      else assert.match(intro, /href="javascript:alert\(7\)"/, 'Markdown files keep them unless markdown.sanitize is on');
    });
  });
}

import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { esc } from '../core/html-escape.js';
import type { Heading } from '../markdown/types.js';

/** One entry of an MDX file's `toc` export, Docusaurus' shape (`@theme/TOCInline` reads it): `value` is HTML. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** Docusaurus' `toc`: every heading from h2 down, in document order (TOCInline picks the levels it shows). */
export function tocItems(headings: Heading[]): TocItem[] {
  return headings.filter((h) => h.depth >= 2).map(tocItem);
}

/** One heading as a TOC item: its inline markup when it has some (markdown/heading-markup.ts), else its text, escaped. */
export function tocItem(h: Heading): TocItem {
  return { value: h.html ?? esc(h.text), id: h.id, level: h.depth };
}

/** `export const toc = […]` as an MDX ESM node (MDX compiles its `estree`, built here without a JS parser). */
export function tocExportNode(items: TocItem[]): MdxjsEsm {
  const literal = (value: string | number) => ({ type: 'Literal', value });
  const array = {
    type: 'ArrayExpression',
    elements: items.map((item) => ({
      type: 'ObjectExpression',
      properties: (['value', 'id', 'level'] as const).map((key) => ({
        type: 'Property',
        key: { type: 'Identifier', name: key },
        value: literal(item[key]),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    })),
  };
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: array }],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree: estree as never } };
}

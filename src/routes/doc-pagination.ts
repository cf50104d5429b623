import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { suggest } from '../core/suggest.js';
import type { DocEntry } from '../content/types.js';
import { isUnlistedMeta } from './unlisted.js';
import type { DocRouteData } from './types.js';

const KEYS = { prev: 'pagination_prev', next: 'pagination_next' } as const;

/**
 * A doc's `pagination_prev` / `pagination_next` front matter, as Docusaurus reads them: the doc of that id in the same
 * version takes the place of the sidebar's neighbour (labelled by its `pagination_label`, else its sidebar label), and
 * `null` leaves none; an unlisted doc is never linked. An id no doc of the version has is an error at the front matter,
 * as Docusaurus stops on it.
 */
export function withPagination(
  nav: DocRouteData,
  doc: DocEntry,
  docs: ReadonlyMap<string, DocEntry>,
  urlOf: (d: DocEntry) => string,
  config: { dev: boolean },
  diagnostics: Diagnostic[],
): DocRouteData {
  for (const side of ['prev', 'next'] as const) {
    const key = KEYS[side];
    const id = doc.meta[key];
    if (id === undefined) continue;
    delete nav[side];
    if (id === null) continue;
    const target = docs.get(id);
    if (!target) {
      const near = suggest(id, docs.keys());
      diagnostics.push(
        diagnostic('frontmatter-invalid', `\`${key}: ${id}\` names no doc of this version.`, {
          position: doc.frontMatterPosition,
          hint: near ? `Did you mean \`${near}\`?` : 'Use the id of a doc of the same version, or `null` for no link.',
        }),
      );
      continue;
    }
    if (isUnlistedMeta(config, target.meta)) continue;
    nav[side] = { label: target.meta.pagination_label ?? target.sidebarLabel, href: urlOf(target) };
  }
  return nav;
}

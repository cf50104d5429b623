import type { OpenAPIV3 } from 'openapi-types';
import { foldAccents } from '../content/slug.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function slugify(s: string): string {
  return foldAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Id of an operation's section: its operationId, else method + path. Shared by the renderer and the link checker. */
export function operationAnchor(method: string, path: string, op: OpenAPIV3.OperationObject): string {
  return 'operation/' + (op.operationId ?? slugify(`${method} ${path}`));
}

export function tagAnchor(tag: string): string {
  return 'tag/' + slugify(tag);
}

export function schemaAnchor(name: string): string {
  return 'schema/' + name;
}

/** Every id a link may point to on an API reference page. */
export function apiAnchorIds(doc: OpenAPIV3.Document): Set<string> {
  const ids = new Set<string>(['authentication', 'servers', 'schemas']);
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) {
      const op = item?.[m];
      if (op) ids.add(operationAnchor(m, p, op));
    }
  }
  for (const t of doc.tags ?? []) ids.add(tagAnchor(t.name));
  for (const item of Object.values(doc.paths ?? {})) for (const m of HTTP_METHODS) for (const t of item?.[m]?.tags ?? []) ids.add(tagAnchor(t));
  for (const name of Object.keys(doc.components?.schemas ?? {})) ids.add(schemaAnchor(name));
  return ids;
}

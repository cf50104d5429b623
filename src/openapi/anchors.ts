import { foldAccents } from '../markdown/slug.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Fixed sections of every API reference page. */
export const SECTION_IDS = { servers: 'servers', authentication: 'authentication', schemas: 'schemas', webhooks: 'webhooks' } as const;

export function slugify(s: string): string {
  return foldAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An id made from author text (operationId, schema name): ASCII, no spaces, readable in a URL hash. */
export function idPart(s: string): string {
  return (
    foldAccents(s)
      .replace(/[^A-Za-z0-9._~:-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'x'
  );
}

/** Id of an operation's section: `operation/` + its operationId, else method + path (made unique by the model). */
export function operationAnchor(method: string, path: string, operationId?: string): string {
  return 'operation/' + (operationId ? idPart(operationId) : slugify(`${method} ${path}`));
}

export function tagAnchor(tag: string | undefined): string {
  return 'tag/' + (tag === undefined ? 'default' : slugify(tag) || 'x');
}

export function schemaAnchor(name: string): string {
  return 'schema/' + idPart(name);
}

export function securityAnchor(name: string): string {
  return 'security/' + idPart(name);
}

export function webhookAnchor(name: string, method: string): string {
  return `webhook/${idPart(name)}-${method}`;
}

/** Gives each id once: a second `x` becomes `x-2`. Renderer and link checker share one instance per document. */
export function createIdAllocator(): (id: string) => string {
  const used = new Set<string>(Object.values(SECTION_IDS));
  return (id) => {
    let out = id;
    for (let n = 2; used.has(out); n++) out = `${id}-${n}`;
    used.add(out);
    return out;
  };
}

import type { OpenAPIV3 } from 'openapi-types';
import type { ApiDocument } from './types.js';

/** Something resolved from a possible `$ref`: the value, and the name of the component it came from. */
export interface Resolved<T> {
  value: T;
  /** Local pointer of the last `$ref` followed, e.g. `#/components/schemas/Pet`. */
  ref?: string;
}

export type Resolver = <T extends object>(x: T | OpenAPIV3.ReferenceObject) => Resolved<T> | undefined;

export function isRef(x: unknown): x is OpenAPIV3.ReferenceObject {
  return !!x && typeof x === 'object' && typeof (x as { $ref?: unknown }).$ref === 'string';
}

/**
 * Follows local `$ref`s (`#/…`) through the document, including chains of refs. Returns undefined for a ref that
 * points outside the document or nowhere, so the renderer can show the pointer instead of crashing.
 */
export function createResolver(doc: ApiDocument): Resolver {
  const cache = new Map<string, unknown>();
  const lookup = (pointer: string): unknown => {
    if (cache.has(pointer)) return cache.get(pointer);
    let v: unknown = undefined;
    if (pointer === '#') v = doc;
    else if (pointer.startsWith('#/')) {
      v = doc;
      for (const raw of pointer.slice(2).split('/')) {
        const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
        v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
      }
    }
    cache.set(pointer, v);
    return v;
  };
  return <T extends object>(x: T | OpenAPIV3.ReferenceObject) => {
    let value: unknown = x;
    let ref: string | undefined;
    const seen = new Set<string>();
    while (isRef(value)) {
      ref = value.$ref;
      if (seen.has(ref)) return undefined; // a ref that points at itself
      seen.add(ref);
      value = lookup(ref);
    }
    return value && typeof value === 'object' ? { value: value as T, ref } : undefined;
  };
}

/** `#/components/schemas/Pet` → `Pet`; other pointers → their last segment. */
export function refName(ref: string): string {
  // Called for every `$ref` of every schema row; a large definition repeats the same few thousand pointers.
  let name = refNames.get(ref);
  if (name === undefined) {
    const last = ref.split('/').pop() ?? ref;
    name = decodeURIComponent(last).replace(/~1/g, '/').replace(/~0/g, '~');
    if (refNames.size > 50_000) refNames.clear();
    refNames.set(ref, name);
  }
  return name;
}
const refNames = new Map<string, string>();

/** The name of a component schema a pointer designates, if it is one. */
export function componentSchemaName(ref: string | undefined): string | undefined {
  return ref && /^#\/components\/schemas\/[^/]+$/.test(ref) ? refName(ref) : undefined;
}

import type { UiStrings } from '../../i18n/ui-strings.js';
import { format } from '../../i18n/strings.js';
import { componentSchemaName, isRef, type Resolver } from '../../openapi/resolve.js';
import type { Schema, SchemaOrRef } from '../../openapi/types.js';

/** A schema after following `$ref`s and merging `allOf`: what one node of the tree shows. */
export interface ViewSchema {
  schema: Schema;
  /** Component name when the node came from `#/components/schemas/X`. */
  name?: string;
  /** The pointer when it could not be resolved. */
  unresolved?: string;
}

/**
 * Resolve a schema and fold its `allOf` members into one object (properties and `required` merged), the way
 * readers think of an extended type. Members already on `stack` (circular) are not folded in again.
 */
export function viewSchema(x: SchemaOrRef | undefined, resolve: Resolver, stack: readonly string[] = []): ViewSchema {
  if (!x) return { schema: {} };
  const r = resolve<Schema>(x as Schema);
  if (!r) return { schema: {}, unresolved: isRef(x) ? x.$ref : undefined };
  const name = componentSchemaName(r.ref);
  const s = r.value;
  if (!s.allOf?.length) return { schema: s, name };
  // Members in order, then the schema's own keywords: properties read in the order the author wrote them.
  const seen = new Set(stack);
  if (r.ref) seen.add(r.ref);
  const parts: Schema[] = [];
  for (const member of s.allOf) {
    const mr = resolve<Schema>(member as Schema);
    if (!mr || (mr.ref && seen.has(mr.ref))) continue;
    parts.push(viewSchema(member, resolve, [...seen]).schema);
  }
  parts.push({ ...s, allOf: undefined });
  let merged: Schema = {};
  for (const m of parts) {
    merged = {
      ...merged,
      ...Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined)),
      properties: m.properties || merged.properties ? { ...merged.properties, ...m.properties } : undefined,
      required: m.required || merged.required ? [...new Set([...(merged.required ?? []), ...(m.required ?? [])])] : undefined,
    };
  }
  return { schema: merged, name };
}

/** `string`, `integer`, `array`… from `type`, or guessed from the keywords present. */
export function baseTypes(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties || s.additionalProperties !== undefined) return ['object'];
  if (s.items || s.prefixItems) return ['array'];
  if (s.enum?.length) return [...new Set(s.enum.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v)))];
  if (s.const !== undefined) return [typeof s.const];
  return [];
}

/** The type as the tree shows it: `integer <int64>`, `array<string>`, `SunatDto`, `string | null`. */
export function typeLabel(x: SchemaOrRef | undefined, resolve: Resolver, strings: UiStrings, depth = 0): string {
  const v = viewSchema(x, resolve);
  if (v.unresolved) return v.unresolved;
  const s = v.schema;
  const types = baseTypes(s);
  const parts = types.map((t) => {
    if (t === 'array' && depth < 3) {
      const item = s.items ?? s.prefixItems?.[0];
      return item ? `array<${typeLabel(item, resolve, strings, depth + 1)}>` : 'array';
    }
    if (t === 'object' && v.name) return v.name;
    return t + (s.format && t !== 'null' ? ` <${s.format}>` : '');
  });
  if (!parts.length) {
    if (v.name) parts.push(v.name);
    else if (s.oneOf || s.anyOf) parts.push((s.oneOf ?? s.anyOf)!.map((o) => typeLabel(o, resolve, strings, depth + 1)).join(' | '));
    else parts.push(strings.apiAnyValue);
  }
  if (s.nullable && !types.includes('null')) parts.push('null');
  return parts.join(' | ');
}

/** Validation keywords as short Spanish phrases: lengths, ranges, item counts, uniqueness, pattern. */
export function constraints(s: Schema, strings: UiStrings): { text: string; code?: string }[] {
  const out: { text: string; code?: string }[] = [];
  // `one` is the singular wording, for a count of 1.
  const f = (t: string, n: unknown, one?: string) => ({ text: n === 1 && one ? one : format(t, { n: String(n) }) });
  if (s.minLength !== undefined && s.minLength === s.maxLength) out.push(f(strings.apiExactLength, s.minLength, strings.apiExactLengthOne));
  else {
    if (s.minLength !== undefined && s.minLength > 0) out.push(f(strings.apiMinLength, s.minLength, strings.apiMinLengthOne));
    if (s.maxLength !== undefined) out.push(f(strings.apiMaxLength, s.maxLength, strings.apiMaxLengthOne));
  }
  if (typeof s.exclusiveMinimum === 'number') out.push(f(strings.apiExclusiveMinimum, s.exclusiveMinimum));
  else if (s.minimum !== undefined) out.push(f(s.exclusiveMinimum ? strings.apiExclusiveMinimum : strings.apiMinimum, s.minimum));
  if (typeof s.exclusiveMaximum === 'number') out.push(f(strings.apiExclusiveMaximum, s.exclusiveMaximum));
  else if (s.maximum !== undefined) out.push(f(s.exclusiveMaximum ? strings.apiExclusiveMaximum : strings.apiMaximum, s.maximum));
  if (s.multipleOf !== undefined) out.push(f(strings.apiMultipleOf, s.multipleOf));
  if (s.minItems !== undefined && s.minItems > 0) out.push(f(strings.apiMinItems, s.minItems, strings.apiMinItemsOne));
  if (s.maxItems !== undefined) out.push(f(strings.apiMaxItems, s.maxItems, strings.apiMaxItemsOne));
  if (s.uniqueItems) out.push({ text: strings.apiUniqueItems });
  if (s.minProperties !== undefined && s.minProperties > 0) out.push(f(strings.apiMinProperties, s.minProperties, strings.apiMinPropertiesOne));
  if (s.maxProperties !== undefined) out.push(f(strings.apiMaxProperties, s.maxProperties, strings.apiMaxPropertiesOne));
  if (s.pattern) out.push({ text: strings.apiPattern, code: s.pattern });
  return out;
}

/** Whether a node has children to show (properties, items with structure, alternatives). */
export function hasChildren(x: SchemaOrRef | undefined, resolve: Resolver, depth = 0): boolean {
  const v = viewSchema(x, resolve);
  const s = v.schema;
  if (s.properties && Object.keys(s.properties).length) return true;
  if (s.additionalProperties && typeof s.additionalProperties === 'object') return true;
  if (s.oneOf?.length || s.anyOf?.length || s.not) return true;
  if (s.prefixItems?.length) return true;
  if (s.items && depth < 8) return hasChildren(s.items, resolve, depth + 1);
  return false;
}

/** A literal value (default, enum member, example) as it reads in JSON. */
export function literal(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { suggest } from '../core/suggest.js';
import type { YamlPath } from '../core/yaml-source.js';
import type { BundledSpec } from './bundle.js';

const JSON_SCHEMA_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
/** Keys whose value is one schema. */
const ONE_SCHEMA = new Set([
  'schema',
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);
/** Keys whose value is a map of schemas. */
const SCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keys whose value is a list of schemas. */
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/**
 * OpenAPI 3.1's own schema leaves Schema Objects to JSON Schema 2020-12, so the validator accepts any `type` there
 * (`type: objetc` passes, and the page then shows the typo). Check the `type` of every schema the document holds.
 */
export function checkSchemaTypes(bundled: BundledSpec): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<object>();
  const schemas: [unknown, YamlPath][] = [];
  // Find the schemas: under components.schemas, and every `schema` key anywhere else (parameters, bodies, headers).
  const doc = bundled.data as { components?: { schemas?: Record<string, unknown> } } | undefined;
  for (const [name, s] of Object.entries(doc?.components?.schemas ?? {})) schemas.push([s, ['components', 'schemas', name]]);
  const stack: [unknown, YamlPath][] = [[bundled.data, []]];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'schema' && x && typeof x === 'object') schemas.push([x, [...p, k]]);
      else if (x && typeof x === 'object' && !(p.length === 1 && p[0] === 'components' && k === 'schemas'))
        stack.push([x, [...p, Array.isArray(v) ? Number(k) : k]]);
    }
  }
  while (schemas.length) {
    const [s, p] = schemas.pop()!;
    if (!s || typeof s !== 'object' || Array.isArray(s) || seen.has(s)) continue;
    seen.add(s);
    const schema = s as Record<string, unknown>;
    const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
    types.forEach((t, i) => {
      if (typeof t === 'string' && JSON_SCHEMA_TYPES.includes(t)) return;
      const near = typeof t === 'string' ? suggest(t, JSON_SCHEMA_TYPES) : undefined;
      const at = Array.isArray(schema.type) ? [...p, 'type', i] : [...p, 'type'];
      out.push(
        diagnostic(
          'openapi-invalid',
          `Invalid OpenAPI definition at \`${at.join('.')}\`: \`${String(t)}\` is not a JSON Schema type${near ? ` (did you mean \`${near}\`?)` : ''}.`,
          {
            position: bundled.locate(at),
            hint: `A schema's \`type\` is one of ${JSON_SCHEMA_TYPES.map((x) => `\`${x}\``).join(', ')}, or a list of them.`,
          },
        ),
      );
    });
    for (const [k, x] of Object.entries(schema)) {
      if (ONE_SCHEMA.has(k)) schemas.push([x, [...p, k]]);
      else if (SCHEMA_LIST.has(k) && Array.isArray(x)) x.forEach((y, i) => schemas.push([y, [...p, k, i]]));
      else if (SCHEMA_MAP.has(k) && x && typeof x === 'object') for (const [n, y] of Object.entries(x)) schemas.push([y, [...p, k, n]]);
    }
  }
  return out;
}

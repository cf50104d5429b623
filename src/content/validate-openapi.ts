import { validate } from '@readme/openapi-parser';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { YamlPath, YamlSource } from '../core/yaml-source.js';
import type { BundledSpec } from '../openapi/bundle.js';
import { checkSchemaTypes } from '../openapi/schema-types.js';
import { usePrecompiledSchemas } from '../openapi/precompiled-schemas.js';

/**
 * Validate a definition with @readme/openapi-parser (schema validation of OpenAPI 3.0/3.1 plus $ref resolution)
 * and point each error at a line and column of the YAML file. The validator reports positions in a JSON
 * rendering of the document (a code frame), so that rendering is rebuilt here with the path of every line.
 */
export async function validateOpenApi(source: YamlSource, bundled: BundledSpec): Promise<Diagnostic[]> {
  // The validator also accepts Swagger 2.0, which the reference page cannot render (no `content`, no `components`).
  const data = source.data as { swagger?: unknown; openapi?: unknown } | undefined;
  if (data && data.swagger !== undefined && data.openapi === undefined) {
    return [
      diagnostic('openapi-invalid', `Swagger \`${String(data.swagger)}\` definitions are not supported; API reference pages are rendered from OpenAPI 3.0 and 3.1.`, {
        position: source.locate(['swagger'], { key: true }),
        hint: 'Convert the definition to OpenAPI 3 (for example with swagger2openapi) and point `spec` at the result.',
      }),
    ];
  }
  const copy = structuredClone(bundled.data);
  // JSON Schema's `true`/`false` schemas (OpenAPI 3.1) crash the validator ("Cannot use 'in' operator"): it is given
  // their object forms; OpenAPI 3.0 has no boolean schemas, so there each one is an error at its place.
  const booleans = replaceBooleanSchemas(copy, []);
  if (booleans.length && !String(data?.openapi).startsWith('3.1'))
    return booleans.map((p) =>
      diagnostic('openapi-invalid', `Invalid OpenAPI definition at \`${p.join('.')}\`: a schema must be an object in OpenAPI ${String(data?.openapi)} (\`true\`/\`false\` schemas need OpenAPI 3.1).`, {
        position: bundled.locate(p),
        hint: 'Write `{}` for any value, or declare `openapi: 3.1.0`.',
      }),
    );
  // Every `$ref` is local after bundling: the validator must not read files (relative to the working directory) or URLs.
  let result: Awaited<ReturnType<typeof validate>>;
  // The OpenAPI JSON schemas are not compiled again for every definition: their code was generated ahead
  // (src/openapi/precompiled-schemas.ts); an invalid definition is still reported from ajv's compiled code.
  await usePrecompiledSchemas();
  try {
    result = await validate(copy as never, { resolve: { external: false }, validate: { errors: { colorize: false } } } as never);
  } catch (e) {
    const tooDeep = refChainTooDeep(e, source, bundled);
    if (tooDeep) return [tooDeep];
    throw e;
  }
  if (result.valid) return String(data?.openapi).startsWith('3.1') ? checkSchemaTypes(bundled) : [];
  const linePaths = jsonLinePaths(bundled.data);
  return result.errors.map((e) => {
    const [first, ...frame] = e.message.split('\n');
    let position = bundled.locate([]);
    let where = '';
    const ref = /\$ref pointer "([^"]+)"/.exec(first);
    const marked = frame.find((l) => /^>\s*\d+\s*\|/.test(l));
    if (ref) position = source.find(ref[1]) ?? position;
    else if (marked) {
      const path = linePaths[Number(/\d+/.exec(marked)![0])] ?? [];
      // Missing and unexpected properties are about a key, not its value: point at the key.
      position = bundled.locate(path, { key: /required property|additional propert/i.test(first) });
      if (path.length) where = ` at \`${path.join('.')}\``;
    }
    const detail = frame.find((l) => /\^/.test(l))?.replace(/^[\s|^]+/, '');
    const message = first.replace(/^(?:[A-Z_]+ )+/, '').replace(/\.$/, '') + (detail && !first.includes(detail) ? ` (${detail.trim()})` : '');
    return diagnostic('openapi-invalid', `Invalid OpenAPI definition${where}: ${message}.`, {
      position,
      hint: 'Fix the definition so it follows the OpenAPI specification (https://spec.openapis.org/oas/v3.0.3).',
    });
  });
}

/**
 * The validator dereferences every `$ref` and gives up past 500 nested references (a chain of hundreds of schemas each
 * referring to the next) with a RangeError naming the pointer where it stopped: report it there, not as a crash.
 */
function refChainTooDeep(e: unknown, source: YamlSource, bundled: BundledSpec): Diagnostic | undefined {
  const m = e instanceof RangeError ? /Maximum dereference depth \((\d+)\) exceeded at \S*?(#\/\S*?)\.?(?:\s|$)/.exec(e.message) : null;
  if (!m) return undefined;
  const pointer = m[2]!;
  const shown = pointer.length > 120 ? `${pointer.slice(0, 60)}…${pointer.slice(-50)}` : pointer;
  return diagnostic('openapi-invalid', `The definition's \`$ref\`s nest more than ${m[1]} levels deep (at \`${shown}\`).`, {
    position: bundled.locate(pointerPath(pointer)),
    hint: 'Shorten the chain of schemas that refer to one another; a reference page that deep cannot be read anyway.',
  });
}

/** `#/a/b~1c` → ['a', 'b/c'] (JSON pointer, URI-encoded in a `$ref`). */
function pointerPath(pointer: string): YamlPath {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => safeDecode(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The path of each line of JSON.stringify(value, null, 2), 1-based. */
function jsonLinePaths(value: unknown): YamlPath[] {
  const lines: YamlPath[] = [[]];
  const walk = (v: unknown, p: (string | number)[]) => {
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v).filter(([, x]) => x !== undefined && typeof x !== 'function');
      if (!entries.length) return;
      for (const [k, x] of entries) {
        lines.push([...p, k]);
        walk(x, [...p, k]);
      }
      lines.push(p); // closing bracket
    }
  };
  lines.push([]); // line 1: opening bracket
  walk(value, []);
  return lines;
}

/** Keys whose value is one schema, and keys whose value is a list or a map of schemas (JSON Schema / OpenAPI). */
const SCHEMA_KEYS = new Set(['schema', 'items', 'not', 'contains', 'propertyNames', 'if', 'then', 'else', 'additionalItems', 'unevaluatedItems']);
const SCHEMA_LIST_KEYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** Replace boolean schemas in place (`true` → `{}`, `false` → `{not: {}}`); returns where they were. */
function replaceBooleanSchemas(node: unknown, at: (string | number)[]): (string | number)[][] {
  if (!node || typeof node !== 'object') return [];
  const found: (string | number)[][] = [];
  const fix = (holder: Record<string | number, unknown>, key: string | number, where: (string | number)[]) => {
    const v = holder[key];
    if (typeof v === 'boolean') {
      holder[key] = v ? {} : { not: {} };
      found.push(where);
    }
  };
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const where = [...at, k];
    if (SCHEMA_KEYS.has(k)) fix(node as Record<string, unknown>, k, where);
    else if (SCHEMA_LIST_KEYS.has(k) && Array.isArray(v)) v.forEach((_, i) => fix(v as unknown as Record<number, unknown>, i, [...where, i]));
    else if (SCHEMA_MAP_KEYS.has(k) && v && typeof v === 'object') for (const name of Object.keys(v)) fix(v as Record<string, unknown>, name, [...where, name]);
    found.push(...replaceBooleanSchemas((node as Record<string, unknown>)[k], where));
  }
  return found;
}

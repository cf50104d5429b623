import { validate } from '@readme/openapi-parser';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { YamlPath, YamlSource } from '../core/yaml-source.js';
import type { BundledSpec } from '../openapi/bundle.js';

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
  // Every `$ref` is local after bundling: the validator must not read files (relative to the working directory) or URLs.
  const result = await validate(copy as never, { resolve: { external: false }, validate: { errors: { colorize: false } } } as never);
  if (result.valid) return [];
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

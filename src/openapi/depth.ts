import type { YamlPath } from '../core/yaml-source.js';

/**
 * Deepest nesting of objects and arrays accepted in a definition. The validator, the renderer and the example
 * generator all recurse through schemas; a document 250 levels deep exhausted the validator. Real definitions
 * stay under 40.
 */
export const MAX_OPENAPI_DEPTH = 120;

/** The path of the first value nested deeper than `max`, found without recursion; undefined when none is. */
export function findTooDeep(value: unknown, max = MAX_OPENAPI_DEPTH): YamlPath | undefined {
  const stack: [unknown, YamlPath][] = [[value, []]];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (p.length > max) return p;
    for (const [k, x] of Object.entries(v)) if (x && typeof x === 'object') stack.push([x, [...p, Array.isArray(v) ? Number(k) : k]]);
  }
  return undefined;
}

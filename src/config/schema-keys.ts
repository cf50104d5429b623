import type { z } from 'zod';

/** The parts of a zod schema's definition that lead to the objects inside it. */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  valueType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
}
type Schema = { _zod: { def: Def } };

/** A key only a function can fill (a Docusaurus config's `readingTime`, `createRedirects`…): YAML cannot write it. */
function functionOnly(s: Schema): boolean {
  const def = s._zod.def;
  return def.innerType ? functionOnly(def.innerType) : def.type === 'custom';
}

/**
 * The keys the schema accepts in the mapping at `at` (a path into the data, as in a zod issue): those of every object
 * that can stand there (each option of a union), but those only a function fills. For "did you mean" on an unknown key.
 */
export function keysAt(schema: z.ZodType, at: readonly (string | number)[]): string[] {
  const keys = new Set<string>();
  const visit = (s: Schema, i: number): void => {
    const def = s._zod.def;
    if (def.innerType) return visit(def.innerType, i); // optional, default, nullable, readonly, catch…
    if (def.type === 'pipe' && def.in) return visit(def.in, i);
    if (def.type === 'lazy' && def.getter) return visit(def.getter(), i);
    if (def.type === 'union') return def.options?.forEach((o) => visit(o, i));
    if (def.type === 'intersection') {
      if (def.left) visit(def.left, i);
      if (def.right) visit(def.right, i);
      return;
    }
    if (i === at.length) {
      if (def.type === 'object') for (const [k, v] of Object.entries(def.shape ?? {})) if (!functionOnly(v)) keys.add(k);
      return;
    }
    const step = at[i];
    if (def.type === 'object' && typeof step === 'string' && def.shape?.[step]) visit(def.shape[step], i + 1);
    else if (def.type === 'array' && typeof step === 'number' && def.element) visit(def.element, i + 1);
    else if (def.type === 'record' && def.valueType) visit(def.valueType, i + 1);
  };
  visit(schema as unknown as Schema, 0);
  return [...keys];
}

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * @readme/openapi-parser's `validate` makes a new ajv instance for every definition and compiles the OpenAPI 3.0 or 3.1
 * JSON schema with it (≈0.3–0.5 CPU-s each, most of a cold validation). schema-validators.generated.js holds the code
 * ajv generates for those schemas with the parser's options (scripts/generate-openapi-validators.mjs), and this module
 * makes ajv's `validate(schema, data)` run it instead of compiling, for those schemas only:
 * - only when the ajv class, its options, the schema (SHA-256 of its JSON) and the ajv version are the ones generated
 *   from; anything else (another version after an update, another caller of ajv) compiles as before;
 * - only a "valid" answer is taken from the generated code. When it finds the definition invalid, ajv compiles the
 *   schema as the parser always did and validates again, so the errors (and the parser's messages built from them) are
 *   ajv's own. That compile is kept for the process: a second invalid definition does not compile again.
 * Everything else `validate` does (resolving `$ref`s, its own checks before and after the schema) is unchanged.
 * `FE_DOCS_OPENAPI_PRECOMPILED=0` compiles as before (to compare, or should the generated code ever be in doubt);
 * `FE_DOCS_DEBUG_OPENAPI=1` says whether the generated code is in use.
 */

type ValidateFunction = ((data: unknown) => boolean) & { errors?: unknown };

/** An ajv instance, as far as this module reads it. */
interface AjvInstance {
  opts: Record<string, unknown>;
  errors?: unknown;
  compile(schema: object): ValidateFunction;
}

/** One entry of schema-validators.generated.js. */
interface GeneratedValidator {
  openapi: string;
  ajvClass: string;
  classVersion: string;
  options: string;
  schemaSha256: string;
  create(require: NodeJS.Require): ValidateFunction;
}

interface Precompiled {
  entry: GeneratedValidator;
  ajvClass: unknown;
  validate?: ValidateFunction;
  /** What ajv compiled when the generated code found a definition invalid. */
  compiled?: ValidateFunction;
}

/**
 * How often each way was taken in this process (for the tests): `precompiled` validations by the generated code, of
 * which `invalid` went on to ajv's compiled code, and how many schemas ajv `compiled` for them. Kept on `globalThis`,
 * like the patch, so that every copy of this module in a process counts the same validations.
 */
export const precompiledStats: { precompiled: number; invalid: number; compiled: number } = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('fe-docs.precompiled-openapi-stats')
] ??= { precompiled: 0, invalid: 0, compiled: 0 }) as never;

/** Set on ajv's prototype once it is patched (by any copy of this module in the process). */
const PATCHED = Symbol.for('fe-docs.precompiled-openapi-schemas');

let installing: Promise<boolean> | undefined;

/**
 * Makes the parser's ajv use the generated validators; resolves to whether it could (the generated module is there
 * and matches the installed ajv). Call before `validate`; cheap after the first call.
 */
export function usePrecompiledSchemas(): Promise<boolean> {
  return (installing ??= install().catch((e: unknown) => {
    if (process.env.FE_DOCS_DEBUG_OPENAPI) process.stderr.write(`precompiled OpenAPI schemas not used: ${e instanceof Error ? e.message : String(e)}\n`);
    return false;
  }));
}

async function install(): Promise<boolean> {
  // ajv as the parser loads it (the parser is left to Node, not bundled): resolved from the parser's own folder.
  const fromParser = createRequire(createRequire(import.meta.url).resolve('@readme/openapi-parser'));
  // Next to this module: src/openapi/ when run from the sources, dist/ in the package (scripts/build-cli.mjs copies
  // it there). Not imported by name, so that the bundles do not carry its 0.4 MB into every build thread.
  const generated = (await import(new URL('./schema-validators.generated.js', import.meta.url).href)) as {
    ajvVersion: string;
    validators: GeneratedValidator[];
  };
  const version = (name: string) => (fromParser(`${name}/package.json`) as { version: string }).version;
  if (generated.ajvVersion !== version('ajv')) throw new Error(`generated for ajv ${generated.ajvVersion}, ajv ${version('ajv')} is installed`);
  const precompiled: Precompiled[] = generated.validators
    .filter((entry) => entry.classVersion === version(entry.ajvClass.startsWith('ajv/') ? 'ajv' : entry.ajvClass))
    .map((entry) => ({ entry, ajvClass: (fromParser(entry.ajvClass) as { default: unknown }).default }));
  const Core = (fromParser('ajv/dist/core') as { default: { prototype: Record<string | symbol, unknown> } }).default;
  if (Core.prototype[PATCHED]) return true;
  const original = Core.prototype.validate as (this: AjvInstance, schema: unknown, data: unknown) => boolean;
  const find = (ajv: AjvInstance, schema: object): Precompiled | undefined => {
    const candidates = precompiled.filter((p) => p.ajvClass === ajv.constructor);
    if (!candidates.length) return undefined;
    const key = optionsKey(ajv.opts);
    const matching = candidates.filter((p) => p.entry.options === key);
    if (!matching.length) return undefined;
    const hash = createHash('sha256').update(JSON.stringify(schema)).digest('hex');
    return matching.find((p) => p.entry.schemaSha256 === hash);
  };
  Core.prototype.validate = function (this: AjvInstance, schema: unknown, data: unknown): boolean {
    const found = schema && typeof schema === 'object' && process.env.FE_DOCS_OPENAPI_PRECOMPILED !== '0' ? find(this, schema) : undefined;
    if (!found) return original.call(this, schema, data);
    const validate = (found.validate ??= found.entry.create(fromParser));
    precompiledStats.precompiled++;
    if (validate(data)) {
      this.errors = validate.errors;
      return true;
    }
    precompiledStats.invalid++;
    // ajv's compiled code from here, as `validate` would run it (ajv.validate: compile, run, keep the errors).
    if (!found.compiled) {
      found.compiled = this.compile(schema as object);
      precompiledStats.compiled++;
    }
    const valid = found.compiled(data);
    this.errors = found.compiled.errors;
    return valid;
  };
  Core.prototype[PATCHED] = true;
  if (process.env.FE_DOCS_DEBUG_OPENAPI)
    process.stderr.write(`precompiled OpenAPI schemas in use: ${precompiled.map((p) => p.entry.openapi).join(', ') || 'none matches the installed ajv'}\n`);
  return true;
}

/** Same as scripts/generate-openapi-validators.mjs#optionsKey: the options that decide ajv's code, as a string. */
export function optionsKey(opts: Record<string, unknown>): string {
  const value = (v: unknown) => (v === null || (typeof v !== 'object' && typeof v !== 'function') ? v : `[${typeof v}]`);
  const code = opts.code as Record<string, unknown> | undefined;
  return JSON.stringify(
    Object.keys(opts)
      .sort()
      .map((k) =>
        k === 'code' && code && typeof code === 'object'
          ? [
              k,
              Object.keys(code)
                .filter((c) => c !== 'source')
                .sort()
                .map((c) => [c, value(code[c])]),
            ]
          : [k, value(opts[k])],
      ),
  );
}

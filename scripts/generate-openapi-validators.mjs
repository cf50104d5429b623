// Writes src/openapi/schema-validators.generated.js: the OpenAPI 3.0 and 3.1 schema validators that
// @readme/openapi-parser's `validate` compiles with ajv on every call (≈0.3–0.5 CPU-s per definition), generated once
// with ajv's standalone code generation (https://ajv.js.org/standalone.html). src/openapi/precompiled-schemas.ts runs
// them in place of that compile (src/content/validate-openapi.ts).
//
// Nothing is copied from the parser: its `validate` is run on a small 3.0 and 3.1 definition while ajv's
// `validate(schema, data)` is watched, and the schema object, the ajv class and the options it was called with are the
// ones generated from (so the 3.1 schema carries the edits the parser makes to it before validating).
//
// `node scripts/generate-openapi-validators.mjs` writes the file; `--check` exits 1 when it differs from what would be
// written (test/openapi/precompiled-schemas.test.ts does the same). scripts/build-cli.mjs copies it into dist/.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

export const GENERATED_FILE = fileURLToPath(new URL('../src/openapi/schema-validators.generated.js', import.meta.url));

/** The ajv classes the parser may construct, by the module that exports them (the runtime finds the class the same way). */
const AJV_CLASSES = ['ajv-draft-04', 'ajv/dist/2020', 'ajv/dist/2019', 'ajv'];

/** Small valid definitions: each makes the parser validate against one schema. */
const SAMPLES = {
  '3.0': {
    openapi: '3.0.3',
    info: { title: 'Muestra', version: '1.0.0' },
    paths: {
      '/items/{id}': {
        get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'OK' } } },
      },
    },
  },
  3.1: {
    openapi: '3.1.0',
    info: { title: 'Muestra', version: '1.0.0' },
    paths: { '/items': { get: { responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: ['string', 'null'] } } } } } } } },
  },
};

/** Invalid variants of the samples, to check that the generated code reports what ajv's compiled code reports. */
const BROKEN = (doc) => [
  { ...doc, info: { title: 1 } },
  { ...doc, paths: { '/x': { get: { responses: { 200: { descripton: 'typo' } } } } } },
  { ...doc, openapi: 'tres' },
  { ...doc, components: { schemas: { A: { type: 'objetc' } } }, extra: true },
];

/**
 * The ajv options that decide the generated code, as a string (the runtime computes the same from the options of the
 * instance the parser made): every option by name; functions and objects (the URI resolver, the RegExp engine) by
 * their type only; `code` by its fields, without `source` (which only asks ajv to keep the code for this generator).
 * src/openapi/precompiled-schemas.ts has the same function.
 */
export function optionsKey(opts) {
  const value = (v) => (v === null || (typeof v !== 'object' && typeof v !== 'function') ? v : `[${typeof v}]`);
  return JSON.stringify(
    Object.keys(opts)
      .sort()
      .map((k) =>
        k === 'code' && opts.code && typeof opts.code === 'object'
          ? [
              k,
              Object.keys(opts.code)
                .filter((c) => c !== 'source')
                .sort()
                .map((c) => [c, value(opts.code[c])]),
            ]
          : [k, value(opts[k])],
      ),
  );
}

export function schemaHash(schema) {
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex');
}

/** The text of the generated module. */
export async function generateOpenApiValidators() {
  const here = createRequire(import.meta.url);
  // Resolved from the parser's folder, as the parser itself resolves them: the same module instances.
  const fromParser = createRequire(here.resolve('@readme/openapi-parser'));
  const Core = fromParser('ajv/dist/core').default;
  const standaloneCode = fromParser('ajv/dist/standalone').default;
  const { validate } = await import('@readme/openapi-parser');
  const parserVersion = here('@readme/openapi-parser/package.json').version;
  const version = (name) => fromParser(`${name}/package.json`).version;

  const entries = [];
  for (const [openapi, sample] of Object.entries(SAMPLES)) {
    const calls = [];
    const original = Core.prototype.validate;
    Core.prototype.validate = function (schema, data) {
      // A string is a schema ajv has by its id: the meta-schema, which ajv checks the schema against while compiling.
      if (typeof schema === 'object') calls.push({ ajv: this, schema });
      return original.call(this, schema, data);
    };
    let result;
    try {
      result = await validate(structuredClone(sample), { resolve: { external: false }, validate: { errors: { colorize: false } } });
    } finally {
      Core.prototype.validate = original;
    }
    if (!result.valid) throw new Error(`the OpenAPI ${openapi} sample is invalid: ${JSON.stringify(result.errors)}`);
    if (calls.length !== 1) throw new Error(`expected one ajv.validate(schema, data) call for OpenAPI ${openapi}, saw ${calls.length}`);
    const { ajv: seen, schema } = calls[0];
    const ajvClass = AJV_CLASSES.find((name) => fromParser(name).default === seen.constructor);
    if (!ajvClass) throw new Error(`OpenAPI ${openapi}: the parser uses an ajv class this generator does not know`);

    // The same class and options, keeping the generated code.
    const ajv = new seen.constructor({ ...seen.opts, code: { ...seen.opts.code, source: true } });
    if (optionsKey(ajv.opts) !== optionsKey(seen.opts)) throw new Error(`OpenAPI ${openapi}: the ajv options could not be reproduced`);
    const code = standaloneCode(ajv, ajv.compile(schema)).replace(/^"use strict";/, '');

    // The generated code reports what the parser's own compile reports, valid or not.
    const generated = new Function('require', `const module = { exports: {} };\n${code}\nreturn module.exports;`)(fromParser);
    const compiled = new seen.constructor(seen.opts).compile(schema);
    for (const doc of [sample, ...BROKEN(sample)]) {
      const a = generated(doc);
      const b = compiled(doc);
      if (a !== b || !isDeepStrictEqual(generated.errors, compiled.errors))
        throw new Error(`OpenAPI ${openapi}: the generated validator disagrees with ajv on ${JSON.stringify(doc)}`);
    }
    const classPackage = ajvClass.startsWith('ajv/') ? 'ajv' : ajvClass;
    entries.push({ openapi, ajvClass, classVersion: version(classPackage), options: optionsKey(seen.opts), schemaSha256: schemaHash(schema), code });
  }

  const ajvVersion = version('ajv');
  const lines = [
    '// Generated by scripts/generate-openapi-validators.mjs: do not edit; run `node scripts/generate-openapi-validators.mjs`.',
    `// The schema validators @readme/openapi-parser ${parserVersion} compiles with ajv ${ajvVersion} in \`validate\`, as ajv's standalone code.`,
    '// Loaded by src/openapi/precompiled-schemas.ts (relative to itself: src/openapi/ or dist/), never bundled.',
    `export const parserVersion = ${JSON.stringify(parserVersion)};`,
    `export const ajvVersion = ${JSON.stringify(ajvVersion)};`,
    'export const validators = [',
  ];
  for (const e of entries) {
    lines.push(
      '  {',
      `    openapi: ${JSON.stringify(e.openapi)},`,
      `    ajvClass: ${JSON.stringify(e.ajvClass)},`,
      `    classVersion: ${JSON.stringify(e.classVersion)},`,
      `    options: ${JSON.stringify(e.options)},`,
      `    schemaSha256: ${JSON.stringify(e.schemaSha256)},`,
      '    create(require) {',
      '      const module = { exports: {} };',
      `      ${e.code}`,
      '      return module.exports;',
      '    },',
      '  },',
    );
  }
  lines.push('];', '');
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await generateOpenApiValidators();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(GENERATED_FILE, 'utf8');
    } catch {
      // Missing: stale.
    }
    if (current !== text) {
      process.stderr.write(`${GENERATED_FILE} is out of date: run node scripts/generate-openapi-validators.mjs\n`);
      process.exit(1);
    }
  } else writeFileSync(GENERATED_FILE, text);
}

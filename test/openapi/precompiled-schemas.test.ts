import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { dereference, validate } from '@readme/openapi-parser';
import { loadSite } from '../../src/api/site.js';
import { formatPosition } from '../../src/core/position.js';
import { YamlSource } from '../../src/core/yaml-source.js';
import { validateOpenApi } from '../../src/content/validate-openapi.js';
import { bundleSpec } from '../../src/openapi/bundle.js';
import { precompiledStats, usePrecompiledSchemas } from '../../src/openapi/precompiled-schemas.js';
import { GENERATED_FILE, generateOpenApiValidators } from '../../scripts/generate-openapi-validators.mjs';
import { createSite } from '../helpers/site.js';

// Every validation of this file runs (no disk cache), so the counts of precompiled-schemas.ts move as expected.
process.env.FE_DOCS_CACHE = '0';

const repo = new URL('../..', import.meta.url).pathname;
const fromParser = createRequire(createRequire(import.meta.url).resolve('@readme/openapi-parser'));

interface AjvInstance {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
}
interface GeneratedValidator {
  openapi: string;
  create(require: NodeJS.Require): ((data: unknown) => boolean) & { errors?: unknown };
}

test('the generated validators are what scripts/generate-openapi-validators.mjs writes for the installed parser and ajv', async () => {
  assert.equal(
    readFileSync(GENERATED_FILE, 'utf8') === (await generateOpenApiValidators()),
    true,
    'src/openapi/schema-validators.generated.js is out of date: run node scripts/generate-openapi-validators.mjs',
  );
});

test("the site's definitions and an OpenAPI 3.1 one are validated by the generated code, with no schema compiled", async () => {
  const before = { ...precompiledStats };
  for (const file of ['openapi/searchpe.yaml', 'openapi/ublhub.yaml']) {
    const source = new YamlSource(file, readFileSync(path.join(repo, file), 'utf8'), 0, 'openapi-invalid');
    assert.deepEqual(await validateOpenApi(source, await bundleSpec(repo, source)), []);
  }
  const v31 = new YamlSource(
    'openapi/v31.yaml',
    "openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema:\n                type: [string, 'null']\n",
    0,
    'openapi-invalid',
  );
  assert.deepEqual(await validateOpenApi(v31, await bundleSpec(repo, v31)), []);
  assert.deepEqual(
    {
      precompiled: precompiledStats.precompiled - before.precompiled,
      invalid: precompiledStats.invalid - before.invalid,
      compiled: precompiledStats.compiled - before.compiled,
    },
    { precompiled: 3, invalid: 0, compiled: 0 },
  );
});

/** The ajv instance and schema object the parser's `validate` uses for an OpenAPI version (as the generator finds them). */
async function parserSchema(doc: object): Promise<{ ajv: AjvInstance; schema: object }> {
  const Core = (fromParser('ajv/dist/core') as { default: { prototype: { validate: (...a: unknown[]) => boolean } } }).default;
  const current = Core.prototype.validate;
  let seen: { ajv: AjvInstance; schema: object } | undefined;
  Core.prototype.validate = function (this: AjvInstance, schema: unknown, data: unknown) {
    if (schema && typeof schema === 'object') seen ??= { ajv: this, schema };
    return current.call(this, schema, data);
  };
  try {
    assert.equal((await validate(structuredClone(doc) as never)).valid, true);
  } finally {
    Core.prototype.validate = current;
  }
  return seen!;
}

/** Broken copies of a definition: each a different kind of schema error (or none, for the extension). */
function variants(doc: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const edit = (fn: (d: Record<string, any>) => void) => {
    const d = structuredClone(doc) as Record<string, any>;
    fn(d);
    out.push(d);
  };
  const firstOperation = (d: Record<string, any>) => Object.values<Record<string, any>>(d.paths ?? {}).flatMap((item) => Object.values(item ?? {}))[0];
  edit((d) => (d.info.title = 1));
  edit((d) => (d.openapi = 'tres'));
  edit((d) => {
    const op = firstOperation(d);
    if (op && typeof op === 'object') Object.assign(op, { 'x-fine': 1, bogus: true });
  });
  edit((d) => {
    const op = firstOperation(d);
    const response = op?.responses && Object.values<Record<string, unknown>>(op.responses)[0];
    if (response && typeof response === 'object') delete response.description;
  });
  edit((d) => {
    const schema = d.components?.schemas && Object.values<Record<string, unknown>>(d.components.schemas)[0];
    if (schema && typeof schema === 'object') schema.type = 'objetc';
  });
  edit((d) => (d.paths = { sinBarra: {} }));
  return out;
}

test("the generated code gives ajv's answer and ajv's errors on every example of @readme/oas-examples and broken copies of them", async () => {
  assert.equal(await usePrecompiledSchemas(), true);
  const generated = (await import(new URL('../../src/openapi/schema-validators.generated.js', import.meta.url).href)) as { validators: GeneratedValidator[] };
  const examples = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
  let compared = 0;
  let invalid = 0;
  for (const version of ['3.0', '3.1']) {
    const entry = generated.validators.find((v) => v.openapi === version)!;
    const generatedValidate = entry.create(fromParser);
    const files = readdirSync(path.join(examples, version, 'json')).filter((f) => f.endsWith('.json'));
    const first = JSON.parse(readFileSync(path.join(examples, version, 'json', files[0]!), 'utf8'));
    const { ajv, schema } = await parserSchema(first);
    const compiled = ajv.compile(schema);
    for (const file of files) {
      const doc = JSON.parse(readFileSync(path.join(examples, version, 'json', file), 'utf8'));
      // What `validate` gives ajv: the definition with its `$ref`s resolved, circular ones left as they are.
      const resolved = (await dereference(doc, { resolve: { external: false }, dereference: { circular: 'ignore' } } as never)) as Record<string, unknown>;
      for (const data of [resolved, ...variants(resolved)]) {
        const expected = compiled(data);
        assert.equal(generatedValidate(data), expected, `${version}/${file}`);
        assert.deepEqual(generatedValidate.errors, compiled.errors, `${version}/${file}`);
        compared++;
        if (!expected) invalid++;
      }
    }
  }
  assert.ok(compared > 300 && invalid > 250, `${compared} compared, ${invalid} invalid`);
});

const CONFIG = `
title: Prueba
url: https://example.org
baseUrl: /
openapi:
  - id: roto
    spec: openapi/roto.yaml
    route: /api/roto
`;

async function problems(yaml: string): Promise<string[]> {
  const site = await createSite({ 'site.config.yaml': CONFIG, 'openapi/roto.yaml': yaml });
  try {
    const r = await loadSite(site.root);
    return r.diagnostics.map((d) => `${d.position ? formatPosition(d.position) : '(site)'} ${d.severity} ${d.message} [${d.code}]`);
  } finally {
    await site.cleanup();
  }
}

const ok30 = (paths: string, extra = '') => `openapi: 3.0.3\ninfo:\n  title: Casos\n  version: 1.0.0\npaths:\n${paths}${extra}`;
const getItem = (op: string, at = '/items/{id}') => `  ${at}:\n    get:\n${op}      responses:\n        '200':\n          description: OK\n`;
const idParam = '      parameters:\n        - name: id\n          in: path\n          required: true\n          schema:\n            type: string\n';
const queryParam = (name: string, type: string) => `        - name: ${name}\n          in: query\n          schema:\n            type: ${type}\n`;
const twoOperations = ok30(getItem(`      operationId: leer\n${idParam}`) + getItem(`      operationId: leer\n${idParam}`, '/otros/{id}'));
const to31 = (yaml: string) => yaml.replace('openapi: 3.0.3', 'openapi: 3.1.0');
const invalidDefinition = (where: string) => `Invalid OpenAPI definition${where}:`;

/**
 * Mistakes each caught by a different check of the parser: its schema (ajv's errors, from the compiled code), its checks
 * before the schema (security schemes) and after it (operation ids, path parameters, component names, OpenAPI 3.1's
 * content rule), and the leading slash of paths. The messages are the ones fe-docs gave before the generated code.
 */
const CASES: [string, string, string][] = [
  [
    'info without version',
    ok30(getItem(idParam)).replace('  version: 1.0.0\n', ''),
    `2:1 error ${invalidDefinition(' at `info`')} must have required property 'version' (version is missing here!).`,
  ],
  [
    'response without description',
    ok30(getItem(idParam)).replace('          description: OK\n', '          content: {}\n'),
    `15:9 error ${invalidDefinition(' at `paths./items/{id}.get.responses.200`')} must have required property 'description' (description is missing here!).`,
  ],
  [
    'optional path parameter',
    ok30(getItem(idParam.replace('required: true', 'required: false'))),
    `10:15 error ${invalidDefinition(' at `paths./items/{id}.get.parameters.0.in`')} must be equal to one of the allowed values (Did you mean query here?).`,
  ],
  ['duplicate operationId', twoOperations, `1:1 error ${invalidDefinition('')} The operationId \`leer\` is duplicated and must be made unique.`],
  [
    'path parameter not in the path',
    ok30(getItem(idParam, '/items')),
    `1:1 error ${invalidDefinition('')} \`/paths/items/get\` has a path parameter named \`id\`, but there is no corresponding \`{id}\` in the path string.`,
  ],
  [
    'path placeholder without parameter',
    ok30(getItem('')),
    `1:1 error ${invalidDefinition('')} \`/paths/items/{id}/get\` is missing path parameter(s) for \`{id}\`.`,
  ],
  [
    'path without leading slash',
    ok30(getItem(idParam, 'items/{id}')),
    `1:1 error ${invalidDefinition('')} Entries in the OpenAPI \`paths\` object must begin with a leading slash.`,
  ],
  [
    'apiKey security scheme without in',
    ok30(getItem(idParam), 'components:\n  securitySchemes:\n    clave:\n      type: apiKey\n      name: X-Key\n'),
    `1:1 error ${invalidDefinition('')} \`/components/securitySchemes/clave\` (\`type: apiKey\`) is missing required property \`in\`.`,
  ],
  [
    'duplicate parameter',
    ok30(getItem(idParam + queryParam('q', 'string') + queryParam('q', 'integer'))),
    `1:1 error ${invalidDefinition('')} Found multiple \`query\` parameters named \`q\` in \`/paths/items/{id}/get\`.`,
  ],
  [
    'array parameter without items',
    ok30(getItem(idParam + queryParam('tags', 'array'))),
    `1:1 error ${invalidDefinition('')} \`/paths/items/{id}/get/parameters/tags\` is an array, so it must include an \`items\` schema.`,
  ],
  [
    'component name with a space',
    ok30(getItem(idParam), "components:\n  schemas:\n    'Mal nombre':\n      type: object\n"),
    `1:1 error ${invalidDefinition('')} \`/components/schemas/Mal nombre\` has an invalid name. Component names should match against: /^[a-zA-Z0-9.-_]+$/.`,
  ],
  [
    'OpenAPI 3.1 info without title',
    to31(ok30(getItem(idParam))).replace('  title: Casos\n', ''),
    `2:1 error ${invalidDefinition(' at `info`')} must have required property 'title' (title is missing here!).`,
  ],
  [
    'OpenAPI 3.1 duplicate operationId',
    to31(twoOperations),
    `1:1 error ${invalidDefinition('')} The operationId \`leer\` is duplicated and must be made unique.`,
  ],
  [
    'OpenAPI 3.1 without paths, webhooks or components',
    'openapi: 3.1.0\ninfo:\n  title: Casos\n  version: 1.0.0\npaths: {}\n',
    `1:1 error ${invalidDefinition('')} OpenAPI 3.1 definitions must contain at least one entry in either \`paths\`, \`webhooks\`, or \`components\`.`,
  ],
];

test('each check of the parser still reports its mistake as before; a schema is compiled once per process for invalid definitions', async () => {
  const before = { ...precompiledStats };
  for (const [name, yaml, expected] of CASES) assert.deepEqual(await problems(yaml), [`openapi/roto.yaml:${expected} [openapi-invalid]`], name);
  // Four definitions fail the schema (three 3.0, one 3.1): ajv compiled each schema once for them.
  assert.equal(precompiledStats.invalid - before.invalid, 4);
  assert.equal(precompiledStats.compiled - before.compiled, 2);
});

test('with FE_DOCS_OPENAPI_PRECOMPILED=0 the parser compiles as before and reports the same', async () => {
  const pick = [CASES[0]!, CASES[3]!, CASES[11]!];
  const withGenerated = await Promise.all(pick.map(([, yaml]) => problems(yaml)));
  const before = { ...precompiledStats };
  process.env.FE_DOCS_OPENAPI_PRECOMPILED = '0';
  try {
    for (const [i, [name, yaml]] of pick.entries()) assert.deepEqual(await problems(yaml), withGenerated[i], name);
  } finally {
    delete process.env.FE_DOCS_OPENAPI_PRECOMPILED;
  }
  assert.deepEqual(precompiledStats, before);
});

/** `fe-docs check ROOT` through bin/fe-docs (the bundled CLI in dist/, as installed), with `env` added. */
function runBin(root: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repo, 'bin/fe-docs'), 'check', root], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

test('the bundled CLI finds the generated validators beside its bundles (dist/), with and without the code cache', async () => {
  const site = await createSite({ 'site.config.yaml': CONFIG, 'openapi/roto.yaml': ok30(getItem(idParam)) });
  const cacheHome = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-xdg-'));
  try {
    // The CommonJS bundles run through V8's code cache (the default), and the ES modules of dist/cli.js.
    for (const codeCache of ['1', '0']) {
      const r = await runBin(site.root, { FE_DOCS_DEBUG_OPENAPI: '1', FE_DOCS_CODE_CACHE: codeCache, FE_DOCS_CACHE: '0', XDG_CACHE_HOME: cacheHome });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /precompiled OpenAPI schemas in use: 3\.0, 3\.1\n/, `FE_DOCS_CODE_CACHE=${codeCache}`);
    }
  } finally {
    await site.cleanup();
    await rm(cacheHome, { recursive: true, force: true });
  }
});

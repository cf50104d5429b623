import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loadSite } from '../../src/api/site.js';
import { formatPosition } from '../../src/core/position.js';
import { YamlSource } from '../../src/core/yaml-source.js';
import { validateOpenApi } from '../../src/content/validate-openapi.js';
import { bundleSpec } from '../../src/openapi/bundle.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `
title: Prueba
url: https://example.org
baseUrl: /
openapi:
  - id: roto
    spec: openapi/roto.yaml
    route: /api/roto
`;

/** A definition that is fine except where `patch` puts a mistake. */
const definition = (patch: { type?: string; ref?: string; info?: string } = {}) => `
openapi: 3.0.3
info:
  title: Roto
  version: 1.0.0${patch.info ?? ''}
paths:
  /items:
    get:
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/${patch.ref ?? 'Item'}'
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: ${patch.type ?? 'object'}
      responses:
        '204':
          description: Sin contenido
components:
  schemas:
    Item:
      type: object
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

test('a valid fixture definition loads without problems', async () => {
  assert.deepEqual(await problems(definition()), []);
});

test('a schema with an unknown type is rejected at its file:line:col', async () => {
  assert.deepEqual(await problems(definition({ type: 'objetc' })), [
    'openapi/roto.yaml:20:21 error Invalid OpenAPI definition at `paths./items.post.requestBody.content.application/json.schema.type`: must be equal to one of the allowed values (Did you mean object here?). [openapi-invalid]',
  ]);
});

test('a $ref to a missing schema is rejected at the $ref', async () => {
  assert.deepEqual(await problems(definition({ ref: 'Itemm' })), [
    'openapi/roto.yaml:14:24 error Invalid OpenAPI definition: Missing $ref pointer "#/components/schemas/Itemm". Token "Itemm" does not exist. [openapi-invalid]',
  ]);
});

test('an unexpected property is reported at its key', async () => {
  assert.deepEqual(await problems(definition({ info: '\n  colour: blue' })), [
    'openapi/roto.yaml:5:3 error Invalid OpenAPI definition at `info.colour`: must NOT have additional properties (colour is not expected to be here!). [openapi-invalid]',
  ]);
});

for (const file of ['openapi/searchpe.yaml', 'openapi/ublhub.yaml']) {
  test(`the site's ${file} passes the validator`, async () => {
    const text = await readFile(new URL(`../../${file}`, import.meta.url), 'utf8');
    const source = new YamlSource(file, text, 0, 'openapi-invalid');
    assert.deepEqual(source.syntaxErrors, []);
    assert.deepEqual(await validateOpenApi(source, await bundleSpec(new URL('../..', import.meta.url).pathname, source)), []);
  });
}

test('a Swagger 2.0 definition is refused with a pointer to its swagger key', async () => {
  assert.deepEqual(await problems('swagger: "2.0"\ninfo:\n  title: Viejo\n  version: 1.0.0\npaths: {}\n'), [
    'openapi/roto.yaml:1:1 error Swagger `2.0` definitions are not supported; API reference pages are rendered from OpenAPI 3.0 and 3.1. [openapi-invalid]',
  ]);
});

/** Schemas S0 → S1 → … → S`n`, each a `$ref` to the next (or an object whose `next` property is). */
function refChain(n: number, nested: boolean): string {
  const lines = ['openapi: 3.0.3', 'info:', '  title: Cadena', '  version: 1.0.0', 'paths: {}', 'components:', '  schemas:'];
  for (let i = 0; i < n; i++) {
    lines.push(
      `    S${i}:`,
      ...(nested
        ? ['      type: object', '      properties:', '        next:', `          $ref: '#/components/schemas/S${i + 1}'`]
        : [`      $ref: '#/components/schemas/S${i + 1}'`]),
    );
  }
  lines.push(`    S${n}:`, '      type: string');
  return lines.join('\n') + '\n';
}

test('a chain of $refs deeper than the validator follows is a positioned error, not a crash', async () => {
  const flat = await problems(refChain(600, false));
  assert.equal(flat.length, 1, flat.join('\n'));
  assert.match(
    flat[0]!,
    /^openapi\/roto\.yaml:\d+:\d+ error The definition's `\$ref`s nest more than 500 levels deep \(at `#\/components\/schemas\/S\d+`\)\. \[openapi-invalid\]$/,
  );
  const nested = await problems(refChain(450, true));
  assert.equal(nested.length, 1, nested.join('\n'));
  assert.match(
    nested[0]!,
    /error The definition's `\$ref`s nest more than 500 levels deep \(at `#\/components\/schemas\/S0\/properties\/next.{0,80}….{1,60}`\)\. \[openapi-invalid\]$/,
  );
  assert.doesNotMatch(nested.join(''), /internal-error|bug in fe-docs/);
});

test('OpenAPI 3.1: a schema type that JSON Schema does not have is rejected at its line (the 3.1 meta-schema lets it through)', async () => {
  const v31 = (type: string) => definition({ type }).replace('openapi: 3.0.3', 'openapi: 3.1.0');
  assert.deepEqual(await problems(v31('object')), []);
  assert.deepEqual(await problems(v31('[string, "null"]')), []);
  assert.deepEqual(await problems(v31('objetc')), [
    'openapi/roto.yaml:20:21 error Invalid OpenAPI definition at `paths./items.post.requestBody.content.application/json.schema.type`: `objetc` is not a JSON Schema type (did you mean `object`?). [openapi-invalid]',
  ]);
  const nested = definition()
    .replace('openapi: 3.0.3', 'openapi: 3.1.0')
    .replace(
      '    Item:\n      type: object',
      '    Item:\n      type: object\n      properties:\n        tags:\n          type: array\n          items:\n            type: strng',
    );
  assert.deepEqual(await problems(nested), [
    'openapi/roto.yaml:32:19 error Invalid OpenAPI definition at `components.schemas.Item.properties.tags.items.type`: `strng` is not a JSON Schema type (did you mean `string`?). [openapi-invalid]',
  ]);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { buildApiModel } from '../../src/openapi/model.js';
import { viewSchema } from '../../src/theme/api-reference/schema-info.js';
import type { SchemaOrRef } from '../../src/openapi/types.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `
title: Prueba
url: https://example.org
baseUrl: /
docs:
  - id: default
    path: content/docs
    routeBasePath: docs
openapi:
  - id: api
    spec: openapi/v1/api.yaml
    route: /api/v1
`;

/** One operation whose response body is `schema`. */
const spec = (schema: string) => `
openapi: 3.0.3
info:
  title: API
  version: 1.0.0
paths:
  /items:
    get:
      operationId: listItems
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                ${schema}
`;

async function load(files: Record<string, string>) {
  const site = await createSite({ 'site.config.yaml': CONFIG, 'content/docs/a.md': '# A\n', ...files });
  try {
    const r = await loadSite(site.root);
    const lines = formatReport(r.diagnostics)
      .split('\n')
      .filter((l) => !l.startsWith('  ') && !/^[✖⚠✔]/.test(l));
    return { r, lines };
  } finally {
    await site.cleanup();
  }
}

test('a relative $ref to another file resolves against the spec’s own folder, also from that file', async () => {
  const { r, lines } = await load({
    'openapi/v1/api.yaml': spec(`$ref: './schemas/item.yaml#/Item'`),
    'openapi/v1/schemas/item.yaml': 'Item:\n  type: object\n  properties:\n    owner:\n      $ref: "../people.yaml#/Person"\n    next:\n      $ref: "#/Item"\n',
    'openapi/v1/people.yaml': 'Person:\n  type: object\n  properties:\n    name:\n      type: string\n',
  });
  assert.deepEqual(lines, []);
  const api = r.site!.graph.apis[0];
  const model = buildApiModel(api.document);
  const body = model.tags[0].operations[0].responses[0].response.content!['application/json'].schema as SchemaOrRef;
  const item = viewSchema(body, model.resolve).schema;
  const owner = viewSchema(item.properties!.owner, model.resolve).schema;
  assert.equal(viewSchema(owner.properties!.name, model.resolve).schema.type, 'string');
  // A cycle inside the other file stays a reference.
  assert.equal(viewSchema(item.properties!.next, model.resolve).schema, item);
  // The downloadable copy is one self-contained file.
  assert.doesNotMatch(api.text, /\.yaml#/);
});

test('a $ref outside the site, to a URL or to a missing file is an error at the $ref; links to the API are not reported too', async () => {
  for (const [ref, message] of [
    ['../../../../etc/passwd#/x', 'points outside the site folder'],
    ['https://example.org/x.yaml#/X', 'points at a URL'],
    ['./nada.yaml#/X', 'points at `openapi/v1/nada.yaml`, which cannot be read'],
  ]) {
    const { lines } = await load({
      'openapi/v1/api.yaml': spec(`$ref: '${ref}'`),
      'content/docs/a.md': '# A\n\n[API](/api/v1) y [listar](/api/v1#operation/listItems)\n',
    });
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.ok(lines[0].startsWith(`openapi/v1/api.yaml:15:23 error \`$ref\` \`${ref}\` ${message}`), lines[0]);
  }
});

test('an error inside a referenced file is reported at the $ref that brings it in, naming the path', async () => {
  const { lines } = await load({
    'openapi/v1/api.yaml': spec(`$ref: './item.yaml#/Item'`),
    'openapi/v1/item.yaml': 'Item:\n  type: object\n  required: yes\n',
  });
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(
    lines[0],
    /^openapi\/v1\/api\.yaml:15:17 error Invalid OpenAPI definition at `paths\.\/items\.get\.responses\.200\.content\.application\/json\.schema`/,
  );
});

test('a schema nested 300 levels deep is an error at the place it gets too deep, not a crash', async () => {
  let schema: unknown = { type: 'string' };
  for (let i = 0; i < 300; i++) schema = { type: 'object', properties: { a: schema } };
  const { lines } = await load({ 'openapi/v1/api.yaml': spec(JSON.stringify(schema)) });
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /^openapi\/v1\/api\.yaml:15:\d+ error The definition is nested more than 120 levels deep .*\[openapi-invalid\]$/);
});

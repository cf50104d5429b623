import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, check } from '../../src/index.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

// JSON Schema's boolean schemas (`schema: true` accepts anything) are valid in OpenAPI 3.1; the validator fe-docs uses
// crashed on them ("Cannot use 'in' operator…", found by the check fuzz test). 3.0 has none: an error at its place.
const CONFIG = MINIMAL_CONFIG + 'openapi:\n  - id: x\n    spec: openapi/x.yaml\n    route: /api/x\n';
const spec = (version: string) => `openapi: ${version}
info:
  title: X
  version: '1'
paths:
  /items:
    get:
      operationId: listar
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: true
components:
  schemas:
    Item:
      type: object
      properties:
        a: true
        b: false
`;

test('OpenAPI 3.1 boolean schemas validate and render', async () => {
  const site = await createSite({ 'site.config.yaml': CONFIG, 'content/docs/a.md': '# A\n', 'openapi/x.yaml': spec('3.1.0') });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-bool-schema-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
      [],
    );
    assert.match(await readFile(path.join(out, 'api/x/index.html'), 'utf8'), /listar|\/items/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('in OpenAPI 3.0 a boolean schema is an error at its line, not a crash', async () => {
  const site = await createSite({ 'site.config.yaml': CONFIG, 'content/docs/a.md': '# A\n', 'openapi/x.yaml': spec('3.0.3') });
  try {
    const r = await check({ root: site.root });
    const found = r.diagnostics.filter((d) => d.code === 'openapi-invalid').map((d) => `${d.position?.file}:${d.position?.line}`);
    assert.deepEqual(found, ['openapi/x.yaml:14', 'openapi/x.yaml:20', 'openapi/x.yaml:21']);
    assert.equal(r.diagnostics.filter((d) => d.code === 'internal-error').length, 0);
  } finally {
    await site.cleanup();
  }
});

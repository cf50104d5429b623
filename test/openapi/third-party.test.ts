import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import YAML from 'yaml';
import { hasErrors } from '../../src/core/diagnostics.js';
import { buildApiSite, decode, duplicates, idsOf, type BuiltApiSite } from './fixture.js';
import type { SearchChunk, SearchManifest } from '../../src/shared/search-index.js';

// Public example definitions from @readme/oas-examples, rendered through the real pipeline: the renderer must
// cope with definitions it was not written for (composition, polymorphism, circular references, callbacks,
// webhooks, OpenAPI 3.1 type arrays) without crashing, losing operations or repeating ids.
const EXAMPLES = [
  '3.0/yaml/petstore.yaml',
  '3.0/yaml/petstore-expanded.yaml',
  '3.0/yaml/polymorphism.yaml',
  '3.0/yaml/discriminators.yaml',
  '3.0/yaml/schema-circular.yaml',
  '3.0/yaml/circular.yaml',
  '3.0/yaml/callbacks.yaml',
  '3.0/yaml/complex-nesting.yaml',
  '3.1/yaml/petstore.yaml',
  '3.1/yaml/train-travel.yaml',
  '3.1/yaml/webhooks.yaml',
  '3.1/yaml/schema-types.yaml',
];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const root = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
const idOf = (file: string) => file.replace(/\/yaml\/|\.yaml$/g, (m) => (m === '.yaml' ? '' : '-')).replace('.', '');

let built: BuiltApiSite;
const texts = new Map<string, string>();
before(async () => {
  for (const f of EXAMPLES) texts.set(idOf(f), await readFile(path.join(root, f), 'utf8'));
  built = await buildApiSite(Object.fromEntries(texts));
});
after(() => built.cleanup());

test('every example definition validates and builds', () => {
  assert.equal(hasErrors(built.diagnostics), false, JSON.stringify(built.diagnostics.slice(0, 3)));
});

for (const file of EXAMPLES) {
  const id = idOf(file);
  test(`${file}: the page has every operation, in a section of its own, and no duplicate ids`, async () => {
    const doc = YAML.parse(texts.get(id)!);
    const html = decode(await built.html(id));
    let count = 0;
    for (const [p, item] of Object.entries<Record<string, unknown>>(doc.paths ?? {})) {
      for (const m of METHODS) {
        if (!item?.[m]) continue;
        count++;
        assert.ok(html.includes(`>${m.toUpperCase()}</span> <code class="api-path">${p}</code>`), `${m} ${p} missing`);
      }
    }
    for (const [name, item] of Object.entries<Record<string, unknown>>(doc.webhooks ?? {})) {
      for (const m of METHODS) if (item?.[m]) (count++, assert.ok(html.includes(`<code class="api-path">${name}</code>`), `webhook ${name}`));
    }
    assert.equal(html.split('<details class="api-op"').length - 1, count);
    assert.match(html, new RegExp(`<h1>${doc.info.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    assert.deepEqual(duplicates(idsOf(html)), []);
    for (const name of Object.keys(doc.components?.schemas ?? {}))
      assert.ok(idsOf(html).includes(`schema/${name.replace(/[^A-Za-z0-9._~:-]+/g, '-')}`), `schema ${name}`);
  });
}

test('circular references end in a link to the schema instead of recursing', async () => {
  const html = decode(await built.html('30-schema-circular'));
  assert.match(html, /<p class="s-note s-circular"><a href="#schema\/[^"]+">Referencia circular a [^<]+<\/a><\/p>/);
});

test('oneOf and anyOf show their alternatives; allOf members are merged into one list of properties', async () => {
  const html = decode(await built.html('30-polymorphism'));
  assert.match(html, /<p>Uno de estos esquemas:<\/p>/);
  assert.match(html, /<p>Uno o más de estos esquemas:<\/p>/);
  const expanded = decode(await built.html('30-petstore-expanded'));
  // Pet is allOf [NewPet, {id}]: one list with NewPet's name and tag and the extra id.
  const pet = expanded.slice(expanded.indexOf('<details id="schema/Pet"'));
  assert.match(pet, /<code class="s-name">name<\/code>.*<code class="s-name">tag<\/code>.*<code class="s-name">id<\/code>/s);
});

test('callbacks are listed under their operation', async () => {
  const html = decode(await built.html('30-callbacks'));
  assert.match(html, /<h4>Callbacks<\/h4>/);
});

test('OpenAPI 3.1 type arrays read as alternatives', async () => {
  const html = decode(await built.html('31-schema-types'));
  assert.match(html, /<span class="s-type">[a-z]+ \| null<\/span>/);
});

test('webhooks of a single-page reference are searchable, under their anchors on the page', async () => {
  const manifest = JSON.parse(await readFile(path.join(built.outDir, 'search-index.json'), 'utf8')) as SearchManifest;
  const records = manifest.chunks
    .filter((c) => c.tag === 'api')
    .flatMap((c) => (JSON.parse(gunzipSync(readFileSync(path.join(built.outDir, c.url))).toString('utf8')) as SearchChunk).pages);
  const page = records.find((r) => r.u === '/api/31-webhooks')!;
  const html = decode(await built.html('31-webhooks'));
  const hooks = page.s.filter(([id]) => id.startsWith('webhook/'));
  assert.ok(hooks.length > 0, page.s.map(([id]) => id).join(' '));
  for (const [id] of hooks) assert.ok(idsOf(html).includes(id), `${id} is not an anchor of the page`);
  assert.ok(hooks.some(([, , text]) => /newPet/.test(text)));
});

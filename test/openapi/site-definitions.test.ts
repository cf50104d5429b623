import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { apiAnchorIds } from '../../src/openapi/anchor-ids.js';
import { hasErrors } from '../../src/core/diagnostics.js';
import { decode, duplicates, idsOf, readRepoFile, sharedApiSite, type BuiltApiSite } from './fixture.js';

// The site's own definitions, rendered through the real pipeline (load, link check, render, write).
let built: BuiltApiSite;
let searchpe: string;
let ublhub: string;
before(async () => {
  // Read only: shared with test/openapi/api-page.e2e.test.ts.
  built = await sharedApiSite({ ublhub: await readRepoFile('openapi/ublhub.yaml'), searchpe: await readRepoFile('openapi/searchpe.yaml') });
  searchpe = decode(await built.html('searchpe'));
  ublhub = decode(await built.html('ublhub'));
});
after(() => built.cleanup());

/** The HTML of one operation's <details>, found by its id. */
function operation(html: string, id: string): string {
  const start = html.indexOf(`<details class="api-op" id="${id}"`);
  assert.ok(start >= 0, `no operation ${id}`);
  const ends = ['<details class="api-op"', '</section>'].map((m) => html.indexOf(m, start + 1)).filter((i) => i > 0);
  return html.slice(start, Math.min(...ends));
}

test('both definitions build without problems', () => {
  assert.equal(hasErrors(built.diagnostics), false, JSON.stringify(built.diagnostics));
});

test('every id the link checker accepts is rendered, and no id repeats', async () => {
  for (const [id, html] of [
    ['searchpe', searchpe],
    ['ublhub', ublhub],
  ] as const) {
    const doc = YAML.parse(await readRepoFile(`openapi/${id}.yaml`));
    const ids = idsOf(html);
    assert.deepEqual(duplicates(ids), [], `${id}: duplicate ids`);
    for (const anchor of apiAnchorIds(doc)) assert.ok(ids.includes(anchor), `${id}: #${anchor} is not on the page`);
  }
});

test('every path and method of the definitions has its operation, with its operationId as deep link', async () => {
  for (const [id, html, count] of [
    ['searchpe', searchpe, 16],
    ['ublhub', ublhub, 33],
  ] as const) {
    const doc = YAML.parse(await readRepoFile(`openapi/${id}.yaml`));
    let n = 0;
    for (const [p, item] of Object.entries<Record<string, { operationId: string }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (method === 'parameters') continue;
        n++;
        const section = operation(html, `operation/${op.operationId}`);
        assert.ok(section.includes(`>${method.toUpperCase()}</span> <code class="api-path">${p}</code>`), `${id} ${method} ${p}`);
      }
    }
    assert.equal(n, count);
    assert.equal(html.split('<details class="api-op"').length - 1, count);
  }
});

test('header: title, version, OpenAPI version and the YAML download, which the build writes', () => {
  assert.match(searchpe, /<h1>Searchpe API<\/h1>/);
  assert.match(searchpe, /Versión 4\.1\.1/);
  assert.match(ublhub, /Versión 2\.0\.0-Beta4/);
  assert.match(ublhub, /OpenAPI 3\.0\.3/);
  assert.match(ublhub, /<a class="api-download" href="\/openapi\/ublhub.yaml" download="ublhub.yaml">Descargar la definición OpenAPI<\/a>/);
  assert.ok(existsSync(path.join(built.outDir, 'openapi', 'ublhub.yaml')));
  assert.match(ublhub, /class="page api-page"/);
});

test('parameters table: location, type, default and limits of the searchpe paging parameters', () => {
  const op = operation(searchpe, 'operation/searchContribuyentes');
  assert.match(
    op,
    /<th scope="col">En<\/th><th scope="col">Tipo<\/th><th scope="col">Por defecto<\/th><th scope="col">Límites<\/th><th scope="col">Obligatorio<\/th>/,
  );
  assert.match(
    op,
    /<code>limit<\/code><\/th><td>consulta<\/td><td><span class="s-type">integer <int32><\/span><\/td><td><code>10<\/code><\/td><td><span class="s-c">≤ 1000<\/span><\/td><td>No<\/td>/,
  );
  assert.match(
    op,
    /<code>offset<\/code><\/th><td>consulta<\/td><td><span class="s-type">integer <int32><\/span><\/td><td><code>0<\/code><\/td><td><span class="s-c">≤ 9000<\/span><\/td>/,
  );
  assert.match(op, /<code>sort_by<\/code><\/th><td>consulta<\/td><td><span class="s-type">array<string><\/span>/);
});

test('ublhub defaults: documents paging and sort, document files, unzip', () => {
  const docs = operation(ublhub, 'operation/listDocuments');
  assert.match(docs, /<code>limit<\/code>.*?<code>10<\/code>/s);
  assert.match(docs, /<code>offset<\/code>.*?<code>0<\/code>/s);
  assert.match(docs, /<code>sort_by<\/code>.*?<code>\["created:desc"\]<\/code>/s);
  const files = operation(ublhub, 'operation/getDocumentFile');
  assert.match(files, /<code>requestedFile<\/code>.*?<code>"ubl"<\/code>/s);
  assert.match(files, /<code>requestedFormat<\/code>.*?<code>"zip"<\/code>/s);
  assert.match(operation(ublhub, 'operation/getDocumentXml'), /<code>unzip<\/code>.*?<code>true<\/code>/s);
});

test('validation rules show as constraints in the schema trees', () => {
  const user = operation(searchpe, 'operation/createUser');
  assert.match(
    user,
    /<code class="s-name">username<\/code> <span class="s-type">string<\/span><span class="s-req">obligatorio<\/span><span class="s-c">mín\. 3 caracteres<\/span><span class="s-c">máx\. 250 caracteres<\/span><span class="s-c">patrón <code>\^\[a-zA-Z0-9\._-\]\{3,\}\$<\/code><\/span>/,
  );
  assert.match(
    user,
    /<code class="s-name">password<\/code> <span class="s-type">string<\/span><span class="s-req">obligatorio<\/span><span class="s-c">mín\. 3 caracteres<\/span><span class="s-c">máx\. 250 caracteres<\/span>/,
  );
  assert.match(
    user,
    /<code class="s-name">permissions<\/code> <span class="s-type">array<string><\/span><span class="s-req">obligatorio<\/span><span class="s-c">mín\. 1 elemento<\/span><span class="s-c">elementos únicos<\/span>/,
  );
  const company = operation(ublhub, 'operation/createCompany');
  assert.match(
    company,
    /<code class="s-name">ruc<\/code> <span class="s-type">string<\/span><span class="s-req">obligatorio<\/span><span class="s-c">exactamente 11 caracteres<\/span>/,
  );
  assert.match(company, /<code class="s-name">description<\/code> <span class="s-type">string<\/span><span class="s-c">máx\. 250 caracteres<\/span>/);
  // SunatDto nested in the company: its credentials are required and 3 to 250 characters.
  assert.match(
    company,
    /Propiedades de SunatDto<\/summary>.*?<code class="s-name">username<\/code> <span class="s-type">string<\/span><span class="s-req">obligatorio<\/span><span class="s-c">mín\. 3 caracteres<\/span><span class="s-c">máx\. 250 caracteres<\/span>/s,
  );
  const version = operation(searchpe, 'operation/updateVersion');
  for (const f of ['createdAt', 'updatedAt', 'status', 'records'])
    assert.match(version, new RegExp(`<code class="s-name">${f}</code> <span class="s-type">[^/]+?</span><span class="s-req">obligatorio</span>`));
  assert.match(version, /<code class="s-name">createdAt<\/code> <span class="s-type">string <date><\/span>/);
});

test('enums: version status, error phases, recovery actions and key use', () => {
  const statuses = ['SCHEDULED', 'DOWNLOADING', 'UNZIPPING', 'IMPORTING', 'INDEXING', 'ERROR', 'CANCELLED', 'COMPLETED', 'DELETING', 'CANCELLING'];
  assert.ok(searchpe.includes('Valores permitidos: ' + statuses.map((s) => `<code class="s-enum">"${s}"</code>`).join('')));
  for (const values of [
    ['READ_XML_FILE', 'SEND_XML_FILE', 'VERIFY_TICKET'],
    ['RETRY_SEND', 'RETRY_FETCH_CDR'],
    ['SIG', 'ENC'],
  ])
    assert.ok(ublhub.includes('Valores permitidos: ' + values.map((s) => `<code class="s-enum">"${s}"</code>`).join('')), values.join());
});

test('authentication: schemes, the scopes table, and per operation scopes, authentication only, or none', () => {
  assert.match(searchpe, /<section id="authentication"/);
  assert.match(searchpe, /<caption>Alcances<\/caption>/);
  for (const scope of ['admin:app', 'user:write', 'search', 'version:write'])
    assert.match(searchpe, new RegExp(`<th scope="row"><code class="api-scope">${scope}</code></th><td>Permite`));
  for (const scope of ['admin:app', 'project:read', 'project:write'])
    assert.match(ublhub, new RegExp(`<th scope="row"><code class="api-scope">${scope}</code></th><td>Permite`));
  assert.match(operation(searchpe, 'operation/listUsers'), /<code class="api-scope">admin:app<\/code>.*<code class="api-scope">user:write<\/code>/s);
  assert.match(operation(searchpe, 'operation/whoAmI'), /solo autenticación, sin alcances/);
  assert.match(operation(ublhub, 'operation/createDocument'), /No requiere autenticación\./);
  assert.match(operation(ublhub, 'operation/getServerInfo'), /No requiere autenticación\./);
});

test('secured operations answer 401 Not Authorized and 403 Not Allowed; unsecured ones do not', () => {
  const op = operation(searchpe, 'operation/getContribuyenteByNumeroDocumento');
  assert.match(op, /<span class="api-status api-status-4">401<\/span> <span class="api-response-title">Not Authorized<\/span>/);
  assert.match(op, /<span class="api-status api-status-4">403<\/span> <span class="api-response-title">Not Allowed<\/span>/);
  assert.doesNotMatch(operation(ublhub, 'operation/createDocument'), /Not Authorized/);
});

test('request bodies: the document operations take a list; uploads are multipart with a file', () => {
  for (const id of ['createDocument', 'enrichDocument', 'renderDocument']) {
    assert.match(
      operation(ublhub, `operation/${id}`),
      /Cuerpo de la petición<span class="s-req">obligatorio<\/span><\/h4><div class="api-media"><p class="api-media-type"><code>application\/json<\/code><\/p><div class="s-tree"><p class="s-root"><span class="s-type">array</,
      id,
    );
  }
  const upload = operation(ublhub, 'operation/uploadDocument');
  assert.match(upload, /<code>multipart\/form-data<\/code>/);
  assert.match(upload, /<code class="s-name">file<\/code> <span class="s-type">string <binary><\/span>/);
  assert.match(upload, /-F 'file=@archivo'/);
});

test('examples: a curl request with server, path example, credentials and body, and JSON built from the schema', () => {
  const create = operation(ublhub, 'operation/createCompany');
  assert.ok(
    create.includes(
      `curl -X POST 'http://localhost:8080/api/api/projects/1/companies' \\\n  -H 'Authorization: Bearer <token>' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  "id": "1",\n  "ruc": "12345678959",`,
    ),
  );
  const get = operation(ublhub, 'operation/getDocument');
  assert.match(get, /Ejemplo de respuesta 200 \(application\/json\)/);
  assert.match(get, /"phase": "SEND_XML_FILE"/);
  assert.match(get, /"recoveryAction": "RETRY_SEND"/);
  const search = operation(searchpe, 'operation/searchContribuyentes');
  assert.match(search, /curl -X GET 'http:\/\/localhost:8080\/api\/contribuyentes'/);
});

test('the settings script response carries the timeout', () => {
  assert.match(
    operation(searchpe, 'operation/getFrontendSettingsScript'),
    /<code>text\/javascript<\/code>.*?<code class="s-name">timeout<\/code> <span class="s-type">integer <int64><\/span>/s,
  );
});

test('side navigation: operations grouped by tag, each linking to its deep link', () => {
  const nav = ublhub.slice(ublhub.indexOf('<nav class="api-nav"'), ublhub.indexOf('</nav>', ublhub.indexOf('<nav class="api-nav"')));
  assert.match(
    nav,
    /<a class="api-nav-section" href="#tag\/document-resource">Document Resource<\/a><ul><li><a class="api-nav-op" href="#operation\/listDocuments"><span class="api-method api-method-get">GET<\/span><span class="api-nav-label">Listar documentos<\/span><\/a>/,
  );
  assert.equal(nav.split('class="api-nav-op"').length - 1, 33);
});

test("the page's title and meta description come from the definition's info", () => {
  assert.match(searchpe, /<title>Searchpe API 4\.1\.1 \| Sitio de prueba<\/title>/);
  assert.ok(
    searchpe.includes(
      '<meta name="description" content="Searchpe es un microservicio que descarga, procesa y almacena el Padrón reducido RUC que publica la SUNAT, y lo pone a disposición mediante servicios REST y una consola web.">',
    ),
  );
});

import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { runCli } from '../helpers/cli.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/sites/check-problems', import.meta.url));

describe('fe-docs check', () => {
  test('one broken link, one broken anchor, one missing .md target, one duplicate route (an error): exactly those, with positions', async () => {
    const r = await runCli(['check', FIXTURE]);
    assert.equal(r.code, 1);
    assert.deepEqual(r.stdout.split('\n'), [
      'content/docs/guia.md:1:1 error Two sources claim the route `/docs/guia`: content/docs/guia-copia.md and content/docs/guia.md; only one page could be published there. [duplicate-route]',
      '  Give one of them a different `slug` in its front matter, or rename the file.',
      '  see content/docs/guia-copia.md:1:1',
      'content/docs/intro.md:9:31 error Broken link to /docs/xsender/send-xm (no such route; did you mean /docs/xsender/send-xml?) [broken-link]',
      '  Change the link to /docs/xsender/send-xml.',
      'content/docs/intro.md:10:8 error Broken anchor #opcion in link to /docs/xsender/send-xml (no heading or element with that id; did you mean #opciones?) [broken-anchor]',
      '  Change `./xsender/send-xml.md#opcion` to point at #opciones.',
      'content/docs/intro.md:11:7 warning Link to `./xsender/validate.md` points to a Markdown file that does not exist (`content/docs/xsender/validate.md`). [missing-md-file]',
      '  Fix the relative path, or link to the page route instead.',
      '✖ 3 errors, 1 warning in 2 files',
      '',
    ]);
    assert.match(r.stderr, /^checked 5 routes in \d+ ms \(config \d+ · .*content \d+ · routes \d+ · links \d+ ms\)\n$/);
  });

  test('--format json gives the same diagnostics as data', async () => {
    const r = await runCli(['check', FIXTURE, '--format', 'json']);
    assert.equal(r.code, 1);
    assert.equal(r.stderr, '');
    const report = JSON.parse(r.stdout) as {
      version: number;
      diagnostics: { code: string; severity: string; message: string; position: { file: string; line: number; column: number } }[];
      summary: { errors: number; warnings: number; files: number; text: string };
    };
    assert.equal(report.version, 1);
    assert.deepEqual(
      report.diagnostics.map((d) => `${d.position.file}:${d.position.line}:${d.position.column} ${d.severity} ${d.code}`),
      [
        'content/docs/guia.md:1:1 error duplicate-route',
        'content/docs/intro.md:9:31 error broken-link',
        'content/docs/intro.md:10:8 error broken-anchor',
        'content/docs/intro.md:11:7 warning missing-md-file',
      ],
    );
    assert.equal(report.diagnostics[1].message, 'Broken link to /docs/xsender/send-xm (no such route; did you mean /docs/xsender/send-xml?)');
    assert.deepEqual(report.summary, { errors: 3, warnings: 1, files: 2, text: '✖ 3 errors, 1 warning in 2 files' });
  });

  test('a clean site exits 0 with a summary line', async () => {
    const r = await runCli(['check', path.join(FIXTURE, '..', 'check-clean')]);
    assert.equal(r.stdout, '✔ no problems found\n');
    assert.equal(r.code, 0);
  });

  test('a bad --format is a usage error (exit 2)', async () => {
    const r = await runCli(['check', FIXTURE, '--format', 'xml']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--format must be text or json, received xml/);
  });
});

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runCli } from '../helpers/cli.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

test('fe-docs --version and -v print the package version and exit 0', async () => {
  for (const flag of ['--version', '-v']) {
    const r = await runCli([flag]);
    assert.deepEqual(r, { code: 0, stdout: `${version}\n`, stderr: '' }, flag);
  }
  // The bundled CLI (dist/, as installed) finds the same package.json.
  const { stdout } = await promisify(execFile)(process.execPath, [BIN, '--version']);
  assert.equal(stdout, `${version}\n`);
});

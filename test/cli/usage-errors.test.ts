import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { createSite } from '../helpers/site.js';

test('a site folder that does not exist is a usage error (exit 2) naming it, for build, check and dev', async () => {
  const site = await createSite({ 'file.txt': 'x' });
  try {
    for (const [cmd, missing] of [
      ['build', path.join(site.root, 'nope')],
      ['check', path.join(site.root, 'nope')],
      ['dev', path.join(site.root, 'nope')],
      ['build', path.join(site.root, 'file.txt')],
    ]) {
      const r = await runCli([cmd, missing, ...(cmd === 'dev' ? ['--port', '0'] : [])]);
      assert.equal(r.code, 2, `${cmd} ${missing}: ${r.stderr}`);
      assert.match(r.stderr, /is not a folder|does not exist/, cmd);
      assert.ok(r.stderr.includes(missing), cmd);
    }
  } finally {
    await site.cleanup();
  }
});

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { withSite } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, NO_COLOR: '1', FE_DOCS_CACHE: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (b: Buffer) => (stdout += b));
    child.stderr!.on('data', (b: Buffer) => (stderr += b));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// apache/answer-website's config prints what it loaded: Docusaurus shows it in the terminal; on stdout it broke the
// JSON report of `fe-docs check --format json` (the site's code runs in the build thread, whose stdout is ours).
test('check --format json: what the site code prints goes to stderr, stdout is the JSON report alone', async () => {
  await withSite(
    {
      'docusaurus.config.js': `console.log('loading the config');
module.exports = {
  title: 'Loud', url: 'https://loud.example', baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
};
`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    },
    async (root) => {
      const { code, stdout, stderr } = await run(['check', root, '--format', 'json']);
      assert.equal(code, 0, stderr);
      assert.doesNotThrow(() => JSON.parse(stdout), `stdout is not JSON:\n${stdout}`);
      assert.match(stderr, /loading the config/);
    },
  );
});

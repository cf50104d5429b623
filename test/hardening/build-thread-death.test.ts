import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createSite } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

/** The command's exit code and what it printed (`check` reports on stdout, `build` on stderr). */
function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, NO_COLOR: '1', FE_DOCS_CACHE: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (b: Buffer) => (output += b));
    child.stderr!.on('data', (b: Buffer) => (output += b));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const config = (plugins: string) => `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  plugins: [${plugins}],
};
`;

// Issue 33, item 5: `process.exit()` in the config or a hook ended as "the build thread stopped (exit code 0)", with no
// file named.
test('process.exit() in a plugin hook or in the config: an error at the call, naming the hook, exit 1, no temporary folder left', async () => {
  const hook = await createSite({
    'docusaurus.config.js': config("'./plugins/quit.js'"),
    'plugins/quit.js': `module.exports = function quitPlugin() {
  return {
    name: 'quit-plugin',
    async contentLoaded() {
      if (Date.now() > 0) process.exit();
    },
  };
};
`,
    'docs/intro.md': '# Intro\n',
  });
  const cfg = await createSite({
    'docusaurus.config.js': "const title = 'T';\nmodule.exports = async () => {\n  process.exit(3);\n};\n",
    'docs/intro.md': '# Intro\n',
  });
  try {
    const h = await run(['build', hook.root]);
    assert.equal(h.code, 1, h.output);
    assert.match(
      h.output,
      /^plugins\/quit\.js:5:35 error `process\.exit\(0\)` was called while `contentLoaded\(\)` of the plugin `quit-plugin` \(plugins\/quit\.js\) ran: it ended the build thread.*\[site-code-exit\]$/m,
    );
    assert.doesNotMatch(h.output, /failed unexpectedly/);
    assert.deepEqual(
      (await readdir(hook.root)).filter((n) => n.startsWith('build')),
      [],
    );
    const c = await run(['check', cfg.root]);
    assert.equal(c.code, 1, c.output);
    assert.match(
      c.output,
      /docusaurus\.config\.js:3:11 error `process\.exit\(3\)` was called while the function `docusaurus\.config\.js` exports \(docusaurus\.config\.js\) ran.*\[site-code-exit\]/,
    );
  } finally {
    await hook.cleanup();
    await cfg.cleanup();
  }
});

// Issue 33, item 5: a plugin allocating without bound ended in "Worker terminated … out of memory" with no plugin named.
test('a plugin that allocates without bound: out-of-memory at its loadContent, under FE_DOCS_BUILD_HEAP_MB', async () => {
  const site = await createSite({
    'docusaurus.config.js': config("'./plugins/hoard.js'"),
    // Bounded at ≈ 1 GB (far above the 256 MB limit set below, far below Node's default) so that a run without the
    // limit cannot take the machine's memory: it finishes instead, and the test fails.
    'plugins/hoard.js': `module.exports = function hoardPlugin() {
  return {
    name: 'hoard-plugin',
    loadContent() {
      const kept = [];
      while (kept.length < 1300) kept.push(new Array(100000).fill(kept.length));
      return kept.length;
    },
  };
};
`,
    'docs/intro.md': '# Intro\n',
  });
  try {
    const r = await run(['build', site.root], { FE_DOCS_BUILD_HEAP_MB: '256' });
    assert.equal(r.code, 1, r.output);
    assert.match(
      r.output,
      /^plugins\/hoard\.js:4:5 error The build thread ran out of memory while `loadContent\(\)` of the plugin `hoard-plugin` \(plugins\/hoard\.js\) ran.*\[out-of-memory\]$/m,
    );
    assert.match(r.output, /FE_DOCS_BUILD_HEAP_MB \(megabytes; now 256\)/);
    assert.deepEqual(
      (await readdir(site.root)).filter((n) => n.startsWith('build')),
      [],
    );
  } finally {
    await site.cleanup();
  }
});

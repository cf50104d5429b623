import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { check } from '../../src/index.js';
import { createSite, withSite } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));
/** Far above the time limits below: a run still going then has hung (issue 33, item 3: an async config never ended). */
const HUNG_AFTER_MS = 150_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  hung: boolean;
}

function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, NO_COLOR: '1', FE_DOCS_CACHE: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, HUNG_AFTER_MS);
    child.stdout!.on('data', (b: Buffer) => (stdout += b));
    child.stderr!.on('data', (b: Buffer) => (stderr += b));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, hung });
    });
  });
}

const config = (plugins: string) => `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  plugins: [${plugins}],
};
`;

type Report = { diagnostics: { code: string; message: string; position?: { file: string; line: number } }[] };

// Issue 33, item 3: a plugin's `loadContent` whose promise never settled printed nothing for 600 s, then blamed "an
// endless loop" in the file without naming the hook.
test('build: a loadContent that never settles is shown while it waits, then stopped at the limit, named by plugin, hook and line', async () => {
  const site = await createSite({
    'docusaurus.config.js': config("'./plugins/hang.js'"),
    'plugins/hang.js': `module.exports = function hangPlugin() {
  return {
    name: 'hang-plugin',
    loadContent() {
      return new Promise(() => {});
    },
  };
};
`,
    'docs/intro.md': '# Intro\n',
  });
  try {
    // The limit is short so the test is; the notes come every quarter of it (under 5 s), so at least one comes first.
    const r = await run(['build', site.root], { FE_DOCS_SITE_CODE_TIMEOUT_MS: '8000' });
    assert.equal(r.hung, false, 'build hung');
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /^Waiting for `loadContent\(\)` of the plugin `hang-plugin` \(plugins\/hang\.js\) … \d/m);
    assert.match(
      r.stderr,
      /^plugins\/hang\.js:4:5 error `loadContent\(\)` of the plugin `hang-plugin` did not finish within 8 s: the promise it returned never settled.*\[site-code-timeout\]$/m,
    );
    assert.match(r.stderr, /FE_DOCS_SITE_CODE_TIMEOUT_MS/);
    assert.ok(r.stderr.indexOf('Waiting for') < r.stderr.indexOf('error'), r.stderr);
  } finally {
    await site.cleanup();
  }
});

// Issue 33, item 3: an async docusaurus.config.js that never resolved hung `check` and `build` with no end.
test('check: a config exporting an async function, or a promise, that never settles is a positioned site-code-timeout', async () => {
  for (const [text, what, line] of [
    ["const title = 'T';\nmodule.exports = async function config() {\n  await new Promise(() => {});\n  return { title };\n};\n", 'The function', 2],
    ['module.exports = new Promise(() => {});\n', 'The promise', 1],
  ] as const) {
    const site = await createSite({ 'docusaurus.config.js': text, 'docs/intro.md': '# Intro\n' });
    try {
      const r = await run(['check', site.root, '--format', 'json'], { FE_DOCS_SITE_CODE_TIMEOUT_MS: '2000' });
      assert.equal(r.hung, false, `check hung on ${text}`);
      assert.equal(r.code, 1, r.stderr);
      const found = (JSON.parse(r.stdout) as Report).diagnostics;
      assert.deepEqual(
        found.map((d) => [d.code, d.position?.file, d.position?.line]),
        [['site-code-timeout', 'docusaurus.config.js', line]],
      );
      assert.match(found[0].message, new RegExp(`^${what} \`docusaurus\\.config\\.js\` exports did not finish within 2 s`));
    } finally {
      await site.cleanup();
    }
  }
});

// Every hook fe-docs calls is under the limit, in the API too (no watchdog thread there): each that never settles is an
// error at its plugin and hook, and the build goes on to report the others.
test(
  'API: the plugin function, contentLoaded, allContentLoaded, injectHtmlTags, an inline plugin and sidebarItemsGenerator each time out, named',
  { timeout: 240_000 },
  () =>
    withSite(
      {
        'docusaurus.config.js': `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { blog: false, docs: {
    sidebarItemsGenerator: () => new Promise(() => {}),
  } }]],
  plugins: [
    './plugins/made.js',
    './plugins/loaded.js',
    './plugins/all.js',
    './plugins/tags.js',
    function inlineWaiter() {
      return new Promise(() => {});
    },
  ],
};
`,
        'plugins/made.js': 'module.exports = async function madePlugin() {\n  await new Promise(() => {});\n};\n',
        'plugins/loaded.js': `module.exports = () => ({
  name: 'loaded-plugin',
  async contentLoaded({ actions }) {
    await new Promise(() => {});
  },
});
`,
        'plugins/all.js': `module.exports = () => ({
  name: 'all-plugin',
  allContentLoaded: () => new Promise(() => {}),
});
`,
        'plugins/tags.js': `module.exports = () => ({
  name: 'tags-plugin',
  injectHtmlTags() {
    return new Promise(() => {});
  },
});
`,
        'docs/intro.md': '# Intro\n',
      },
      async (root) => {
        const saved = process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS;
        process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS = '1500';
        try {
          const r = await check({ root });
          assert.equal(r.ok, false);
          const timeouts = r.diagnostics
            .filter((d) => d.code === 'site-code-timeout')
            .map((d) => `${d.position?.file}:${d.position?.line} ${d.message.replace(/ did not finish.*/, '')}`)
            .sort();
          assert.deepEqual(timeouts, [
            'docusaurus.config.js:11 The plugin function `inlineWaiter`',
            'docusaurus.config.js:4 `sidebarItemsGenerator` for `.`',
            'plugins/all.js:3 `allContentLoaded()` of the plugin `all-plugin`',
            'plugins/loaded.js:3 `contentLoaded()` of the plugin `loaded-plugin`',
            'plugins/made.js:1 The plugin function of `./plugins/made.js`',
            'plugins/tags.js:3 `injectHtmlTags()` of the plugin `tags-plugin`',
          ]);
          assert.ok(
            r.diagnostics.every((d) => d.severity !== 'error' || d.code === 'site-code-timeout'),
            JSON.stringify(r.diagnostics, null, 1),
          );
        } finally {
          if (saved === undefined) delete process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS;
          else process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS = saved;
        }
      },
    ),
);

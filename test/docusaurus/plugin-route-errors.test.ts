import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { check } from '../../src/index.js';
import { diagnostic } from '../../src/core/diagnostics.js';
import { formatReport } from '../../src/cli/report.js';
import { withSite } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  plugins: ['./plugins/routes.js'],
};
`,
  'plugins/routes.js': `module.exports = function routesPlugin() {
  return {
    name: 'routes-plugin',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/a/../../etc', component: '@site/src/components/Page', exact: true });
      actions.addRoute({ path: '/red\\u001b[31mtext\\u0007', component: '@site/src/components/Page', exact: true });
      actions.addRoute({ path: '/Docs/Intro', component: '@site/src/components/Page', exact: true });
      actions.addRoute({ path: '/gone', component: '@site/src/components/Gone\\u001b[2J', exact: true });
    },
  };
};
`,
  'src/components/Page.js': "import React from 'react';\nexport default function Page() {\n  return <p>page</p>;\n}\n",
  'docs/intro.md': '# Intro\n',
};

// Issue 33, low: a route a plugin's contentLoaded added was reported at its component (`@site/src/components/Page`)
// rather than at the plugin, and its control characters reached the terminal raw.
test('addRoute problems are reported at the plugin file, at the hook that added the route', () =>
  withSite(SITE, async (root) => {
    const r = await check({ root });
    const found = r.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.code} ${d.message}`);
    assert.deepEqual(found, [
      'plugins/routes.js:1 warning route-case The routes `/docs/intro` (docs/intro.md) and `/Docs/Intro` (plugins/routes.js) differ only in case.',
      'plugins/routes.js:4 error route-unsafe The route `/a/../../etc` that the plugin `routes-plugin` adds in `contentLoaded()` cannot be published: it has a `..` segment.',
      'plugins/routes.js:4 error route-unsafe The route `/red\u001b[31mtext\u0007` that the plugin `routes-plugin` adds in `contentLoaded()` cannot be published: it has a control character.',
      'plugins/routes.js:4 warning docusaurus-plugin The route `/gone` of the plugin `routes-plugin` is not built: its component `@site/src/components/Gone\u001b[2J` cannot be bundled (Could not resolve "./src/components/Gone\\x1b[2J").',
    ]);
  }));

test('the printed report escapes control characters and bidirectional overrides from any field; tabs stay', () => {
  const d = diagnostic('broken-link', 'Broken link to `/x\u001b[2J\ry`\nfake.md:1:1 error forged [broken-link]\u202e', {
    position: { file: 'docs/a\u0007.md', line: 1, column: 1 },
    hint: 'Fix\u009b31m\tit',
    related: [{ file: 'docs/b\u001b.md', line: 2, column: 3 }],
  });
  const out = formatReport([d], { color: true });
  // The report's own colours are the only escape sequences; the site's text shows as escapes.
  const lines = out.replace(/\x1b\[(?:0|2|31|33)m/g, '').split('\n');
  for (const line of lines) assert.doesNotMatch(line, /[\x00-\x08\x0a-\x1f\x7f-\x9f\u202a-\u202e]/, line);
  assert.match(out, /docs\/a\\x07\.md:1:1 .*Broken link to `\/x\\x1b\[2J\\x0dy`\\x0afake\.md:1:1 error forged \[broken-link\]\\u202e \[broken-link\]/);
  assert.match(out, /Fix\\x9b31m\tit/);
  assert.match(out, /see docs\/b\\x1b\.md:2:3/);
  assert.equal(lines.length, 4, out);
});

test('fe-docs check prints the plugin route problems without raw control characters', () =>
  withSite(SITE, async (root) => {
    const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'check', root], {
        env: { ...process.env, NO_COLOR: '1', FE_DOCS_CACHE: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout!.on('data', (b: Buffer) => (text += b));
      child.stderr!.on('data', (b: Buffer) => (text += b));
      child.on('exit', (code) => resolve({ code, text }));
    });
    assert.equal(out.code, 1, out.text);
    assert.doesNotMatch(out.text, /[\x00-\x08\x0b-\x1f\x7f]/);
    assert.match(out.text, /^plugins\/routes\.js:4:11 error The route `\/red\\x1b\[31mtext\\x07` that the plugin `routes-plugin` adds in `contentLoaded\(\)`/m);
  }));

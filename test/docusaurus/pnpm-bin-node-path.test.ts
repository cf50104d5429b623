import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { check } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// homarr-labs/documentation (a pnpm install): `docusaurus.config.ts` imports `sitemap`, which its package.json does not
// declare. pnpm's `node_modules/.bin/docusaurus` is a shell script exporting NODE_PATH (core's dependencies and the
// hoisted `node_modules/.pnpm/node_modules`) before it starts Docusaurus, so Node finds it there; fe-docs reported
// "`docusaurus.config.ts` cannot be loaded: Cannot find module 'sitemap'" (1 `docusaurus-config` error).
const shim = (hoisted: string) => `#!/bin/sh
basedir=$(dirname "$(echo "$0" | sed -e 's,\\\\,/,g')")
if [ -z "$NODE_PATH" ]; then
  export NODE_PATH="${hoisted}"
else
  export NODE_PATH="${hoisted}:$NODE_PATH"
fi
exec node  "$basedir/../.pnpm/@docusaurus+core@3.10.1/node_modules/@docusaurus/core/bin/docusaurus.mjs" "$@"
`;

const FILES = {
  'docusaurus.config.ts': `import { EnumChangefreq } from 'sitemap-hoisted';
export default {
  title: 'Hoisted', url: 'https://hoisted.example', baseUrl: '/', favicon: 'img/favicon.svg',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, sitemap: { changefreq: EnumChangefreq.WEEKLY } }]],
};
`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  'node_modules/.pnpm/node_modules/sitemap-hoisted/package.json': '{"name": "sitemap-hoisted", "version": "1.0.0", "main": "index.js"}',
  'node_modules/.pnpm/node_modules/sitemap-hoisted/index.js': "exports.EnumChangefreq = { WEEKLY: 'weekly' };\n",
};

test("a pnpm site's config imports a package pnpm hoisted, through its `docusaurus` command's NODE_PATH", async () => {
  const site = await createSite({ ...FILES, 'node_modules/.bin/docusaurus': '' });
  try {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(site.root, 'node_modules/.bin/docusaurus'), shim(path.join(site.root, 'node_modules/.pnpm/node_modules')));
    const result = await check({ root: site.root });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
      [],
    );
    // Only while the config loads: the process's own module lookup is as it was.
    assert.equal(process.env.NODE_PATH, undefined);
    assert.throws(() => createRequire(path.join(site.root, 'docusaurus.config.ts')).resolve('sitemap-hoisted'));
  } finally {
    await site.cleanup();
  }
});

test('without such a command (npm, yarn), an undeclared package is still not found', async () => {
  const site = await createSite(FILES);
  try {
    const result = await check({ root: site.root });
    assert.deepEqual(
      result.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.code}`),
      ['docusaurus.config.ts:1 docusaurus-config'],
    );
  } finally {
    await site.cleanup();
  }
});

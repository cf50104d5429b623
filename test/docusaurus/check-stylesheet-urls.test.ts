import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Lamps', url: 'https://lamps.example', baseUrl: '/',
  presets: [['classic', {blog: false, theme: {customCss: './src/css/custom.css'}}]],
};
`;

test('check reports a stylesheet url() or @import that names no file, at its line, as build does', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.mdx': "import Shade from '@site/src/components/Shade';\n\n# Intro\n\n<Shade />\n",
    'src/components/Shade.js':
      "import React from 'react';\nimport './shade.css';\n\nexport default function Shade() {\n  return <div className=\"shade\" />;\n}\n",
    'src/components/shade.css': '.shade {\n  background: url(./paper.png);\n}\n',
    'src/css/custom.css': ':root { --x: 1; }\n@import "./parts/gone.css";\n.wick { background-image: url(../img/wick.svg); }\n',
  });
  try {
    const result = await check({ root: site.root });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const found = result.diagnostics
      .filter((d) => d.code === 'stylesheet-url-missing')
      .map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${/`([^`]+)`/.exec(d.message)?.[1]}`);
    assert.deepEqual(found, [
      'src/components/shade.css:2 warning url(./paper.png)',
      'src/css/custom.css:2 warning @import "./parts/gone.css"',
      'src/css/custom.css:3 warning url(../img/wick.svg)',
    ]);
  } finally {
    await site.cleanup();
  }
});

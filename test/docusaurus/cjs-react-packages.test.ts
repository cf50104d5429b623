import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/** Packages published as CommonJS (react-bootstrap and the like) `require('react')`: they render with fe-docs' React. */
test('a CommonJS package that requires React renders in a React page and in MDX', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Cjs', url: 'https://cjs.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'node_modules/pebble-badge/package.json': '{"name": "pebble-badge", "version": "1.0.0", "main": "index.js"}\n',
    'node_modules/pebble-badge/index.js':
      "'use strict';\nvar React = require('react');\nvar runtime = require('react/jsx-runtime');\n" +
      'function Badge(props) {\n  var count = React.useMemo(function () { return React.Children.count(props.children); }, [props.children]);\n' +
      "  return runtime.jsx('span', { className: 'pebble', 'data-count': count, children: props.children });\n}\n" +
      'exports.__esModule = true;\nexports.default = Badge;\n',
    'src/pages/stones.tsx': "import Badge from 'pebble-badge';\nexport default function Stones() {\n  return <main><Badge>Smooth</Badge></main>;\n}\n",
    'docs/pebbles.mdx': "# Pebbles\n\nimport Badge from 'pebble-badge';\n\n<Badge>Round</Badge>\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-cjs-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.match(await readFile(path.join(tmp, 'stones', 'index.html'), 'utf8'), /<span class="pebble" data-count="1">Smooth<\/span>/);
    assert.match(await readFile(path.join(tmp, 'docs', 'pebbles', 'index.html'), 'utf8'), /<span class="pebble" data-count="1">Round<\/span>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

/**
 * A package with a Node build (`exports` condition `node`, CommonJS) that requires Node's builtins (`node:util`), as
 * @sequelize/utils does: Docusaurus' server-side render (webpack target node) loads that build and its requires work;
 * the browser build is the `default` one.
 */
test('site code in MDX and React pages may use a package whose Node build requires node: builtins', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Builtins', url: 'https://b.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'node_modules/dual-utils/package.json':
      '{"name": "dual-utils", "version": "1.0.0", "exports": {".": {"node": {"import": "./index.node.mjs", "require": "./index.node.js"}, "default": "./index.js"}}}\n',
    'node_modules/dual-utils/index.node.mjs': "import Pkg from './index.node.js';\nexport const describe = Pkg.describe;\n",
    'node_modules/dual-utils/index.node.js':
      "'use strict';\nconst util = require('node:util');\nconst os = require('os');\nexports.describe = (x) => util.format('%s on %s', x, typeof os.platform());\n",
    'node_modules/dual-utils/index.js': "export const describe = (x) => x + ' on browser';\n",
    'src/components/Where.tsx':
      "import { describe } from 'dual-utils';\nexport function Where() {\n  return <span className=\"where\">{describe('rendered')}</span>;\n}\n",
    'src/pages/where.tsx': "import { Where } from '../components/Where';\nexport default function Page() {\n  return <main><Where /></main>;\n}\n",
    'docs/where.mdx': "# Where\n\nimport { Where } from '@site/src/components/Where';\n\n<Where />\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-builtins-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.match(await readFile(path.join(tmp, 'docs', 'where', 'index.html'), 'utf8'), /<span class="where">rendered on string<\/span>/);
    assert.match(await readFile(path.join(tmp, 'where', 'index.html'), 'utf8'), /<span class="where">rendered on string<\/span>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

/** nonebot's theme (nonepress) imports `@docusaurus/plugin-content-docs/lib/constants.js`: a file of the installed package. */
test('a file deep in an installed @docusaurus package, imported by site code, is bundled from node_modules', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Deep', url: 'https://d.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'node_modules/@docusaurus/plugin-content-docs/package.json': '{"name": "@docusaurus/plugin-content-docs", "version": "3.9.0", "main": "lib/index.js"}\n',
    'node_modules/@docusaurus/plugin-content-docs/lib/constants.js': "'use strict';\nexports.CURRENT_VERSION_NAME = 'current';\n",
    'src/components/Version.tsx':
      'import { CURRENT_VERSION_NAME } from \'@docusaurus/plugin-content-docs/lib/constants.js\';\nexport function Version() {\n  return <span className="version">{CURRENT_VERSION_NAME}</span>;\n}\n',
    'docs/v.mdx': "# V\n\nimport { Version } from '@site/src/components/Version';\n\n<Version />\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-deep-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.match(await readFile(path.join(tmp, 'docs', 'v', 'index.html'), 'utf8'), /<span class="version">current<\/span>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

/** karmada's partners page uses semi-ui, written for React 18: `import { findDOMNode } from 'react-dom'`. */
test('site code importing React 18 react-dom APIs (findDOMNode) renders with fe-docs’ React', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Old', url: 'https://o.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'node_modules/old-observer/package.json': '{"name": "old-observer", "version": "1.0.0", "module": "index.js", "type": "module"}\n',
    'node_modules/old-observer/index.js':
      "import React from 'react';\nimport { findDOMNode, createPortal } from 'react-dom';\n" +
      'export class Observer extends React.Component {\n  componentDidMount() { findDOMNode(this); }\n' +
      "  render() { return React.createElement('div', { className: 'observed', 'data-portal': typeof createPortal }, this.props.children); }\n}\n",
    'src/pages/partners.tsx':
      "import { Observer } from 'old-observer';\nexport default function Partners() {\n  return <main><Observer>Partners</Observer></main>;\n}\n",
    'docs/o.mdx': "# O\n\nimport { Observer } from 'old-observer';\n\n<Observer>Docs</Observer>\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-legacy-dom-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.match(await readFile(path.join(tmp, 'partners', 'index.html'), 'utf8'), /<div class="observed" data-portal="function">Partners<\/div>/);
    assert.match(await readFile(path.join(tmp, 'docs', 'o', 'index.html'), 'utf8'), /<div class="observed" data-portal="function">Docs<\/div>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// A docs instance whose `docItemComponent` names another DocItem (docusaurus-theme-openapi-docs' `@theme/ApiItem`,
// CommonJS in a third-party theme): Docusaurus renders it for every doc of that instance, with the content component
// and its front matter as `props.content`; a second instance keeps the theme's DocItem. A name that resolves to
// nothing is a warning at the option, and fe-docs' DocItem renders those docs.
const config = (second: string) => `module.exports = {
  title: 'Api', url: 'https://api.example', baseUrl: '/',
  presets: [['classic', {blog: false, docs: {sidebarPath: false, routeBasePath: 'api', docItemComponent: '@theme/ApiItem'}}]],
  plugins: [['@docusaurus/plugin-content-docs', {id: 'guides', path: 'guides', routeBasePath: 'guides', sidebarPath: false${second}}]],
  themes: ['docusaurus-theme-api'],
};
`;

const API_THEME: Record<string, string> = {
  'node_modules/docusaurus-theme-api/package.json': JSON.stringify({ name: 'docusaurus-theme-api', version: '1.0.0', main: 'lib/index.js' }),
  'node_modules/docusaurus-theme-api/lib/index.js': `const path = require('path');
module.exports = function apiTheme() {
  return {name: 'docusaurus-theme-api', getThemePath() { return path.join(__dirname, 'theme'); }};
};
`,
  // As the real one is written: CommonJS, the doc's sample from its front matter in a code block beside the content.
  'node_modules/docusaurus-theme-api/lib/theme/ApiItem/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = ApiItem;
const react_1 = require("react");
const CodeBlock_1 = require("@theme/CodeBlock");
const Content_1 = require("@theme/DocItem/Content");
function ApiItem(props) {
  const MDXComponent = props.content;
  const { frontMatter, metadata } = MDXComponent;
  // Its Layout gives theme-classic's DocItem/Content the two columns as children.
  return react_1.createElement(Content_1.default, null,
    react_1.createElement("div", { className: "row theme-api-markdown", "data-doc-id": metadata.id },
      react_1.createElement("div", { className: "col col--7" }, react_1.createElement(MDXComponent, null)),
      react_1.createElement("div", { className: "col col--5" },
        react_1.createElement(CodeBlock_1.default, { language: "json" }, JSON.stringify(frontMatter.sample)))));
}
`,
};

const FILES = {
  'docs/pet.mdx': '---\ntitle: Pet\nsample: {name: Rex}\n---\n\nA pet of the store.\n',
  'guides/start.md': '# Start\n\nFirst steps.\n',
  ...API_THEME,
};

test("a docs instance's `docItemComponent` renders its docs; another instance keeps the DocItem", async () => {
  const site = await createSite({ 'docusaurus.config.js': config(''), ...FILES });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-doc-item-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const problems = result.diagnostics.filter((d) => d.severity === 'error' || /docItemComponent/.test(d.message));
    assert.deepEqual(
      problems.map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    const api = await readFile(path.join(out, 'api/pet/index.html'), 'utf8');
    // The instance's DocItem, given the doc's content (its HTML inside) and front matter (the sample, highlighted).
    // Inside DocItem/Content: the doc's title (its front matter's: the content has none), then the children.
    assert.match(
      api,
      /<div class="theme-doc-markdown markdown"><header><h1>Pet<\/h1><\/header><div class="row theme-api-markdown" data-doc-id="pet"><div class="col col--7">[\s\S]*A pet of the store\.[\s\S]*<\/div><div class="col col--5">/,
    );
    // Highlighted: the page is rendered again once the language its DocItem asked for is loaded.
    assert.match(api, /<div class="col col--5"><div class="code-block" data-lang="json"><pre class="shiki[^"]*"[^>]*><code><span class="line"><span class="t-[^"]+">\{/);
    const guide = await readFile(path.join(out, 'guides/start/index.html'), 'utf8');
    assert.doesNotMatch(guide, /theme-api-markdown/);
    assert.match(guide, /First steps\./);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('a `docItemComponent` that resolves to nothing is a warning at the option, and the DocItem renders', async () => {
  const site = await createSite({ 'docusaurus.config.js': config(", docItemComponent: '@theme/Missing'"), ...FILES });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-doc-item-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    const warning = result.diagnostics.find((d) => /docItemComponent: "@theme\/Missing"/.test(d.message));
    assert.ok(warning, 'a warning names the option');
    assert.equal(warning.severity, 'warning');
    assert.deepEqual([warning.position?.file, warning.position?.line], ['docusaurus.config.js', 4], JSON.stringify(warning));
    assert.match(warning.hint ?? '', /`guides`/);
    const guide = await readFile(path.join(out, 'guides/start/index.html'), 'utf8');
    assert.match(guide, /First steps\./);
    // The first instance's still works.
    assert.match(await readFile(path.join(out, 'api/pet/index.html'), 'utf8'), /theme-api-markdown/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

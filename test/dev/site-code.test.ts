import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { dialect } from '../../src/api/site.js';
import { createSite } from '../helpers/site.js';

// A Docusaurus project in `fe-docs dev`: its components, theme overrides and stylesheets live in src/, outside the
// content folders, and a save there must show on the pages that use them.
const CONFIG = `export default {
  title: 'Kite',
  url: 'https://kite.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
};
`;
const greeting = (word: string) => `export default function Greeting() {\n  return <strong className="greeting">${word}</strong>;\n}\n`;
const footer = (word: string) => `export default function Footer() {\n  return <footer className="own-footer">${word}</footer>;\n}\n`;

let site: Awaited<ReturnType<typeof createSite>>;
let server: DevServer;

before(async () => {
  site = await createSite({
    'docusaurus.config.mjs': CONFIG,
    'docs/intro.mdx': "---\ntitle: Intro\n---\n\nimport Greeting from '@site/src/components/Greeting';\n\nSay <Greeting />.\n",
    'docs/plain.md': '---\ntitle: Plain\n---\n\nNo components here.\n',
    'src/components/Greeting.jsx': greeting('hello'),
    'src/theme/Footer/index.jsx': footer('first footer'),
    'src/css/custom.css': '.greeting { color: rgb(1, 2, 3); }\n',
  });
  server = await startDevServer({ root: site.root, port: 0, dialect });
});

after(async () => {
  await server?.close();
  await site?.cleanup();
});

async function fetchText(p: string): Promise<string> {
  const res = await fetch(new URL(p, server.url));
  assert.equal(res.status, 200, p);
  return res.text();
}

/** Save a file of the site and wait for the build that follows. */
async function save(rel: string, text: string) {
  const built = server.nextBuild();
  await writeFile(path.join(site.root, rel), text);
  const outcome = await built;
  assert.ok(outcome.ok, outcome.diagnostics.map((d) => d.message).join('\n'));
}

async function stylesheetOf(html: string): Promise<string> {
  const href = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const css = await Promise.all(href.map((h) => fetchText(h)));
  return css.join('\n');
}

describe('fe-docs dev: a Docusaurus project’s own code', () => {
  test('saving a component imported by an MDX page rebuilds that page', async () => {
    assert.match(await fetchText('/docs/intro'), /<strong class="greeting">hello<\/strong>/);
    await save('src/components/Greeting.jsx', greeting('bonjour'));
    const html = await fetchText('/docs/intro');
    assert.match(html, /<strong class="greeting">bonjour<\/strong>/);
    assert.doesNotMatch(html, />hello</);
  });

  test('saving a theme override in src/theme changes every page', async () => {
    assert.match(await fetchText('/docs/plain'), /first footer/);
    await save('src/theme/Footer/index.jsx', footer('second footer'));
    for (const p of ['/docs/plain', '/docs/intro']) {
      const html = await fetchText(p);
      assert.match(html, /second footer/, p);
      assert.doesNotMatch(html, /first footer/, p);
    }
  });

  test('saving the custom stylesheet changes the site’s stylesheet', async () => {
    assert.match(await stylesheetOf(await fetchText('/docs/plain')), /rgb\(1, 2, 3\)/);
    await save('src/css/custom.css', '.greeting { color: rgb(4, 5, 6); }\n');
    const css = await stylesheetOf(await fetchText('/docs/plain'));
    assert.match(css, /rgb\(4, 5, 6\)/);
    assert.doesNotMatch(css, /rgb\(1, 2, 3\)/);
    // The source is untouched by the build (a sanity check that the save above is what changed the output).
    assert.match(await readFile(path.join(site.root, 'src/css/custom.css'), 'utf8'), /4, 5, 6/);
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { serveDir } from '../helpers/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { document } from '../e2e/client/browser-globals.js';
import { newPage, serveFixture } from '../e2e/client/fixtures.js';

/**
 * Webpack's inline loaders, as Docusaurus sites write them in MDX and in their React code: raw-loader (the text),
 * yaml-loader (parsed YAML), json-loader (JSON), file-loader/url-loader (the URL of the published, content-hashed
 * copy), with the `!`, `!!` and `-!` forms and loader queries; another loader is a warning at the import.
 */
test('webpack inline loaders work in MDX and in React pages, the same in both', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Loaders', url: 'https://loaders.example', baseUrl: '/handbook/', presets: [['classic', {}]]};\n",
    'docs/snippet.ts': 'export const tide: number = 42;\n',
    'data/intents.yaml': 'intents:\n  - name: greet\n    phrase: Ahoy there\n  - name: part\n    phrase: Fair winds\n',
    'data/facts.json': '{"harbour": "Port Quillon"}\n',
    'data/charts.csv': 'lat,lon\n1,2\n',
    'data/helper.js': 'export default "plain helper";\n',
    'docs/loaders.mdx': [
      '# Loaders',
      '',
      "import code from '!!raw-loader!./snippet.ts';",
      "import legacy from '!!raw-loader?esModule=false!./snippet.ts';",
      "import intents from '!!yaml-loader!../data/intents.yaml';",
      "import facts from '-!json-loader!../data/facts.json';",
      "import charts from '!file-loader!../data/charts.csv';",
      "import helper from '!!babel-loader!../data/helper.js';",
      '',
      '<pre id="raw">{code}</pre>',
      '<p id="legacy">{typeof legacy}</p>',
      '<ul>{intents.intents.map((i) => <li key={i.name}>{i.phrase}</li>)}</ul>',
      '<p id="facts">{facts.harbour}</p>',
      '<a id="charts" href={charts}>charts</a>',
      '<p id="helper">{helper}</p>',
      '',
    ].join('\n'),
    'src/pages/loaders.jsx': [
      "import code from '!!raw-loader!../../docs/snippet.ts';",
      "import intents from '!yaml-loader!@site/data/intents.yaml';",
      "import facts from 'json-loader!../../data/facts.json';",
      "import charts from '!!url-loader?limit=1!../../data/charts.csv';",
      "import helper from '!!style-loader!../../data/helper.js';",
      "const legacy = require('!!raw-loader?esModule=false!../../docs/snippet.ts');",
      'export default function Loaders() {',
      '  return (<main><pre id="raw">{code}</pre><p id="legacy">{typeof legacy}</p><ul>{intents.intents.map((i) => <li key={i.name}>{i.phrase}</li>)}</ul>',
      '  <p id="facts">{facts.harbour}</p><a id="charts" href={charts}>charts</a><p id="helper">{helper}</p></main>);',
      '}',
      '',
    ].join('\n'),
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-loaders-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const warnings = result.diagnostics.filter((d) => d.code === 'site-code-loader');
    // At the import, naming the loader and what fe-docs does instead.
    assert.deepEqual(
      warnings.map((w) => [w.position?.file, w.position?.line, w.position?.column]),
      [
        ['docs/loaders.mdx', 8, 1],
        ['src/pages/loaders.jsx', 5, 20],
      ],
      JSON.stringify(warnings),
    );
    assert.match(warnings[0].message, /does not run the webpack loader `babel-loader`: fe-docs imports `\.\.\/data\/helper\.js` as a plain file instead/);
    assert.match(warnings[1].message, /`style-loader`/);
    assert.match(warnings[0].hint ?? '', /raw-loader, yaml-loader, json-loader, file-loader, url-loader/);

    const server = await serveDir(tmp, { base: '/handbook/' });
    try {
      for (const page of [path.join(tmp, 'docs', 'loaders', 'index.html'), path.join(tmp, 'loaders', 'index.html')]) {
        const html = await readFile(page, 'utf8');
        assert.match(html, /<pre id="raw">export const tide: number = 42;\n<\/pre>/, page);
        assert.match(html, /<p id="legacy">string<\/p>/, page);
        assert.match(html, /<li>Ahoy there<\/li><li>Fair winds<\/li>/, page);
        assert.match(html, /<p id="facts">Port Quillon<\/p>/, page);
        assert.match(html, /<p id="helper">plain helper<\/p>/, page);
        const href = /<a id="charts" href="([^"]+)"/.exec(html)?.[1];
        assert.match(href ?? '', /^\/handbook\/assets\/files\/charts-[0-9a-f]{8}\.csv$/, page);
        const res = await fetch(new URL(href!, server.url));
        assert.equal(res.status, 200, href);
        assert.equal(await res.text(), 'lat,lon\n1,2\n');
      }
    } finally {
      await server.close();
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

/** An interactive page is also bundled for the browser (its island): the loaders mean the same there, no hydration error. */
test('a hydrated React page importing through loaders: the same values in the browser', async () => {
  const [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': "module.exports = {title: 'Isles', url: 'https://isles.example', baseUrl: '/docs/', presets: [['classic', {}]]};\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
      'data/crew.yaml': 'crew: [Ottoline, Fenwick]\n',
      'data/notes.txt': 'Mind the tide.\n',
      'src/pages/index.tsx': `import { useState } from 'react';
import Layout from '@theme/Layout';
import data from '!!yaml-loader!@site/data/crew.yaml';
import notes from '!!raw-loader!@site/data/notes.txt';
import notesUrl from '!!file-loader!@site/data/notes.txt';

export default function Home() {
  const [n, setN] = useState(0);
  return (
    <Layout>
      <main>
        <p className="crew">{data.crew.join(' and ')}</p>
        <pre className="notes">{notes}</pre>
        <a className="file" href={notesUrl}>notes</a>
        <button type="button" className="more" onClick={() => setN(n + 1)}>Count: {n}</button>
      </main>
    </Layout>
  );
}
`,
    }),
  ]);
  try {
    const html = await readFile(path.join(site.out, 'index.html'), 'utf8');
    assert.match(html, /<fe-island/);
    const { page, errors, warnings } = await newPage(browser);
    await page.goto(site.url);
    await page.waitForFunction(() => {
      const b = document.querySelector('button.more');
      b?.click();
      return /Count: [1-9]/.test(b?.textContent ?? '');
    });
    assert.equal(await page.locator('p.crew').textContent(), 'Ottoline and Fenwick');
    assert.equal(await page.locator('pre.notes').textContent(), 'Mind the tide.\n');
    const href = await page.locator('a.file').getAttribute('href');
    assert.match(href ?? '', /^\/docs\/assets\/files\/notes-[0-9a-f]{8}\.txt$/);
    const res = await page.request.get(new URL(href!, site.url).href);
    assert.equal(res.status(), 200);
    assert.deepEqual(errors, []);
    assert.deepEqual(
      warnings.filter((w) => !w.startsWith('Failed to load resource')),
      [],
    );
    await page.close();
  } finally {
    await browser.close();
    await site.close();
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';

// Docusaurus adds a JSX page of src/pages with `modules: {config: '@generated/docusaurus.config'}`
// (plugin-content-pages' buildJSXRoute), so the page component receives the site config as `config`, beside
// react-router's `location`, `match` and `route`.
const CONFIG = `module.exports = {
  title: 'Props', url: 'https://props.example', baseUrl: '/base/',
  customFields: {motto: 'Read from props'},
  presets: [['classic', {blog: false, docs: false}]],
};
`;
const STATIC_PAGE = `import Layout from '@theme/Layout';
export default function About({config, location}) {
  return <Layout title="About"><main><p className="motto">{config.customFields.motto}</p><p className="title">{config.title}</p><p className="where">{location.pathname}</p></main></Layout>;
}
`;
// Interactive: hydrated in the browser, where it needs its config too.
const HYDRATED_PAGE = `import {useState} from 'react';
import Layout from '@theme/Layout';
export default function Counter({config}) {
  const [n, setN] = useState(0);
  return <Layout title="Counter"><main><button className="count" onClick={() => setN(n + 1)}>{config.title} {n}</button></main></Layout>;
}
`;

test('a JSX page of src/pages receives `config` (the site config) and its location, at build time and once hydrated', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'src/pages/about.js': STATIC_PAGE,
    'src/pages/counter.js': HYDRATED_PAGE,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-page-props-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const about = await readFile(path.join(out, 'about/index.html'), 'utf8');
    assert.match(about, /<p class="motto">Read from props<\/p>/);
    assert.match(about, /<p class="title">Props<\/p>/);
    assert.match(about, /<p class="where">\/base\/about\/?<\/p>/);

    const server = await serveDir(out, { base: '/base/' });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}counter/`);
      const button = page.locator('button.count');
      assert.equal((await button.textContent())?.trim(), 'Props 0');
      // Clicking counts only once the page is hydrated: wait for it by clicking until it does.
      await page.waitForFunction(
        () => {
          const b = (globalThis as unknown as { document: { querySelector(s: string): { click(): void; textContent: string } | null } }).document.querySelector(
            'button.count',
          );
          b?.click();
          return !!b && !/ 0$/.test(b.textContent.trim());
        },
        undefined,
        { timeout: 30_000, polling: 200 },
      );
      assert.match((await button.textContent())!.trim(), /^Props [1-9]\d*$/);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/index.js';
import { withSite, MINIMAL_CONFIG } from '../helpers/site.js';

const svg = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}"/></svg>`;

// keploy's wordmark (no size in its config) was written 32 × 32 and drawn a third of its height: a logo without a
// configured size is 32 px high and as wide as its own proportions.
test('the navbar logo keeps its proportions when the config gives no size', async () => {
  const cases: [string, string, RegExp][] = [
    ['img/wide.svg', '', /width="96" height="32"/],
    ['img/square.svg', '', /width="32" height="32"/],
    ['img/wide.svg', '    width: 120\n    height: 40\n', /width="120" height="40"/],
  ];
  for (const [src, size, expected] of cases) {
    const config = MINIMAL_CONFIG + `navbar:\n  logo:\n    src: ${src}\n    alt: Logo\n${size}`;
    const files = { 'site.config.yaml': config, 'content/docs/intro.md': '# Intro\n', 'static/img/wide.svg': svg(300, 100), 'static/img/square.svg': svg(64, 64) };
    await withSite(files, async (root) => {
      const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-logo-'));
      try {
        const result = await build({ root, outDir: out });
        assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
        const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
        const img = /<a class="navbar-brand"[^>]*><img [^>]*>/.exec(html)?.[0] ?? 'no logo';
        assert.match(img, expected, `${src} ${size}`);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    });
  }
});

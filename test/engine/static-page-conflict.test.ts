import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// 10tap-editor's static/index.html (a redirect left from an older site) sits where its home page is published. Docusaurus
// writes its pages after copying the static folder, so the page is what readers get; fe-docs copied the file over it.
test('a static file at the path of a page: the page is written, with a warning at the file', () =>
  withSite(
    {
      'site.config.yaml': 'title: T\nurl: https://example.org\ndocs:\n  - path: content/docs\n',
      'content/docs/intro.md': '# Intro\n\nThe page.\n',
      'static/docs/intro/index.html': '<!doctype html><title>Old</title><p>The file.</p>\n',
      'static/robots.txt': 'User-agent: *\n',
    },
    async (root) => {
      // The output goes in the site's own build/ folder, deleted with the site.
      const out = path.join(root, 'build');
      const result = await build({ root, outDir: out });
      assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
      const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
      assert.match(html, /The page\./);
      assert.doesNotMatch(html, /The file\./);
      assert.equal(await readFile(path.join(out, 'robots.txt'), 'utf8'), 'User-agent: *\n');
      const warning = result.diagnostics.find((d) => d.code === 'static-page-conflict');
      assert.ok(warning, JSON.stringify(result.diagnostics.map((d) => d.message)));
      assert.equal(warning.severity, 'warning');
      assert.equal(warning.position?.file, 'static/docs/intro/index.html');
      assert.match(warning.message, /`\/docs\/intro`/);
    },
  ));

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite, writeSite } from '../../src/api/site.js';
import { contentSecurityPolicy, frameOriginsOf, inlineScriptsOf, sha256Source, styleAttributesOf } from '../../src/output/csp.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

test('the policy: self only, a hash per inline script, style hashes only when a page has style attributes, extra sources added', () => {
  const strict = contentSecurityPolicy({ inlineScripts: ['a()', 'a()', 'b()'] });
  assert.equal(
    strict,
    `default-src 'self'; script-src 'self' ${hash('a()')} ${hash('b()')}; style-src 'self'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; media-src 'self' https:; base-uri 'self'; object-src 'none'; form-action 'self'`,
  );
  const more = contentSecurityPolicy({
    inlineScripts: [],
    styleAttributes: ['color:red'],
    extra: { 'connect-src': ['https://x-dsn.algolia.net'], 'script-src': ["'self'", 'https://cdn.example'] },
  });
  assert.match(more, new RegExp(`style-src 'self' 'unsafe-hashes' ${hash('color:red').replace(/[+/]/g, '\\$&')};`));
  assert.match(more, /connect-src 'self' https:\/\/x-dsn\.algolia\.net;/);
  assert.match(more, /script-src 'self' https:\/\/cdn\.example;/);
  assert.equal(sha256Source('a()'), hash('a()'));
});

test('inline scripts and style attributes are read from the page as the browser reads them', () => {
  const html = `<script>one()</script><script type="module">two()</script><script type="application/json">{"x":1}</script><script type="module" src="/a.js"></script><p style="color:#fff;content:&quot;x&quot;">t</p><b style='a:b'>`;
  assert.deepEqual(inlineScriptsOf(html), ['one()', 'two()']);
  assert.deepEqual(styleAttributesOf(html), ['color:#fff;content:"x"', 'a:b']);
});

test('a page that frames other sites gets a frame-src of their origins; other pages none', () => {
  const html = `<iframe src="https://codesandbox.io/embed/x?a=1&amp;b=2"></iframe><iframe title=t src='//www.youtube.com/embed/y'></iframe><IFRAME SRC=https://codesandbox.io/other></IFRAME><iframe src="/local.html"></iframe><iframe srcdoc="<p>x</p>"></iframe><iframe src="javascript:alert(1)"></iframe>`;
  assert.deepEqual(frameOriginsOf(html), ['https://codesandbox.io', 'https://www.youtube.com']);
  assert.deepEqual(frameOriginsOf('<p>no frames</p>'), []);
  const framed = contentSecurityPolicy({ inlineScripts: [], frameSources: frameOriginsOf(html) });
  assert.match(framed, /; media-src 'self' https:; frame-src 'self' https:\/\/codesandbox\.io https:\/\/www\.youtube\.com; base-uri/);
  assert.doesNotMatch(contentSecurityPolicy({ inlineScripts: [], frameSources: [] }), /frame-src/);
});

test('every built page carries the policy, with the hash of each of its inline scripts and the Algolia host', async () => {
  const config = MINIMAL_CONFIG.replace('baseUrl: /', 'baseUrl: /sub/') + 'search:\n  algolia:\n    appId: APP\n    apiKey: KEY\n    indexName: idx\n';
  const site = await createSite({ 'site.config.yaml': config, 'content/docs/intro.md': '# Intro\n\nTexto.\n' });
  try {
    const loaded = await loadSite(site.root);
    assert.ok(loaded.site);
    const out = path.join(site.root, 'build');
    await writeSite(loaded.site, out);
    for (const file of ['docs/intro/index.html', '404.html', 'search/index.html']) {
      const html = readFileSync(path.join(out, file), 'utf8');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1].replace(/&#39;|&apos;/g, "'");
      assert.ok(policy, file);
      assert.ok(html.indexOf('http-equiv="Content-Security-Policy"') < html.indexOf('<script'), 'the policy comes before any script');
      const scripts = inlineScriptsOf(html);
      assert.equal(scripts.length, 2, 'the head script and the baseUrl banner');
      for (const s of scripts) assert.ok(policy.includes(hash(s)), `${file}: hash of ${s.slice(0, 40)}`);
      assert.match(policy, /connect-src 'self' https:\/\/app-dsn\.algolia\.net;/);
    }
  } finally {
    await site.cleanup();
  }
});

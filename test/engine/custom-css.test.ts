import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

test('theme.customCss stylesheets are bundled after the theme styles; a missing one is an error at its entry', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG + 'theme:\n  customCss:\n    - src/css/custom.css\n',
    'src/css/custom.css': '.hero-banner { letter-spacing: 3px; }\n',
    'content/docs/intro.md': '# Intro\n',
  });
  try {
    const built = await runCli(['build', site.root]);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const assets = path.join(site.root, 'build', 'assets');
    const css = (await readdir(assets)).find((f) => /^style-.*\.css$/.test(f));
    assert.ok(css, 'a stylesheet is written');
    const text = await readFile(path.join(assets, css), 'utf8');
    assert.match(text, /\.hero-banner\s*\{\s*letter-spacing:\s*3px/);
    // After the theme's own rules, so the site's win.
    assert.ok(text.indexOf('.hero-banner') > text.indexOf('.navbar'), 'custom CSS comes after the theme styles');

    const missing = await createSite({
      'site.config.yaml': MINIMAL_CONFIG + 'theme:\n  customCss:\n    - src/css/nope.css\n',
      'content/docs/intro.md': '# Intro\n',
    });
    try {
      const checked = await runCli(['check', missing.root]);
      assert.equal(checked.code, 1);
      assert.match(checked.stdout, /site\.config\.yaml:\d+:\d+ error The stylesheet `src\/css\/nope\.css` in `theme\.customCss` does not exist/);
    } finally {
      await missing.cleanup();
    }
  } finally {
    await site.cleanup();
  }
});

test("a custom stylesheet's relative url()s name files beside it, as in Docusaurus: small ones are inlined; site paths are kept", async () => {
  const icon = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG + 'theme:\n  customCss:\n    - src/css/custom.css\n',
    'src/css/custom.css': '.ext-link.github::before { background: url("assets/github.svg") no-repeat; }\n.logo { background: url(/img/logo.png); }\n',
    'src/css/assets/github.svg': icon,
    'content/docs/intro.md': '# Intro\n',
  });
  try {
    const built = await runCli(['build', site.root]);
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const assets = path.join(site.root, 'build', 'assets');
    const text = await readFile(
      path.join(
        assets,
        (await readdir(assets)).find((f) => /^style-.*\.css$/.test(f))!,
      ),
      'utf8',
    );
    assert.ok(text.includes(`url(data:image/svg+xml;base64,${Buffer.from(icon).toString('base64')})`), 'the icon beside the stylesheet is inlined');
    assert.match(text, /\.logo\s*\{\s*background:\s*url\(\/img\/logo\.png\)/, 'a site path is left as written');
  } finally {
    await site.cleanup();
  }
});

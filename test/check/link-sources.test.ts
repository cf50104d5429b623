import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { createSite } from '../helpers/site.js';

test('broken links and anchors in React pages and in site.config.yaml fail with their source positions', async () => {
  const site = await createSite({
    'site.config.yaml': `
title: Sitio
tagline: Prueba
url: https://example.org
baseUrl: /
docs:
  - id: default
    path: content/docs
    routeBasePath: docs
navbar:
  items:
    - type: link
      to: /docs/intro
      label: Docs
    - type: link
      to: /docs/intr
      label: Roto
footer:
  links:
    - title: Más
      items:
        - label: Ancla rota
          to: /docs/intro#nada
`,
    'content/docs/intro.md': '# Intro\n\n## Envío\n\nTexto.\n',
    'content/pages/index.tsx': `export default function Home() {
  return (
    <main>
      <a href="/docs/intro">bien</a>
      <a href="/docs/intro#envio">ancla bien</a>
      <a href="/docs/nope">roto</a>
      <a href="/docs/intro#falta">ancla rota</a>
    </main>
  );
}
`,
  });
  try {
    const r = await runCli(['check', site.root]);
    assert.equal(r.code, 1);
    assert.deepEqual(
      r.stdout.split('\n').filter((l) => !l.startsWith('  ')),
      [
        'content/pages/index.tsx:6:16 error Broken link to /docs/nope (no such route) [broken-link]',
        'content/pages/index.tsx:7:16 error Broken anchor #falta in link to /docs/intro (no heading or element with that id) [broken-anchor]',
        'site.config.yaml:15:11 error Broken link to /docs/intr (no such route; did you mean /docs/intro?) [broken-link]',
        'site.config.yaml:22:15 error Broken anchor #nada in link to /docs/intro (no heading or element with that id) [broken-anchor]',
        '✖ 4 errors, 0 warnings in 2 files',
        '',
      ],
    );
  } finally {
    await site.cleanup();
  }
});

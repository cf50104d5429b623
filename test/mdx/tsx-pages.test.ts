import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { createPageRenderer } from '../../src/render/render-page.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const PAGE = `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

export default function Inicio() {
  return (
    <Layout title="Inicio propio" description="Una página con su Layout">
      <main id="main">
        <h1>Hola</h1>
        <Link to="/docs/a" className="cta">Empezar</Link>
        <p className="t"><Translate id="skipToContent">sin traducir</Translate></p>
      </main>
    </Layout>
  );
}
`;

test('a TSX page renders in the site context: @theme/Layout, @docusaurus/Link (base URL, link check) and UI strings', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG.replace('baseUrl: /', 'baseUrl: /base/'),
    'content/docs/a.md': '# A\n',
    'content/pages/inicio.tsx': PAGE,
    'content/pages/roto.tsx': 'import Link from \'@theme/Link\';\n\nexport default function Roto() {\n  return <Link to="/docs/nada">x</Link>;\n}\n',
  });
  try {
    const r = await loadSite(site.root);
    const lines = r.diagnostics.map((d) => formatReport([d]).split('\n')[0]);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /^content\/pages\/roto\.tsx:4:\d+ error Broken link to \/docs\/nada .*\[broken-link\]$/);
    const route = r.site!.table.byUrl.get('/inicio')!;
    const page = createPageRenderer(r.site!).render(route);
    assert.equal(page.title, 'Inicio propio');
    assert.equal(page.description, 'Una página con su Layout');
    const html = page.bodyHtml;
    assert.match(html, /<nav class="navbar/, 'the theme layout (navbar) is there');
    assert.match(html, /<div class="page"><main id="main"><h1>Hola<\/h1>/);
    assert.match(html, /<a href="\/base\/docs\/a" class="cta">Empezar<\/a>/);
    assert.match(html, /<p class="t">Saltar al contenido principal<\/p>/);
    assert.equal(html.match(/<nav class="navbar/g)?.length, 1, 'one layout, not one inside another');
  } finally {
    await site.cleanup();
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPages } from '../helpers/built-pages.js';

// gladys' home page reads `navigator.language` in a component's body: Node 21+ has a global `navigator`, and
// Docusaurus renders the page there; fe-docs gives site code the same one on Node 20.
test("a React page that reads the browser's `navigator` while it renders builds as on Node 21+", async () => {
  const { result, html } = await buildPages(
    {
      'docusaurus.config.js': "module.exports = {title: 'Kites', url: 'https://kites.example', baseUrl: '/'};\n",
      'src/components/Lang.js':
        "export default function Lang({lang}) {\n  const fr = lang === 'fr' || (navigator && navigator.language && navigator.language.startsWith('fr'));\n" +
        "  return <p className=\"lang\">{fr ? 'fr' : 'en'} {typeof navigator.userAgent}</p>;\n}\n",
      'src/components/Own.js': "var navigator = {language: 'own'};\nexport default function Own() { return <p className=\"own\">{navigator.language}</p>; }\n",
      'src/pages/index.js':
        "import Layout from '@theme/Layout';\nimport Lang from '../components/Lang';\nimport Own from '../components/Own';\n" +
        "export default function Home() { return <Layout><Lang lang=\"en\" /><Own /></Layout>; }\n",
    },
    [''],
  );
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
  assert.match(html['']!, /<p class="lang">en string<\/p>/);
  assert.match(html['']!, /<p class="own">own<\/p>/, 'a module that declares its own `navigator` keeps it');
});

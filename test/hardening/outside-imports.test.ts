import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { check } from '../../src/api/check.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

// Issue 18: authors are trusted (MDX can import files outside the site), but a site that builds untrusted pull
// requests sets `mdx.allowOutsideImports: false`; an import resolving outside the site root is then an error at its line.
test('mdx.allowOutsideImports: false refuses imports outside the site, in MDX and in the components it imports, at file:line', async () => {
  const outside = await createSite({ 'Secret.tsx': 'export default function Secret() {\n  return <b>{String(process.env.HOME)}</b>;\n}\n' });
  // Both sites sit beside each other in the temporary folder: climb out of the site, as `@site/../../x` does.
  const up = `../${path.basename(outside.root)}/Secret.tsx`;
  const files = (allow: boolean) => ({
    'site.config.yaml': MINIMAL_CONFIG + `mdx:\n  allowOutsideImports: ${allow}\n`,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/a.mdx': `# A\n\nimport Secret from '@site/${up}';\n\n<Secret />\n`,
    'content/docs/b.mdx': `# B\n\nimport Wrapper from '@site/src/Wrapper';\n\n<Wrapper />\n`,
    'src/Wrapper.tsx': `import Secret from '../${up}';\n\nexport default function Wrapper() {\n  return <Secret />;\n}\n`,
  });
  const refused = await createSite(files(false));
  const allowed = await createSite(files(true));
  try {
    const r = await check({ root: refused.root });
    const errors = r.diagnostics.filter((d) => d.code === 'mdx-import').map((d) => `${d.position?.file}:${d.position?.line}`);
    assert.deepEqual(errors.sort(), ['content/docs/a.mdx:3', 'src/Wrapper.tsx:1'], JSON.stringify(r.diagnostics, null, 1));
    assert.ok(
      r.diagnostics.every((d) => d.code !== 'mdx-import' || /allowOutsideImports/.test(d.message)),
      JSON.stringify(r.diagnostics, null, 1),
    );
    const a = await check({ root: allowed.root });
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity === 'error'),
      [],
      'by default authors are trusted',
    );
  } finally {
    await refused.cleanup();
    await allowed.cleanup();
    await outside.cleanup();
  }
});

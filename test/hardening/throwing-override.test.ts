import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/api/build.js';
import { check } from '../../src/api/check.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const FOOTER = `export default function Footer() {
  const data: { links?: string[] } = {};
  return <footer>{data.links!.map((l) => <a href={l}>{l}</a>)}</footer>;
}
`;
const NAVBAR = `import Original from '@theme-original/Navbar';

export default function Navbar() {
  if (typeof window === 'undefined') throw new Error('la barra se rompió');
  return <Original />;
}
`;

// Issue 18, item 6: a theme override that throws while rendering passed `check` (exit 0), and `build` said
// "failed unexpectedly" with no file.
for (const [name, source, line] of [
  ['Footer', FOOTER, 3],
  ['Navbar', NAVBAR, 4],
] as const) {
  test(`theme/${name}.tsx that throws while rendering: check and build report it once, at its file and line`, async () => {
    const site = await createSite({
      'site.config.yaml': MINIMAL_CONFIG,
      'content/docs/intro.md': '# Intro\n\nTexto.\n',
      'content/docs/b.md': '# B\n\nTexto.\n',
      [`theme/${name}.tsx`]: source,
    });
    try {
      const c = await check({ root: site.root });
      assert.equal(c.ok, false, 'check fails');
      const cd = c.diagnostics.filter((d) => d.position?.file === `theme/${name}.tsx`);
      assert.equal(cd.length, 1, JSON.stringify(c.diagnostics, null, 1));
      assert.equal(cd[0].position?.line, line);
      const b = await build({ root: site.root, outDir: path.join(site.root, 'build') });
      assert.equal(b.ok, false);
      const bd = b.diagnostics.filter((d) => d.severity === 'error');
      assert.equal(bd.length, 1, JSON.stringify(b.diagnostics, null, 1));
      assert.equal(bd[0].position?.file, `theme/${name}.tsx`);
      assert.equal(bd[0].position?.line, line);
      assert.match(bd[0].message, new RegExp(`theme/${name}\\.tsx`));
    } finally {
      await site.cleanup();
    }
  });
}

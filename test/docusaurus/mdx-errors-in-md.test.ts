import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build, check } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `
title: Errores
url: https://example.org
baseUrl: /
i18n: { defaultLocale: en, locales: [en] }
docs:
  - path: docs
    routeBasePath: docs
markdown:
  format: mdx
pwa: { enabled: false }
`;

const line = (d: { position?: { file: string; line: number; column: number }; severity: string; message: string; code: string }) =>
  `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.severity} [${d.code}] ${d.message}`;

test('MDX problems in .md files are errors at file:line from both check and build, naming the thing', async () => {
  const site = await createSite({
    'site.config.yaml': CONFIG,
    'docs/ok.md': '# Fine\n\nNothing to see.\n',
    'docs/no-import.md': '# Tabs\n\nText.\n\n<Tabs>\n  <TabItem value="a">A</TabItem>\n</Tabs>\n',
    'docs/throws.md': '# Throws\n\nText.\n\nThe value is {settings.level}.\n',
    'docs/syntax.md': '# Syntax\n\nA broken {1 +} expression.\n',
    'docs/uses-partial.md': "import Part from './_part.md';\n\n# Uses\n\n<Part />\n",
    'docs/_part.md': '## Part\n\n<Missing />\n',
  });
  try {
    const expected = [
      'docs/_part.md:3:1 error [mdx-component] `<Missing>` is used in `docs/_part.md` but `Missing` is not imported: it would render nothing.',
      'docs/no-import.md:5:1 error [mdx-component] `<Tabs>` is used in `docs/no-import.md` but `Tabs` is not imported: it would render nothing.',
      'docs/no-import.md:6:3 error [mdx-component] `<TabItem>` is used in `docs/no-import.md` but `TabItem` is not imported: it would render nothing.',
      /^docs\/syntax\.md:3:\d+ error \[mdx-syntax\] MDX syntax error: /,
      'docs/throws.md:5:14 error [mdx-render] An expression in `docs/throws.md` failed while rendering: settings is not defined.',
    ];
    const compare = (lines: string[]) => {
      assert.equal(lines.length, expected.length, lines.join('\n'));
      expected.forEach((e, i) => (typeof e === 'string' ? assert.equal(lines[i], e) : assert.match(lines[i], e)));
    };
    const checked = await check({ root: site.root });
    compare(checked.diagnostics.map(line));
    const tabs = checked.diagnostics.find((d) => d.message.startsWith('`<Tabs>`'));
    assert.equal(tabs?.hint, "Add `import Tabs from '@theme/Tabs';` at the top of the file.");
    const built = await build({ root: site.root, outDir: path.join(site.root, 'build') });
    assert.equal(built.ok, false);
    compare(built.diagnostics.map(line));
  } finally {
    await site.cleanup();
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSiteFiles } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

/**
 * A Docusaurus site whose every problem is found by bundling its code with esbuild, which reports places relative to
 * its working folder: a dynamic `require` in a component an MDX doc imports, in a TSX page and in a theme override; a
 * build-time-only Docusaurus module; an import that does not resolve; a page that does not compile.
 */
const SITE = {
  'package.json': '{"name":"kite","private":true,"dependencies":{"@docusaurus/core":"3.0.0"}}\n',
  'docusaurus.config.js':
    "module.exports = {title: 'Kite', url: 'https://kite.example', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: require.resolve('./sidebars.js')}, blog: false}]]};\n",
  'sidebars.js': "module.exports = {docs: ['intro', 'broken']};\n",
  'docs/intro.md': "import Flag from '@site/src/components/Flag';\nimport Mode from '@site/src/components/Mode';\n\n# Intro\n\n<Flag />\n<Mode />\n",
  'docs/broken.mdx': "import Broken from '@site/src/components/Broken';\n\n# Broken\n\n<Broken />\n",
  'src/components/Flag.js': '// Flags.\nconst pick = (name) => require(name);\nexport default function Flag() {\n  return <span>{typeof pick}</span>;\n}\n',
  'src/components/Mode.js':
    "// Mode.\nimport { useColorMode } from '@docusaurus/theme-common';\nexport default function Mode() {\n  return <b>{typeof useColorMode}</b>;\n}\n",
  'src/components/Broken.js': "// Broken.\nimport Gone from './Gone';\nexport default function Broken() {\n  return <Gone />;\n}\n",
  'src/pages/bad.tsx': 'export default function Page() {\n  const x = ;\n  return <main>{x}</main>;\n}\n',
  'src/pages/dyn.tsx': 'export default function Dyn() {\n  const load = (n: string) => require(n);\n  return <main>{typeof load}</main>;\n}\n',
  'src/theme/Footer.js': 'const load = (n) => require(n);\nexport default function Footer() {\n  return <footer>{typeof load}</footer>;\n}\n',
};

const EXPECTED = [
  'src/components/Broken.js:2:18 error [mdx-import]',
  'src/components/Flag.js:2:24 warning [site-code-dynamic-path]',
  'src/components/Mode.js:2:30 warning [docusaurus-build-time]',
  'src/pages/bad.tsx:2:13 error [page-compile]',
  'src/pages/dyn.tsx:2:31 warning [site-code-dynamic-path]',
  'src/theme/Footer.js:1:21 warning [site-code-dynamic-path]',
];

function checkFrom(cwd: string, siteArg: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, [BIN, 'check', siteArg], { cwd, env: { ...process.env, NO_COLOR: '1' } }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

// Issue 35: esbuild's places are relative to the folder fe-docs runs in; resolved against the site root they named
// `x/site/src/components/Flag.js` from any folder but the site's parent's depth. Each problem must be printed at the
// same site-relative place whatever the working folder and however the site is named (a path with spaces, `..`, an
// absolute path), and the caches one run leaves must not carry one folder's paths into another's run.
test('fe-docs check prints the same site-relative places from working folders of any depth', { timeout: 5 * 60_000 }, async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-where-'));
  const site = path.join(tmp, 'a folder with spaces', 'b', 'c', 'site');
  try {
    await writeSiteFiles(site, SITE);
    const runs: [cwd: string, siteArg: string][] = [
      [site, '.'],
      [path.dirname(site), 'site'],
      [tmp, path.relative(tmp, site)],
      [path.join(site, 'docs'), '..'],
      [path.parse(site).root, site],
      [path.join(site, 'src', 'components'), path.join('..', '..')],
    ];
    for (const [cwd, siteArg] of runs) {
      const r = await checkFrom(cwd, siteArg);
      const where = `fe-docs check ${siteArg} in ${cwd}`;
      assert.equal(r.code, 1, `${where}: exit 1 (two errors)\n${r.stderr}`);
      const found = r.stdout
        .split('\n')
        .filter((l) => /^\S+:\d+:\d+ /.test(l))
        .map((l) => `${l.split(' ').slice(0, 2).join(' ')} ${/\[[a-z-]+\]$/.exec(l)?.[0]}`);
      assert.deepEqual(found, EXPECTED, `${where}:\n${r.stdout}`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

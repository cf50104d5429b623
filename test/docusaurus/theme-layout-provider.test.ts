import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, check } from '../../src/index.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';

// nonebot/nonebot2: its store pages (src/pages/store/*.tsx) render `@theme/Layout` around the nonepress theme's
// `@theme/Page` and `SidebarContentFiller`, which read the contexts nonepress' own `Layout/Provider` gives. fe-docs'
// Layout gave theme-classic's providers only: "Hook useSidebarContent is called outside the <SidebarContentProvider>"
// (4 `page-render` errors), so the 4 store pages were missing and 30 links to them broken.
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-theme-layout-provider');
const shown = (ds: readonly Diagnostic[]) =>
  ds.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.code} ${d.message}`);

test("site code below fe-docs' Layout gets the Layout/Provider of the third-party theme the config names", async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-layout-provider-'));
  const root = path.join(tmp, 'site');
  const out = path.join(tmp, 'out');
  try {
    await cp(FIXTURE, root, { recursive: true });
    // Installed as a workspace package is (pnpm links it into node_modules).
    await mkdir(path.join(root, 'node_modules'));
    await symlink(path.join(root, 'packages/docusaurus-theme-nested'), path.join(root, 'node_modules/docusaurus-theme-nested'));
    assert.deepEqual(shown((await check({ root })).diagnostics), []);
    const built = await build({ root, outDir: out });
    assert.deepEqual(shown(built.diagnostics), []);
    const html = (await readFile(path.join(out, 'store/plugins/index.html'), 'utf8')).replaceAll('<!-- -->', '');
    // The theme's Page read the provider's state (at build time, before the filler's effect).
    assert.match(html, /<div class="nested-page"><aside class="nested-sidebar">from the provider<\/aside><h1>Plugin store<\/h1><\/div>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

// The conformance list's check of effects in built pages (docusaurus-conformance-options.ts checks that a key changes
// fe-docs' configuration; here, for the keys of OPTION_EFFECTS, that the built page changes): a small site is built
// without any of them, then once per key with that key alone.
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { writeSiteFiles } from './site.js';
import { OPTION_EFFECTS } from './docusaurus-conformance-answers.js';

const PAGE = 'docs/intro/index.html';

function config(themeConfig: Record<string, unknown>): string {
  return `module.exports = {
  title: 'Conformance',
  url: 'https://conformance.example',
  baseUrl: '/',
  presets: [['classic', {docs: {}, blog: false}]],
  themeConfig: ${JSON.stringify(themeConfig)},
};
`;
}

function nested(key: string, value: unknown): Record<string, unknown> {
  const parts = key.split('.');
  return parts.reduceRight<Record<string, unknown>>((inner, p, i) => (i === parts.length - 1 ? { [p]: value } : { [p]: inner }), {});
}

/** Each key of OPTION_EFFECTS: whether the page shows it with the key, and not without. */
export async function optionEffects(nodeModules: string): Promise<{ key: string; ok: boolean; note: string }[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-effects-'));
  try {
    await writeSiteFiles(root, {
      'package.json': '{"name": "conformance", "private": true}\n',
      'docs/intro.md': '# Intro\n\nText.\n\n## Section\n\n### Sub\n\n#### Deep\n',
      'docs/guide/a.md': '# A\n',
    });
    await symlink(nodeModules, path.join(root, 'node_modules'), 'dir');
    const page = async (themeConfig: Record<string, unknown>) => {
      await writeFile(path.join(root, 'docusaurus.config.js'), config(themeConfig));
      const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-conformance-effects-out-'));
      try {
        await build({ root, outDir: out });
        return await readFile(path.join(out, PAGE), 'utf8').catch(() => '');
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    };
    const baseline = await page({});
    const results: { key: string; ok: boolean; note: string }[] = [];
    for (const [id, { value, shows }] of Object.entries(OPTION_EFFECTS)) {
      const key = id.replace(/^themeConfig:/, '');
      const html = await page(nested(key, value));
      const ok = shows.test(html) && !shows.test(baseline);
      results.push({
        key,
        ok,
        note: ok
          ? `${PAGE} matches ${shows}`
          : !html
            ? `no ${PAGE} was built`
            : shows.test(baseline)
              ? `${PAGE} matches ${shows} without the key too`
              : `${PAGE} does not match ${shows}`,
      });
    }
    return results;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A small site written to a temporary folder, Hugo style: `createSite({'site.config.yaml': '…', 'content/docs/a.md': '…'})`.
 * Keeps each test's scenario on one screen.
 */
export async function createSite(files: Record<string, string>): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-site-'));
  await writeSiteFiles(root, files);
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Write a site's files under `root` (as createSite does: a leading newline of a text is dropped). */
export async function writeSiteFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text.replace(/^\n/, ''));
  }
}

export const MINIMAL_CONFIG = `
title: Sitio de prueba
tagline: Un sitio pequeño
url: https://example.org
baseUrl: /
docs:
  - id: default
    path: content/docs
    routeBasePath: docs
blog:
  path: content/blog
`;

/**
 * Create a fixture site, run `fn` on it and delete it, also when `fn` throws: the create/try/finally/cleanup block
 * of many tests in one call. Resolves to what `fn` returns.
 */
export async function withSite<T>(files: Record<string, string>, fn: (root: string) => Promise<T> | T): Promise<T> {
  const site = await createSite(files);
  try {
    return await fn(site.root);
  } finally {
    await site.cleanup();
  }
}

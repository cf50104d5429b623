import { cp, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This repository's folder (the checkout the tests run from). */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Copy this checkout to `dest` as a fresh clone would have it, with `node_modules` a link to this one's: left out is
 * what git ignores and npm never reads. A developer's machine may hold Docusaurus' install and the generated corpus
 * under bench/peers/ (≈ 460 MB, 35,000 files), which a copy used to spend minutes on.
 */
export async function copyRepo(dest: string): Promise<void> {
  const skipped = new Set(['.git', 'dist', 'build', '.fe-docs-cache', 'bench/out', 'bench/peers/corpus', 'test-results']);
  await cp(REPO, dest, {
    recursive: true,
    filter: (src) => path.basename(src) !== 'node_modules' && !skipped.has(path.relative(REPO, src).split(path.sep).join('/')),
  });
  await symlink(path.join(REPO, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
}

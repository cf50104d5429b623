import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * fe-docs' version, from its package.json: the nearest one named `fe-docs` above this module, which is `dist/` in the
 * installed package (the bundled CLI) and `src/cli/` in a checkout.
 */
export function packageVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'fe-docs' && pkg.version) return pkg.version;
    } catch {
      // no package.json here: look further up
    }
    const up = path.dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
}

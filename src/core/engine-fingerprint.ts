import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let memo: string | undefined;

/**
 * A hash of fe-docs' own code and of the libraries that shape its output (React's renderer): part of every cache
 * key over what the engine produces, so a new fe-docs (or an edited checkout) never reuses a page made by the old one.
 * Running from dist/ it hashes the bundled chunks; running the sources (tests, FE_DOCS_FROM_SOURCE) every file of src/.
 * Made once per process.
 */
export function engineFingerprint(): string {
  if (memo) return memo;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromDist = path.basename(here) === 'dist';
  memo = packageFingerprint(fromDist ? path.dirname(here) : path.resolve(here, '../..'), fromDist ? here : undefined);
  return memo;
}

/** The fingerprint of the fe-docs package at `pkgRoot` (its bundled chunks in `distDir`, when it runs from them). */
export function packageFingerprint(pkgRoot: string, distDir?: string): string {
  const h = createHash('sha1');
  const add = (file: string) => {
    h.update(path.relative(pkgRoot, file)).update('\0');
    try {
      h.update(readFileSync(file));
    } catch {
      h.update('(missing)');
    }
    h.update('\0');
  };
  // Code files by size and modification time (an edit changes both or the latter; reading 4 MB each build cost
  // ≈40 ms); package.json and the lockfile, read above, carry the version of an installed fe-docs.
  const addStat = (file: string) => {
    const st = statSync(file);
    // Whole milliseconds: sub-millisecond digits are lost by any tool that copies or restores a time (a Date has
    // none), and such a file has not changed.
    h.update(`${path.relative(pkgRoot, file)}\0${st.size}\0${Math.trunc(st.mtimeMs)}\0`);
  };
  const walk = (dir: string, keep: (name: string) => boolean) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, keep);
      else if (keep(e.name)) addStat(p);
    }
  };
  // The bundled code, or the sources; src/client and the theme styles are read at build time in both cases (the
  // assets they make are content-hashed, but hashing them here too costs little and keeps the rule simple).
  if (distDir) walk(distDir, (n) => n.endsWith('.js') || n.endsWith('.cjs'));
  walk(path.join(pkgRoot, 'src'), (n) => !n.endsWith('.map'));
  for (const f of ['package.json', 'package-lock.json']) if (existsSync(path.join(pkgRoot, f))) add(path.join(pkgRoot, f));
  const require = createRequire(import.meta.url);
  for (const dep of ['react', 'react-dom', 'esbuild', 'workbox-build'])
    try {
      add(require.resolve(`${dep}/package.json`));
    } catch {
      h.update(`${dep}: not found\0`);
    }
  h.update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\0`);
  return h.digest('hex');
}

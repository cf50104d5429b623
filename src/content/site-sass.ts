import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `.scss` and `.sass` stylesheets: Docusaurus sites use them through `docusaurus-plugin-sass`. */
export const isSassFile = (file: string) => /\.s[ac]ss$/i.test(file);

/** CSS, or what is wrong; `at` is where (the file itself, or a partial it imports), when the compiler says. */
export type SassResult = { css: string } | { problem: string; hint: string; at?: { file: string; line: number; column: number } };

interface SassCompiler {
  compile(
    file: string,
    opts: { style: 'expanded'; loadPaths: string[]; quietDeps?: boolean; importers?: { findFileUrl(url: string): URL | null }[] },
  ): { css: string; loadedUrls: URL[] };
}

const compilers = new Map<string, SassCompiler | undefined>();
/** By file: the result, and the files it was compiled from (itself and its imports) with their stamps then. */
const compiled = new Map<string, { inputs: [string, string][]; result: SassResult }>();

function stampOf(file: string): string {
  try {
    const st = statSync(file);
    return `${st.mtimeMs}:${st.size}`;
  } catch {
    return 'missing';
  }
}

/**
 * The site's own Sass compiler (`sass` or `sass-embedded` from its node_modules, as docusaurus-plugin-sass uses it):
 * fe-docs does not ship one, and a site's styles must compile with the version the site chose.
 */
function siteCompiler(root: string): SassCompiler | undefined {
  if (compilers.has(root)) return compilers.get(root);
  const require = createRequire(path.join(root, 'package.json'));
  let found: SassCompiler | undefined;
  for (const name of ['sass', 'sass-embedded']) {
    try {
      found = require(name) as SassCompiler;
      break;
    } catch {
      /* not installed: try the next */
    }
  }
  compilers.set(root, found);
  return found;
}

/**
 * A Sass file compiled to CSS with the site's compiler; compiled once per version of the file (check compiles it to
 * report errors at their line, the build reuses that). Imports resolve from the file's folder, the site root and its
 * node_modules.
 */
export function compileSiteSass(root: string, file: string): SassResult {
  const stamp = stampOf(file);
  if (stamp === 'missing') return { problem: 'cannot be read', hint: 'Fix the path or remove the import.' };
  const hit = compiled.get(file);
  if (hit && hit.inputs.every(([f, s]) => stampOf(f) === s)) return hit.result;
  const { result, loaded = [] } = compileWith(root, file);
  compiled.set(file, { inputs: [file, ...loaded.filter((f) => f !== file)].map((f) => [f, stampOf(f)]), result });
  return result;
}

function compileWith(root: string, file: string): { result: SassResult; loaded?: string[] } {
  const sass = siteCompiler(root);
  if (!sass)
    return {
      result: {
        problem: 'is Sass, and the site has no Sass compiler installed',
        hint: 'Install the one docusaurus-plugin-sass uses: `npm install --save-dev sass` in the site folder.',
      },
    };
  try {
    const modules = path.join(root, 'node_modules');
    // `~pkg/x` is sass-loader's (webpack's) way of naming a package: `@import '~bootstrap/scss/bootstrap'`.
    const tilde = { findFileUrl: (url: string) => (url.startsWith('~') ? pathToFileURL(path.join(modules, url.slice(1))) : null) };
    const out = sass.compile(file, { style: 'expanded', loadPaths: [root, modules], quietDeps: true, importers: [tilde] });
    return { result: { css: out.css }, loaded: out.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)) };
  } catch (e) {
    const err = e as { sassMessage?: string; message: string; span?: { url?: URL; start?: { line: number; column: number } } };
    const start = err.span?.start;
    const where = err.span?.url?.protocol === 'file:' ? fileURLToPath(err.span.url) : file;
    const result: SassResult = {
      problem: `does not compile: ${err.sassMessage ?? err.message.split('\n')[0]}`,
      hint: 'Fix the Sass at this line (the message is the Sass compiler’s).',
      ...(start && { at: { file: where, line: start.line + 1, column: start.column + 1 } }),
    };
    return { result, loaded: [file, where] };
  }
}

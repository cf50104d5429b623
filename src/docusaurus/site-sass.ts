import { createRequire } from 'node:module';
import path from 'node:path';

/** Sass stylesheets (Docusaurus sites list them in `theme.customCss` and compile them with docusaurus-plugin-sass). */
export const isSassFile = (file: string) => /\.s[ac]ss$/i.test(file);

interface SassModule {
  compile(file: string, options?: { loadPaths?: string[] }): { css: string };
}

/**
 * A Sass stylesheet of the site compiled to CSS with the `sass` package the site installed (the one its
 * docusaurus-plugin-sass uses); `undefined` when the site has none. Throws Sass' own error for a bad stylesheet.
 */
export function compileSiteSass(file: string, root: string): string | undefined {
  let sass: SassModule;
  try {
    sass = createRequire(path.join(root, 'package.json'))('sass') as SassModule;
  } catch {
    return undefined;
  }
  return sass.compile(file, { loadPaths: [root, path.join(root, 'node_modules')] }).css;
}

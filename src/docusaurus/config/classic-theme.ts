import { createRequire } from 'node:module';

/**
 * The main module of the site's `@docusaurus/theme-classic` as Docusaurus finds it (`fromFile`: a file of the site, its
 * config or package.json): the site's own, else its `@docusaurus/preset-classic`'s dependency — the preset resolves the
 * theme from its own folder, and a pnpm install keeps the theme out of the site's top-level node_modules. Undefined
 * when neither has it.
 */
export function siteThemeClassicMain(fromFile: string): string | undefined {
  const site = createRequire(fromFile);
  for (const via of [undefined, '@docusaurus/preset-classic/package.json']) {
    try {
      return (via ? createRequire(site.resolve(via)) : site).resolve('@docusaurus/theme-classic');
    } catch {
      // not installed this way; try the next
    }
  }
  return undefined;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { themeFileIn } from '../../core/theme-file.js';

/**
 * What in a site's own doc page (`src/theme/DocItem`, `src/theme/DocItem/Footer`) renders the "Edit this page" link:
 * theme-classic's Footer renders it (`EditThisPage` from `editUrl`), and so does the original DocItem (through its
 * Layout and Footer). An override that imports none of them and never reads `editUrl` shows no edit link.
 */
const RENDERS_EDIT_LINK = /@theme-original\/DocItem|@theme(?:-init)?\/DocItem\/(?:Layout|Footer)\b|@theme\/EditThisPage|\beditUrl\b/;

/**
 * The site file (relative to the root) of a swizzled DocItem or DocItem/Footer that leaves out the edit link, when
 * there is one. fe-docs runs such an override in place of its own part (theme/layouts/DocItem.tsx), but when it cannot
 * (an import it does not provide: a warning, and its own part renders), its own edit link must not show either, as
 * the site's pages have none in Docusaurus. So the docs area gets no `editUrl` (and `useDoc().metadata.editUrl` is
 * unset, which such an override does not read).
 */
export function docItemWithoutEditLink(root: string, themeDir = 'src/theme'): string | undefined {
  for (const name of ['DocItem', 'DocItem/Footer']) {
    const file = themeFileIn(path.join(root, themeDir), name);
    if (!file) continue;
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (!RENDERS_EDIT_LINK.test(source)) return path.relative(root, file).split(path.sep).join('/');
  }
  return undefined;
}

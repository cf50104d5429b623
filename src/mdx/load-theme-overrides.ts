import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message } from 'esbuild';
import fg from 'fast-glob';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { ThemeComponents } from '../theme/components-context.js';
import { positionedComponent } from './positioned-component.js';
import { importBundled, siteModuleBuildOptions, THEME_NAMES } from './site-modules.js';
import { inSiteCode } from '../core/site-code-watch.js';

/** Where a site keeps its replacements of theme components: `theme/Footer.tsx` replaces `Footer`. */
export const OVERRIDES_DIR = 'theme';

/**
 * The site's theme overrides (Docusaurus's swizzling without ejecting), compiled with esbuild: each file's default
 * export replaces the theme component of its name everywhere, and may render the original (`@theme-original/<Name>`).
 */
export async function loadThemeOverrides(root: string): Promise<{ components?: ThemeComponents; diagnostics: Diagnostic[] }> {
  const files = (await fg(['*.{tsx,jsx,ts,js}'], { cwd: path.join(root, OVERRIDES_DIR) })).sort();
  if (!files.length) return { diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const components: ThemeComponents = {};
  for (const f of files) {
    const name = path.basename(f, path.extname(f));
    const rel = `${OVERRIDES_DIR}/${f}`;
    const position = { file: rel, line: 1, column: 1 };
    if (!THEME_NAMES.includes(name)) {
      diagnostics.push(
        diagnostic('theme-override', `\`${rel}\` names no theme component.`, { position, hint: `Name the file after one of: ${THEME_NAMES.join(', ')}.` }),
      );
      continue;
    }
    try {
      const out = await build({
        entryPoints: [path.join(root, rel)],
        ...siteModuleBuildOptions(root),
        write: false,
        absWorkingDir: root,
        // Mapped back when the component throws while rendering (positionedComponent).
        sourcemap: 'inline',
        sourcesContent: false,
        sourceRoot: pathToFileURL(root).href + '/',
      });
      const code = out.outputFiles[0].text;
      const mod = await inSiteCode(rel, () => importBundled<{ default?: unknown }>(code));
      if (typeof mod.default !== 'function') {
        diagnostics.push(
          diagnostic('theme-override', `\`${rel}\` has no default export of a component.`, {
            position,
            hint: `Write \`export default function ${name}(props) { … }\`.`,
          }),
        );
        continue;
      }
      components[name] = positionedComponent(mod.default as ThemeComponents[string], { code, root, file: rel });
    } catch (e) {
      const errors = (e as { errors?: Message[] }).errors ?? [];
      for (const m of errors.length ? errors : [{ text: (e as Error).message, location: null } as unknown as Message]) {
        diagnostics.push(
          diagnostic('theme-override', `Cannot compile \`${rel}\`: ${m.text}`, {
            position: m.location
              ? {
                  file: path.relative(root, path.resolve(root, m.location.file)).split(path.sep).join('/'),
                  line: m.location.line,
                  column: m.location.column + 1,
                }
              : position,
            hint: 'Fix the TypeScript/JSX error; the original is `@theme-original/' + name + '`.',
          }),
        );
      }
    }
  }
  return { components, diagnostics };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message } from 'esbuild';
import { walkSiteFolder } from '../content/site-folder.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { ThemeComponents } from '../theme/components-context.js';
import { isDocusaurusProject } from '../content/docusaurus-project.js';
import { positionedComponent } from './positioned-component.js';
import { siteImagesPlugin } from './site-images.js';
import { runTimePathDiagnostics } from './context-require.js';
import { importBundled, siteModuleBuildOptions, THEME_NAMES } from './site-modules.js';
import { inSiteCode } from '../core/site-code-watch.js';

/** Where fe-docs sites keep their replacements of theme components: `theme/Footer.tsx` replaces `Footer`. */
export const OVERRIDES_DIR = 'theme';
/** Docusaurus' swizzle folder: `src/theme/Footer/index.js` or `src/theme/Footer.js`. */
export const DOCUSAURUS_OVERRIDES_DIR = 'src/theme';

/**
 * The folder of a site's theme overrides: the configured one (a Docusaurus config's theme path, once config
 * reads it), else a Docusaurus project's `src/theme` when it has one, else `theme`.
 */
export function themeOverridesDir(root: string, configured?: string): string {
  if (configured) return configured;
  return existsSync(path.join(root, DOCUSAURUS_OVERRIDES_DIR)) && isDocusaurusProject(root) ? DOCUSAURUS_OVERRIDES_DIR : OVERRIDES_DIR;
}

/** `Footer.tsx` and `Footer/index.tsx` → `Footer`; `DocItem/Footer/index.js` → `DocItem/Footer`. */
function componentName(file: string): string {
  const noExt = file.replace(/\.(tsx|jsx|ts|js)$/, '');
  return noExt.endsWith('/index') ? noExt.slice(0, -'/index'.length) : noExt;
}

export interface ThemeOverrides {
  components?: ThemeComponents;
  /** The site's `MDXComponents` (an object of components by tag name): what MDX content may use without importing. */
  mdxComponents?: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/**
 * The site's theme overrides (Docusaurus's swizzling without ejecting), compiled with esbuild: each file's default
 * export replaces the theme component of its name everywhere, and may render the original (`@theme-original/<Name>`).
 */
export async function loadThemeOverrides(root: string, dir = themeOverridesDir(root), staticDir = 'static', baseUrl = '/'): Promise<ThemeOverrides> {
  // Walked as content is (links leading outside the site are left out with a warning, FIFOs reported): `Name.js` at
  // the top, `Name/index.js` below (Docusaurus' swizzled folders).
  const walked = walkSiteFolder(path.join(root, dir), { root, skipDir: (rel) => rel.split('/').includes('node_modules') });
  const files = walked.files
    .map((f) => f.rel)
    .filter((f) => /^[^/]+\.(tsx|jsx|ts|js)$/.test(f) || /(^|\/)index\.(tsx|jsx|ts|js)$/.test(f))
    .sort();
  if (!files.length) return { diagnostics: walked.diagnostics };
  const diagnostics: Diagnostic[] = [...walked.diagnostics];
  const components: ThemeComponents = {};
  let mdxComponents: Record<string, unknown> | undefined;
  for (const f of files) {
    const name = componentName(f);
    const rel = `${dir}/${f}`;
    const position = { file: rel, line: 1, column: 1 };
    if (name !== 'MDXComponents' && !THEME_NAMES.includes(name)) {
      // In Docusaurus' folder, swizzled parts fe-docs has no slot for are common: said once, not fatal.
      const docusaurus = dir === DOCUSAURUS_OVERRIDES_DIR;
      diagnostics.push(
        diagnostic(
          docusaurus ? 'theme-override-unsupported' : 'theme-override',
          `\`${rel}\` overrides \`${name}\`, which fe-docs' theme does not have; it is not used.`,
          {
            position,
            hint: `fe-docs can override: ${THEME_NAMES.join(', ')}, MDXComponents.`,
          },
        ),
      );
      continue;
    }
    try {
      const out = await build({
        entryPoints: [path.join(root, rel)],
        ...siteModuleBuildOptions(root, staticDir),
        plugins: [...siteModuleBuildOptions(root, staticDir).plugins, siteImagesPlugin(root, staticDir, baseUrl)],
        write: false,
        absWorkingDir: root,
        // Mapped back when the component throws while rendering (positionedComponent).
        sourcemap: 'inline',
        sourcesContent: false,
        sourceRoot: pathToFileURL(root).href + '/',
      });
      diagnostics.push(...runTimePathDiagnostics(out.warnings, root));
      const code = out.outputFiles[0].text;
      const mod = await inSiteCode(rel, () => importBundled<{ default?: unknown }>(code));
      if (name === 'MDXComponents' && mod.default && typeof mod.default === 'object') {
        mdxComponents = mod.default as Record<string, unknown>;
        continue;
      }
      if (typeof mod.default !== 'function') {
        diagnostics.push(
          diagnostic('theme-override', `\`${rel}\` has no default export of a component.`, {
            position,
            hint:
              name === 'MDXComponents'
                ? 'Write `export default { ...MDXComponents, MyComponent }`.'
                : `Write \`export default function ${name}(props) { … }\`.`,
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
            hint: m.notes?.[0]?.text ?? 'Fix the TypeScript/JSX error; the original is `@theme-original/' + name + '`.',
          }),
        );
      }
    }
  }
  return { components, mdxComponents, diagnostics };
}

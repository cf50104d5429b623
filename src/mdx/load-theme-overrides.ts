import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { bundleSiteCode } from './bundle-site-code.js';
import { walkSiteFolder } from '../content/site-folder.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { ThemeComponents } from '../stages/page.js';
import type { SitePolicies } from '../config/policies.js';
import type { SiteCodeContext } from '../stages/hooks.js';
import { positionedComponent } from './positioned-component.js';
import { siteImagesPlugin } from './site-images.js';
import { runTimePathDiagnostics } from './context-require.js';
import { webpackLoaderDiagnostics } from './webpack-loaders.js';
import { esbuildPath, sitePosition } from './esbuild-position.js';
import { importBundled, siteModuleBuildOptions } from './site-modules.js';
import { THEME_COMPONENTS } from '../theme/registry.js';
import { isComponentType } from '../core/component-type.js';
import { inSiteCode } from '../core/site-code-watch.js';

/** An esbuild error that means "fe-docs has no such module or export" rather than a mistake in the site's code. */
const isUnsupported = (m: Message) => /^fe-docs does not provide |^No matching export in "fe-(theme|dz-runtime):/.test(m.text);
const posix = (p: string) => p.split(path.sep).join('/');

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
 * `dir` is the config's `theme.overridesPath` (`theme`, or a Docusaurus project's `src/theme`; `siteCode.themeDir`
 * is the same folder, absolute); `opts.overrides` its site-code policy (config/policies.ts). The site's format takes
 * part through `siteCode.hooks.overrides` (stages/hooks.ts#OverrideHooks: a swizzled theme's runtime, its providers).
 */
export async function loadThemeOverrides(
  siteCode: SiteCodeContext,
  dir: string,
  opts: { overrides?: SitePolicies['siteCode']['overrides'] } = {},
): Promise<ThemeOverrides> {
  const { root } = siteCode;
  /** Names the site's `<dir>/<Name>` files may override: every theme component its sites have (its format's, else fe-docs'). */
  const themeNames = Object.keys(siteCode.hooks.themeComponents ?? THEME_COMPONENTS);
  // Walked as content is (links leading outside the site are left out with a warning, FIFOs reported): `Name.js` at
  // the top, `Name/index.js` below (Docusaurus' swizzled folders).
  const walked = walkSiteFolder(path.join(root, dir), { root, skipDir: (rel) => rel.split('/').includes('node_modules') });
  // Swizzled components (Docusaurus' src/theme): `@theme/<Part>` imports resolve to the site's own files first, the site's
  // Docusaurus runtime (its theme-common) serves the hooks, and an override that needs what fe-docs cannot give is
  // left out with warnings at the imports (fe-docs' own component renders instead), so the site still builds.
  const docusaurus = opts.overrides === 'swizzle';
  const files = walked.files
    .map((f) => f.rel)
    // There `@theme/Blog/Pages/BlogAuthorsListPage` is also `Blog/Pages/BlogAuthorsListPage.js`: reported when unused.
    .filter((f) => /^[^/]+\.(tsx|jsx|ts|js)$/.test(f) || /(^|\/)index\.(tsx|jsx|ts|js)$/.test(f) || (docusaurus && /[^/]\.(tsx|jsx|js)$/.test(f)))
    .sort();
  // What the site's format runs the overrides with (a swizzled theme's runtime), and its problems.
  const format = siteCode.hooks.overrides;
  const prepared = (await format?.prepare(siteCode, dir, files.length)) ?? [];
  if (!files.length) return { diagnostics: walked.diagnostics };
  const diagnostics: Diagnostic[] = [...walked.diagnostics, ...prepared];
  const components: ThemeComponents = {};
  /** Site theme files some used override bundles (relative to the root): the others are reported as unused. */
  const used = new Set<string>();
  const notUsed: { rel: string; name: string }[] = [];
  let mdxComponents: Record<string, unknown> | undefined;
  for (const f of files) {
    // A Docusaurus name of one of fe-docs' slots (`TOC` for `Toc`): the override fills that slot, given its props.
    const alias = format?.slotOf?.(componentName(f));
    const name = alias?.slot ?? componentName(f);
    const rel = `${dir}/${f}`;
    const position = { file: rel, line: 1, column: 1 };
    if (name !== 'MDXComponents' && !themeNames.includes(name)) {
      // In Docusaurus' folder, swizzled parts fe-docs has no slot for are common: used when an override imports
      // them (`@theme/Navbar/Layout`), else said once, not fatal.
      if (docusaurus) notUsed.push({ rel, name });
      else
        diagnostics.push(
          diagnostic('theme-override', `\`${rel}\` overrides \`${name}\`, which fe-docs' theme does not have; it is not used.`, {
            position,
            hint: `fe-docs can override: ${themeNames.join(', ')}, MDXComponents.`,
          }),
        );
      continue;
    }
    try {
      const out = await bundleSiteCode({
        entryPoints: [path.join(root, rel)],
        ...siteModuleBuildOptions(siteCode),
        plugins: [...siteModuleBuildOptions(siteCode).plugins, siteImagesPlugin(siteCode)],
        write: false,
        metafile: true,
        // Mapped back when the component throws while rendering (positionedComponent).
        sourcemap: 'inline',
        sourcesContent: false,
        sourceRoot: pathToFileURL(root).href + '/',
      });
      for (const input of Object.keys(out.metafile.inputs)) used.add(posix(path.relative(root, esbuildPath(root, input))));
      for (const w of out.warnings.filter((m) => m.pluginName === 'fe-docs-site-modules'))
        diagnostics.push(diagnostic('docusaurus-build-time', w.text, { position: messagePosition(root, w) ?? position, hint: w.notes?.[0]?.text }));
      diagnostics.push(
        ...runTimePathDiagnostics(out.warnings, root),
        ...webpackLoaderDiagnostics(out.warnings, root),
        ...(siteCode.hooks.modules.generated?.diagnostics(out.warnings) ?? []),
      );
      const code = out.outputFiles[0].text;
      const mod = await inSiteCode(rel, () => importBundled<{ default?: unknown }>(code));
      if (name === 'MDXComponents' && mod.default && typeof mod.default === 'object') {
        mdxComponents = mod.default as Record<string, unknown>;
        continue;
      }
      if (!isComponentType(mod.default)) {
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
      const component = positionedComponent(mod.default as ThemeComponents[string], { code, root, file: rel });
      const wrapped = format ? format.wrap(component) : component;
      components[name] = alias ? alias.adapt(wrapped) : wrapped;
      format?.compiled(rel, code);
    } catch (e) {
      const errors = (e as { errors?: Message[] }).errors ?? [];
      if (docusaurus && errors.length && errors.every(isUnsupported)) {
        // The policy for Docusaurus sites (notes/docusaurus-sites.md): not fatal, never silent.
        for (const m of errors)
          diagnostics.push(
            diagnostic('theme-override-unsupported', `${unsupportedText(m.text)}: \`${rel}\` is not used.`, {
              position: messagePosition(root, m) ?? position,
              hint: `fe-docs renders its own ${name} instead. ${m.notes?.[0]?.text ?? ''}`.trim(),
            }),
          );
        continue;
      }
      for (const m of errors.length ? errors : [{ text: (e as Error).message, location: null } as unknown as Message]) {
        diagnostics.push(
          diagnostic('theme-override', `Cannot compile \`${rel}\`: ${m.text}`, {
            position: m.location ? sitePosition(root, m.location) : position,
            hint: m.notes?.[0]?.text ?? 'Fix the TypeScript/JSX error; the original is `@theme-original/' + name + '`.',
          }),
        );
      }
    }
  }
  // Parts of a component fe-docs draws itself (`ColorModeToggle` in the Navbar): that slot is then the installed theme's.
  const parts = notUsed.filter(({ rel }) => !used.has(rel)).map(({ rel }) => rel);
  if (format?.parts && parts.length) {
    const installed = await format.parts(siteCode, parts, new Set(Object.keys(components)));
    Object.assign(components, installed.components);
    installed.used.forEach((rel) => used.add(rel));
  }
  for (const { rel, name } of notUsed)
    if (!used.has(rel))
      diagnostics.push(
        diagnostic('theme-override-unsupported', `\`${rel}\` overrides \`${name}\`, which fe-docs' theme does not have; it is not used.`, {
          position: { file: rel, line: 1, column: 1 },
          // Reached only when no used override imports it (`@theme/Navbar/Layout` from the site's Navbar is used).
          hint: `fe-docs renders these from src/theme: ${themeNames.join(', ')}, MDXComponents, and what they import.`,
        }),
      );
  return { components, mdxComponents, diagnostics };
}

/** esbuild's "No matching export in "fe-theme:X" for import "Y"" in the words of the Docusaurus names. */
function unsupportedText(text: string): string {
  const m = /^No matching export in "fe-(?:theme|dz-runtime):([^"]+)" for import "([^"]+)"/.exec(text);
  return m ? `\`${m[2]}\` is not an export of \`${m[1]}\` as fe-docs provides it` : text.replace(/\.$/, '');
}

function messagePosition(root: string, m: Message) {
  return m.location ? sitePosition(root, m.location) : undefined;
}

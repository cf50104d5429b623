import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diagnostic } from '../../core/diagnostics.js';
import { configFromData, withPolicies, type ConfigResult } from '../../config/load.js';
import type { DocusaurusOrigin } from './origin.js';
import { toPosix } from '../../config/load.js';
import { siteCodeTimeoutDiagnostic } from '../../core/site-code-error.js';
import { SiteCodeTimeoutError } from '../../core/site-code-watch.js';
import { errorPosition, loadDocusaurusConfigModule } from './load-module.js';
import { mapDocusaurusConfig } from './map-config.js';
import { docusaurusPolicies } from './map-policies.js';
import { validateSiteThemeConfig } from './theme-config.js';
import { configThemeFiles, configThemeStylesheets } from './theme-paths.js';

/**
 * A Docusaurus site's configuration as a `SiteConfig`: docusaurus.config.* loaded as Docusaurus loads it, mapped by
 * the adapter, then validated and resolved exactly as site.config.yaml is. Problems point into the config file.
 */
export async function loadDocusaurusConfig(root: string, configFile: string, opts: { dev?: boolean } = {}): Promise<ConfigResult> {
  const rel = toPosix(path.relative(root, configFile));
  let text: string;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch (e) {
    return {
      diagnostics: [diagnostic('docusaurus-config', `Cannot read \`${rel}\`: ${(e as Error).message}`, { position: { file: rel, line: 1, column: 1 } })],
    };
  }
  let loaded: unknown;
  try {
    loaded = await loadDocusaurusConfigModule(configFile, rel);
  } catch (e) {
    if (e instanceof SiteCodeTimeoutError) return { diagnostics: [siteCodeTimeoutDiagnostic(e, { file: rel, ...exportPosition(text) })] };
    const at = errorPosition(e, configFile, text) ?? { line: 1, column: 1 };
    return {
      diagnostics: [
        diagnostic('docusaurus-config', `\`${rel}\` cannot be loaded: ${((e as Error).message ?? String(e)).split('\n')[0]}`, {
          position: { file: rel, ...at },
          hint: 'Fix the error, and install the site dependencies (`npm install`) when a package cannot be found: fe-docs runs the config as Docusaurus does.',
        }),
      ],
    };
  }
  if (!loaded || typeof loaded !== 'object' || Array.isArray(loaded))
    return {
      diagnostics: [
        diagnostic('docusaurus-config', `\`${rel}\` does not export a configuration object (it exports ${Array.isArray(loaded) ? 'a list' : typeof loaded}).`, {
          position: { file: rel, line: 1, column: 1 },
          hint: 'Export the config object (`export default config` or `module.exports = config`), or a function returning it.',
        }),
      ],
    };
  const written = loaded as Record<string, unknown>;
  // Mapped as written (its warnings name what the site wrote; theme-classic's defaults fill what it does not write);
  // site code and plugins see it validated, as in Docusaurus.
  // A config whose presets or themes cannot be called here is validated with theme-classic alone.
  const themeFiles = await configThemeFiles(root, written).catch(() => []);
  const themed = validateSiteThemeConfig(configFile, written.themeConfig, themeFiles);
  const validatedThemeConfig = themed && 'themeConfig' in themed ? themed.themeConfig : undefined;
  // The stylesheets its third-party themes load on every page (their `getClientModules()`).
  const themeStylesheets = await configThemeStylesheets(root, written).catch(() => new Map<string, string[]>());
  const mapped = await mapDocusaurusConfig(written, { root, configFile, text, validatedThemeConfig, themeStylesheets });
  if (themed && 'error' in themed)
    mapped.diagnostics.push(
      diagnostic('docusaurus-theme-config', `\`themeConfig\` does not pass \`${themed.theme}\`'s validation: ${themed.error}`, {
        position: mapped.source.position(['themeConfig']).position,
        hint: "Docusaurus refuses to build with it; fix the value named. Site code sees `themeConfig` as written, without its themes' defaults.",
      }),
    );
  const siteConfig = themed && 'themeConfig' in themed ? withThemeConfig(written, themed.themeConfig) : written;
  const result = configFromData(mapped.source, {
    root,
    dev: opts.dev ?? false,
    configFile,
    extra: { docusaurus: { configFile, siteConfig, plugins: mapped.plugins, pluginIds: mapped.pluginIds, docItemComponents: mapped.docItemComponents } satisfies DocusaurusOrigin },
  });
  const config = result.config && withPolicies(result.config, docusaurusPolicies(siteConfig, result.config));
  return { config, diagnostics: [...mapped.diagnostics, ...result.diagnostics] };
}

/**
 * The loaded config with the validated themeConfig, as `@docusaurus/core` replaces it on its own loaded config (a new
 * object: the loaded one may be jiti's module proxy).
 */
function withThemeConfig(written: Record<string, unknown>, themeConfig: Record<string, unknown>): Record<string, unknown> {
  return { ...written, themeConfig };
}

/** Where the config exports its value (`module.exports =`, `export default`), else its first line. */
function exportPosition(text: string): { line: number; column: number } {
  const m = /\bmodule\.exports\s*=|\bexport\s+default\b/.exec(text);
  if (!m) return { line: 1, column: 1 };
  const before = text.slice(0, m.index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

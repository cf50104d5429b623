import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Docusaurus' name of the unreleased version, kept in the docs folder itself. */
export const CURRENT_VERSION = 'current';

/**
 * Where Docusaurus keeps a docs plugin instance's versions (`@docusaurus/plugin-content-docs` versions/files.ts): the
 * default instance uses `versions.json`, `versioned_docs/version-X/`, `versioned_sidebars/version-X-sidebars.json`;
 * an instance with another id prefixes each with `<id>_`.
 */
export function versionFiles(pluginId: string, version: string): { docs: string; sidebars: string } {
  const prefix = pluginId === 'default' ? '' : `${pluginId}_`;
  return { docs: `${prefix}versioned_docs/version-${version}`, sidebars: `${prefix}versioned_sidebars/version-${version}-sidebars.json` };
}

export function versionsFile(pluginId: string): string {
  return pluginId === 'default' ? 'versions.json' : `${pluginId}_versions.json`;
}

/**
 * The released versions named in the instance's versions.json, newest first, as Docusaurus reads it; an absent
 * file is no versions. A file that is not a JSON list of strings is returned as an error message.
 */
export function readVersionNames(root: string, pluginId: string): { names: string[]; error?: string } {
  const file = path.join(root, versionsFile(pluginId));
  if (!existsSync(file)) return { names: [] };
  try {
    const names: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(names) && names.every((n) => typeof n === 'string')) return { names };
    return { names: [], error: `\`${versionsFile(pluginId)}\` is not a JSON list of version names.` };
  } catch (e) {
    return { names: [], error: `\`${versionsFile(pluginId)}\` cannot be read: ${(e as Error).message}` };
  }
}

/** The folder below `i18n/<locale>/` of a content plugin instance (`docusaurus-plugin-content-docs-<id>`). */
export function translationsFolder(plugin: 'docs' | 'blog' | 'pages', pluginId: string): string {
  return `docusaurus-plugin-content-${plugin}${pluginId === 'default' ? '' : `-${pluginId}`}`;
}

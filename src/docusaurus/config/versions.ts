import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { YamlSource } from '../../core/yaml-source.js';

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
 * The released versions named in the instance's versions.json, newest first, as Docusaurus reads it (with its text,
 * for positions); an absent file is no versions. A file that is not a JSON list of strings is returned as an error
 * message.
 */
export function readVersionNames(root: string, pluginId: string): { names: string[]; error?: string; text?: string } {
  const file = path.join(root, versionsFile(pluginId));
  if (!existsSync(file)) return { names: [] };
  try {
    const text = readFileSync(file, 'utf8');
    const names: unknown = JSON.parse(text);
    if (Array.isArray(names) && names.every((n) => typeof n === 'string')) return { names, text };
    return { names: [], error: `\`${versionsFile(pluginId)}\` is not a JSON list of version names.` };
  } catch (e) {
    return { names: [], error: `\`${versionsFile(pluginId)}\` cannot be read: ${(e as Error).message}` };
  }
}

/** The folder below `i18n/<locale>/` of a content plugin instance (`docusaurus-plugin-content-docs-<id>`). */
export function translationsFolder(plugin: 'docs' | 'blog' | 'pages', pluginId: string): string {
  return `docusaurus-plugin-content-${plugin}${pluginId === 'default' ? '' : `-${pluginId}`}`;
}

/**
 * A released version whose docs folder is missing: Docusaurus stops ("The docs folder does not exist for version"),
 * and so does fe-docs, at the version's entry in versions.json, instead of building a version with no page.
 */
export function missingVersionFolders(root: string, pluginId: string, read: { names: string[]; text?: string }, built: readonly string[]): Diagnostic[] {
  const file = versionsFile(pluginId);
  let source: YamlSource | undefined;
  const out: Diagnostic[] = [];
  read.names.forEach((name, i) => {
    if (name === CURRENT_VERSION || !built.includes(name)) return;
    const folder = versionFiles(pluginId, name).docs;
    if (isFolder(path.join(root, folder))) return;
    source ??= new YamlSource(file, read.text ?? '');
    const exists = existsSync(path.join(root, folder));
    out.push(
      diagnostic(
        'docs-version-folder',
        `\`${file}\` names the version \`${name}\`, but its docs folder \`${folder}/\` ${exists ? 'is not a folder' : 'does not exist'}.`,
        {
          position: source.locate([i]),
          hint: `Restore \`${folder}/\` (\`npx docusaurus docs:version ${name}\` copies the docs folder there), or remove \`${name}\` from \`${file}\`.`,
        },
      ),
    );
  });
  return out;
}

function isFolder(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { iconSource } from '../config/pwa-icon-source.js';
import type { SiteConfig } from '../config/types.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';

/**
 * Files of the static folder that the build reads (the app icon image): missing or unreadable is reported by
 * `check` as the build would report it, so `check` passes only what `build` accepts.
 */
export function checkStaticFiles(config: SiteConfig): Diagnostic[] {
  if (!config.pwa.enabled) return [];
  const source = iconSource(config);
  if (!source || /^[a-z]+:/i.test(source.src)) return [];
  const file = path.resolve(config.root, config.static.path, source.src.replace(/^\//, ''));
  const problem = unreadable(file);
  return problem ? [iconFileDiagnostic(config, source, problem)] : [];
}

/** Why a file cannot be read: `missing`, `denied`, or undefined when it can. */
export function unreadable(file: string): 'missing' | 'denied' | undefined {
  try {
    accessSync(file, constants.R_OK);
    return undefined;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'denied';
  }
}

export function iconFileDiagnostic(config: SiteConfig, source: NonNullable<ReturnType<typeof iconSource>>, problem: 'missing' | 'denied'): Diagnostic {
  return problem === 'missing'
    ? diagnostic('pwa-icon', `The app icon image \`${source.src}\` does not exist in \`${config.static.path}/\`.`, {
        position: config.source.locate(source.configPath),
        hint: `Fix the path (it is relative to the static folder), or set \`pwa.icon\` to a square SVG or PNG there.`,
      })
    : diagnostic('pwa-icon', `The app icon image \`${source.src}\` cannot be read: permission denied.`, {
        position: config.source.locate(source.configPath),
        hint: 'Give the user running fe-docs read permission on the file (chmod a+r), or set `pwa.icon` to another image.',
      });
}

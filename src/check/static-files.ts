import { accessSync, constants, existsSync } from 'node:fs';
import { compileSiteSass, isSassFile } from '../content/site-sass.js';
import path from 'node:path';
import { iconSource } from '../config/pwa-icon-source.js';
import type { SiteConfig } from '../config/types.js';
import { listStaticFolder } from '../content/site-folder.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';

/**
 * Files of the static folder that the build reads (the app icon image) or copies (all of them): missing or unreadable
 * is reported by `check` as the build would report it, so `check` passes only what `build` accepts.
 */
export function checkStaticFiles(config: SiteConfig, opts: { copied: boolean } = { copied: true }): Diagnostic[] {
  const out: Diagnostic[] = [];
  const source = config.pwa.enabled ? iconSource(config) : undefined;
  let iconFile: string | undefined;
  if (source && !/^[a-z]+:/i.test(source.src)) {
    iconFile = path.resolve(config.root, config.static.path, source.src.replace(/^\//, ''));
    const problem = unreadable(iconFile);
    if (problem) out.push(iconFileDiagnostic(config, source, problem));
  }
  if (opts.copied) out.push(...unreadableStaticFiles(config, iconFile));
  out.push(...unreadableCustomCss(config));
  return out;
}

/** `theme.customCss` (Docusaurus' classic theme option) names stylesheets the build bundles into the site's CSS. */
function unreadableCustomCss(config: SiteConfig): Diagnostic[] {
  return config.theme.customCss.flatMap((rel, i) => {
    const problem = unreadable(path.resolve(config.root, rel));
    if (!problem && isSassFile(rel)) {
      const sass = compileSiteSass(config.root, path.resolve(config.root, rel));
      if ('css' in sass) return [];
      const position = sass.at
        ? { file: path.relative(config.root, sass.at.file).split(path.sep).join('/'), line: sass.at.line, column: sass.at.column }
        : config.source.locate(['theme', 'customCss', i]);
      return [diagnostic('stylesheet-invalid', `The stylesheet \`${rel}\` in \`theme.customCss\` ${sass.problem}.`, { position, hint: sass.hint })];
    }
    if (!problem) return [];
    return [
      diagnostic('file-unreadable', `The stylesheet \`${rel}\` in \`theme.customCss\` ${problem === 'missing' ? 'does not exist' : 'cannot be read'}.`, {
        position: config.source.locate(['theme', 'customCss', i]),
        hint: 'Paths are relative to the site folder (e.g. `src/css/custom.css`); fix the path or remove the entry.',
      }),
    ];
  });
}

/**
 * Every file of the static folder is copied into the output: one that cannot be read would fail the copy after every
 * page was rendered, with no position. Report each (the app icon has its own message above), and what the copy leaves
 * out (links leading outside the site, FIFOs, sockets, devices), at its path.
 */
function unreadableStaticFiles(config: SiteConfig, iconFile: string | undefined): Diagnostic[] {
  const dir = path.resolve(config.root, config.static.path);
  if (!existsSync(dir)) return [];
  const out: Diagnostic[] = [];
  const walked = listStaticFolder(config.root, config.static.path);
  for (const d of walked.diagnostics)
    out.push(d.code === 'file-unreadable' && d.position ? staticDiagnostic(config, path.join(config.root, d.position.file)) : d);
  for (const f of walked.files) {
    if (path.join(dir, f.rel) === iconFile) continue;
    if (unreadable(f.real) === 'denied') out.push(staticDiagnostic(config, path.join(dir, f.rel)));
  }
  return out;
}

function staticDiagnostic(config: SiteConfig, abs: string): Diagnostic {
  const file = path.relative(config.root, abs).split(path.sep).join('/');
  return diagnostic('file-unreadable', `Cannot read \`${file}\`, which the build copies into the site: permission denied.`, {
    position: { file, line: 1, column: 1 },
    hint: 'Give the user running fe-docs read permission on it (chmod a+r, and a+x on a folder), or move it out of the static folder.',
  });
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
    ? diagnostic(
        'pwa-icon',
        `The app icon image \`${source.src}\` does not exist in \`${config.static.path}/\`${config.policies.output.missingAppIcon === 'warning' ? ': the web app manifest has no icons' : ''}.`,
        {
          severity: config.policies.output.missingAppIcon,
          position: config.source.locate(source.configPath),
          hint: `Fix the path (it is relative to the static folder), or set \`pwa.icon\` to a square SVG or PNG there.`,
        },
      )
    : diagnostic('pwa-icon', `The app icon image \`${source.src}\` cannot be read: permission denied.`, {
        position: config.source.locate(source.configPath),
        hint: 'Give the user running fe-docs read permission on the file (chmod a+r), or set `pwa.icon` to another image.',
      });
}

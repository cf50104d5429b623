import path from 'node:path';
import type { Location } from 'esbuild';
import type { Position } from '../core/position.js';

/**
 * Where an esbuild message points, in the site's terms. esbuild writes every path it reports (a message's file, a
 * metafile's inputs and outputs) relative to its working folder, which is the site root for every bundle of the
 * site's code (`absWorkingDir` in site-modules.ts#siteModuleBuildOptions): resolved against the root, the place is
 * the same whatever folder fe-docs is run from.
 */
export function esbuildPath(root: string, file: string): string {
  return path.resolve(root, file);
}

/** A message's place as a diagnostic position: the file relative to the site root, 1-based line and column. */
export function sitePosition(root: string, location: Pick<Location, 'file' | 'line' | 'column'>): Position {
  return {
    file: path.relative(root, esbuildPath(root, location.file)).split(path.sep).join('/'),
    line: location.line,
    column: location.column + 1,
  };
}

import { createHash } from 'node:crypto';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType, ReactNode } from 'react';
import { unwrapMemo } from '../core/component-type.js';
import { SiteCodeError } from '../core/site-code-error.js';
import { enterSiteCode } from '../core/site-code-watch.js';

/**
 * A site component compiled by esbuild (with an inline source map) that reports what it throws while rendering at
 * its own source file and line: the stack of the bundled module is mapped back through the source map. The wrapper
 * calls the component as a function, so its hooks belong to the wrapper, as they would to the component. Class
 * components are returned as they are.
 */
export function positionedComponent<P>(component: ComponentType<P>, bundled: { code: string; root: string; file: string }): ComponentType<P> {
  const inner = unwrapMemo(component);
  // A class, or an exotic component other than memo (forwardRef, lazy): React renders it, unpositioned.
  if (typeof inner !== 'function' || (inner as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) return component;
  const render = inner as unknown as (props: P) => ReactNode;
  let map: SourceMap | undefined | null;
  // importBundled names the module file by this hash: its frames are the component's own.
  const moduleName = createHash('sha1').update(bundled.code).digest('hex').slice(0, 16) + '.mjs';
  const Positioned = (props: P) => {
    const leave = enterSiteCode(bundled.file);
    try {
      return render(props);
    } catch (e) {
      if (e instanceof SiteCodeError) throw e;
      if (map === undefined) map = sourceMapOf(bundled.code);
      const at = positionOf(e, moduleName, map, bundled.root) ?? { file: bundled.file, line: 1, column: 1 };
      throw new SiteCodeError(`${at.file}:${at.line}:${at.column}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`, at, e);
    } finally {
      leave();
    }
  };
  Positioned.displayName = component.displayName ?? component.name;
  return Positioned as ComponentType<P>;
}

function sourceMapOf(code: string): SourceMap | null {
  const m = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
  if (!m) return null;
  try {
    return new SourceMap(JSON.parse(Buffer.from(m[1], 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

function positionOf(e: unknown, moduleName: string, map: SourceMap | null, root: string) {
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  const siteFile = (abs: string) => {
    const file = path.relative(root, abs).split(path.sep).join('/');
    return file.startsWith('..') || path.isAbsolute(file) || file.includes('node_modules') ? undefined : file;
  };
  for (const frame of stack.split('\n')) {
    const m = /([^\s(]+):(\d+):(\d+)\)?\s*$/.exec(frame);
    if (!m) continue;
    const where = m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1];
    // With source maps on (tsx, --enable-source-maps) Node has already mapped the frame: the map's sourceRoot is the
    // site root, so the frame names the site's file.
    const direct = siteFile(where);
    if (direct) return { file: direct, line: Number(m[2]), column: Number(m[3]) };
    if (!where.endsWith(moduleName) || !map) continue;
    const entry = map.findEntry(Number(m[2]) - 1, Number(m[3]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry?.originalSource || entry.originalLine === undefined) continue;
    const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : path.resolve(root, entry.originalSource);
    const file = siteFile(source);
    if (file) return { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}

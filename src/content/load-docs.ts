import path from 'node:path';
import { listFiles } from './list-files.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { MapLimit } from '../core/map-limit.js';
import { CATEGORY_FILE, CATEGORY_FILE_GLOB, readCategoryFile } from './category-file.js';
import type { SiteConfig } from '../config/types.js';
import { toPosix } from '../config/load.js';
import type { MarkdownLoader } from './markdown-loader.js';
import type { DocMeta } from './frontmatter-schemas.js';
import type { LoadedMarkdown } from './markdown-source.js';
import { stripNumberPrefix } from './number-prefix.js';
import type { CategoryMeta, DocEntry } from './types.js';
import { gitLastUpdates, type LastUpdate } from './git-last-update.js';

/** Every doc of every docs area and version, plus the `_category_` files (YAML or JSON) of their folders. */
export async function loadDocs(config: SiteConfig, loader: MarkdownLoader, mapLimit: MapLimit): Promise<{ docs: DocEntry[]; categories: Map<string, CategoryMeta>; diagnostics: Diagnostic[] }> {
  const docs: DocEntry[] = [];
  const categories = new Map<string, CategoryMeta>();
  const diagnostics: Diagnostic[] = [];
  const history = lastUpdateHistory(config, diagnostics);
  for (const area of config.docs) {
    const showsUpdate = area.showLastUpdateTime || area.showLastUpdateAuthor;
    for (const version of area.versions) {
      // A translation folder holds the docs translated so far; the others come from the default locale's folder.
      const folderOf = new Map<string, { dir: string; relDir: string }>();
      for (const folder of version.untranslated ? [version.untranslated, version] : [version]) {
        const include = [...(area.include ?? ['**/*.{md,mdx}']), CATEGORY_FILE_GLOB];
        const listed = await listFiles(folder.dir, include, { root: config.root, ignore: ['**/node_modules/**', ...(area.exclude ?? [])] }, diagnostics);
        for (const f of listed) folderOf.set(f, { dir: folder.dir, relDir: folder.relDir });
      }
      const files = [...folderOf.keys()].sort();
      for (const f of files.filter((f) => CATEGORY_FILE.test(f))) {
        const key = `${area.id}/${version.name}/${path.posix.dirname(f)}`;
        const { dir, relDir } = folderOf.get(f)!;
        const rel = toPosix(path.join(relDir, f));
        if (categories.has(key)) {
          diagnostics.push(
            diagnostic('config-invalid', `Two category files in one folder: \`${categories.get(key)!.source}\` and \`${rel}\`; the first is used.`, {
              position: { file: rel, line: 1, column: 1 },
              hint: 'Keep one `_category_` file per folder (YAML or JSON).',
            }),
          );
          continue;
        }
        const read = await readCategoryFile(path.join(dir, f), rel);
        diagnostics.push(...read.diagnostics);
        categories.set(key, read.meta);
      }
      // Files and folders starting with `_` are partials (imported by MDX), never pages, as in Docusaurus.
      const mdFiles = files.filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((s) => s.startsWith('_')));
      const loaded = await mapLimit(mdFiles, async (f) => {
        const { dir, relDir } = folderOf.get(f)!;
        const rel = toPosix(path.join(relDir, f));
        const r = (await loader.load({ absPath: path.join(dir, f), relPath: rel, schema: 'doc' })) as LoadedMarkdown<DocMeta>;
        const dirPath = path.posix.dirname(f) === '.' ? '' : path.posix.dirname(f);
        const dirSegments = dirPath ? dirPath.split('/').map((s) => stripNumberPrefix(s).name) : [];
        const base = stripNumberPrefix(path.posix.basename(f).replace(/\.mdx?$/, ''));
        const isIndex = /^(index|readme)$/i.test(base.name) || (dirSegments.length > 0 && base.name === dirSegments[dirSegments.length - 1]);
        const id = [...dirSegments, r.meta.id ?? base.name].join('/');
        const title = r.meta.title ?? r.md.h1 ?? base.name;
        const entry: DocEntry = {
          kind: 'doc',
          source: rel,
          area: area.id,
          version: version.name,
          id,
          dirPath,
          dirSegments,
          order: r.meta.sidebar_position ?? base.order,
          title,
          sidebarLabel: r.meta.sidebar_label ?? title,
          draft: r.meta.draft === true || version.draftIds.includes(id),
          isIndex,
          meta: r.meta,
          frontMatter: r.data,
          ...(r.excerpt !== undefined && { excerpt: r.excerpt }),
          md: r.md,
          frontMatterPosition: r.frontMatterPosition,
          ...(showsUpdate && { lastUpdate: lastUpdateOf(r.meta.last_update, (await history)?.get(path.join(dir, f))) }),
        };
        return { entry, diagnostics: r.diagnostics };
      });
      for (const l of loaded) {
        diagnostics.push(...l.diagnostics);
        if (!l.entry.draft || config.dev) docs.push(l.entry);
      }
    }
  }
  return { docs, categories, diagnostics };
}

/** One `git log` for the folders of every docs area that shows last updates; a warning when git cannot tell. */
function lastUpdateHistory(config: SiteConfig, diagnostics: Diagnostic[]): Promise<Map<string, LastUpdate> | undefined> | undefined {
  const areas = config.docs.filter((a) => a.showLastUpdateTime || a.showLastUpdateAuthor);
  if (!areas.length) return undefined;
  const dirs = areas.flatMap((a) => a.versions.flatMap((v) => (v.untranslated ? [v.dir, v.untranslated.dir] : [v.dir])));
  return gitLastUpdates(config.root, [...new Set(dirs)]).then((map) => {
    if (!map)
      diagnostics.push(
        diagnostic('last-update-unavailable', 'The docs show their last update (`showLastUpdateTime` / `showLastUpdateAuthor`), but the site is not in a git repository, or git cannot run: no dates or authors are shown.', {
          position: config.source.locate(['docs', config.docs.indexOf(areas[0])]),
          hint: 'Build from a git checkout (with its history: `git clone` without `--depth 1`), or give `last_update` in the front matter.',
        }),
      );
    return map;
  });
}

/** Front matter `last_update` wins over git, field by field, as in Docusaurus. */
function lastUpdateOf(fm: DocMeta['last_update'], git: LastUpdate | undefined): LastUpdate | undefined {
  const date = fm?.date instanceof Date ? fm.date.getTime() : fm?.date ? Date.parse(fm.date) : undefined;
  const time = date !== undefined && !Number.isNaN(date) ? date : git?.time;
  const author = fm?.author ?? git?.author;
  return time === undefined && author === undefined ? undefined : { time, author };
}

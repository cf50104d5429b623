import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReadingTimeFunction } from '../../config/schema.js';

type Obj = Record<string, unknown>;
type DefaultReadingTime = (args: { content: string; locale: string; options?: Obj }) => number;
type SiteReadingTime = (args: { content: string; frontMatter: Readonly<Obj>; locale: string; defaultReadingTime: DefaultReadingTime }) => number | undefined;

/**
 * A post's reading time as the site's Docusaurus computes it: the blog option `readingTime` when the config sets one,
 * called with the installed blog plugin's `defaultReadingTime`, else that default itself (3.x: every word of the
 * Markdown, code included, counted with `Intl.Segmenter` at 200 words a minute in 3.10; older releases use the
 * `reading-time` package).
 * Undefined when the site has no blog plugin installed: fe-docs' own estimate then.
 */
export function docusaurusReadingTime(configFile: string, option: unknown): ReadingTimeFunction | undefined {
  const fallback = installedDefaultReadingTime(configFile);
  if (!fallback) return undefined;
  if (typeof option === 'function') {
    const site = option as SiteReadingTime;
    return ({ content, frontMatter, locale }) => site({ content, frontMatter, locale, defaultReadingTime: fallback });
  }
  return ({ content, locale }) => fallback({ content, locale });
}

function installedDefaultReadingTime(configFile: string): DefaultReadingTime | undefined {
  const fromSite = createRequire(configFile);
  let pluginDir: string | undefined;
  // A direct dependency, else the one the classic preset brings (pnpm keeps it beside the preset).
  for (const [req, spec] of [
    [fromSite, '@docusaurus/plugin-content-blog/package.json'],
    [presetRequire(fromSite), '@docusaurus/plugin-content-blog/package.json'],
  ] as const) {
    try {
      if (req) pluginDir = path.dirname(req.resolve(spec));
      if (pluginDir) break;
    } catch {
      // not installed this way: the next
    }
  }
  if (!pluginDir) return undefined;
  const fromPlugin = createRequire(path.join(pluginDir, 'package.json'));
  try {
    const { calculateReadingTime } = fromPlugin(path.join(pluginDir, 'lib/readingTime.js')) as Obj;
    if (typeof calculateReadingTime === 'function')
      return ({ content, locale, options }) => (calculateReadingTime as (c: string, l: string, o?: Obj) => number)(content, locale, options);
  } catch {
    // an older release: the reading-time package
  }
  try {
    const mod = fromPlugin('reading-time') as Obj;
    const readingTime = (typeof mod === 'function' ? mod : mod.default) as (text: string, options?: Obj) => { minutes: number };
    if (typeof readingTime === 'function') return ({ content, options }) => readingTime(content, options).minutes;
  } catch {
    // neither: fe-docs' estimate
  }
  return undefined;
}

function presetRequire(fromSite: NodeJS.Require): NodeJS.Require | undefined {
  try {
    return createRequire(fromSite.resolve('@docusaurus/preset-classic/package.json'));
  } catch {
    return undefined;
  }
}

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';

/**
 * `resolve.alias` of the site plugins' `configureWebpack()` results (docusaurus/plugins/configure-webpack.ts), in the
 * order webpack tries them: `[key, target]`, `target` false for a module that is empty (webpack's `alias: {x: false}`).
 */
export type WebpackAliases = readonly (readonly [key: string, target: string | false])[];

/**
 * The requests `spec` stands for under webpack's alias rules, first to try first: `key` matches the request itself
 * and every request below it (`@` matches `@/components/X`, not `@nullbot/x`); `key$` matches the request alone.
 * None: no alias applies.
 */
export function aliasedRequests(aliases: WebpackAliases, spec: string): (string | false)[] {
  const out: (string | false)[] = [];
  for (const [key, target] of aliases) {
    const exact = key.endsWith('$');
    const name = exact ? key.slice(0, -1) : key;
    if (spec === name) out.push(target);
    else if (!exact && spec.startsWith(name + '/')) out.push(target === false ? false : target + spec.slice(name.length));
  }
  return out;
}

/** Extensions webpack tries for a Docusaurus site's code (its `resolve.extensions`), and folder index files. */
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json', '.mdx', '.md'];

/** The file an aliased request (an absolute path) names, as webpack resolves it: the file, a file with an extension, or a folder's index. */
export function aliasedFile(request: string): string | undefined {
  const candidates = [...EXTENSIONS.map((e) => request + e), ...EXTENSIONS.slice(1).map((e) => path.join(request, 'index' + e))];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile());
}

/**
 * An import that an alias answers, in an MDX file (mdx/remark-mdx-facts.ts checks its imports before bundling): `{}`
 * when its target exists (the bundle resolves it through `setupWebpackAliases`), a problem when none does, undefined
 * when no alias applies. A target that is a package name is left to the bundle.
 */
export function aliasImportOf(aliases: WebpackAliases, spec: string): { problem?: { text: string; hint: string } } | undefined {
  const requests = aliasedRequests(aliases, spec);
  if (!requests.length) return undefined;
  if (requests.some((r) => r === false || !path.isAbsolute(r) || aliasedFile(r))) return {};
  return {
    problem: {
      text: `Cannot find \`${spec}\`: the webpack alias a plugin's \`configureWebpack()\` sets points to \`${requests[0]}\`, which has no such file.`,
      hint: 'Fix the import, or the alias in the plugin.',
    },
  };
}

/** Resolves the aliased requests of a site-code bundle (esbuild) as webpack does; `false` targets are empty modules. */
export function setupWebpackAliases(b: PluginBuild, aliases: WebpackAliases): void {
  if (!aliases.length) return;
  const keys = aliases.map(([k]) => (k.endsWith('$') ? k.slice(0, -1) : k).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const filter = new RegExp(`^(?:${keys.join('|')})(?:/|$)`);
  b.onResolve({ filter }, async (a) => {
    // A target resolved below is not aliased again.
    if ((a.pluginData as { feAliased?: boolean } | undefined)?.feAliased) return undefined;
    for (const request of aliasedRequests(aliases, a.path)) {
      if (request === false) return { path: a.path, namespace: 'fe-webpack-alias-empty' };
      const file = path.isAbsolute(request) ? aliasedFile(request) : undefined;
      if (file) return { path: file };
      if (path.isAbsolute(request)) continue;
      const r = await b.resolve(request, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: { feAliased: true } });
      if (!r.errors.length) return { path: r.path, external: r.external, namespace: r.namespace, sideEffects: r.sideEffects, pluginData: r.pluginData };
    }
    return undefined;
  });
  b.onLoad({ filter: /.*/, namespace: 'fe-webpack-alias-empty' }, () => ({ contents: 'export default {};', loader: 'js' }));
}

import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root, Nodes, Parent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { CodeHighlighter } from '../markdown/highlight.js';
import { analyzeTree } from '../markdown/render-markdown.js';
import type { HeadingIds } from '../markdown/slug.js';
import { classNameLanguage } from '../theme/builtins/code-language.js';
import type { ContentStrings, Heading, IslandUse } from '../markdown/types.js';
import { outsideImportReason } from './import-policy.js';
import type { SiteCodeContext } from '../stages/hooks.js';
import { resolveSiteImport } from './resolve-import.js';
import { existsSync } from 'node:fs';
import { loaderKind, parseLoaderRequest, unknownLoaderMessage, unknownLoaders, withoutLoaders } from './webpack-loaders.js';
import { tocExportNode, tocItems } from './toc-export.js';

/** The file an import names without webpack loaders or `?raw` (`!!raw-loader!./x.js`, `./x.js?raw`), or the specifier itself. */
const rawTarget = (spec: string) => withoutLoaders(spec).replace(/\?raw$/, '');

export type TreeFacts = Awaited<ReturnType<typeof analyzeTree>>;

/** What the remark step learns about an MDX page, for the renderer to read after `compile`. */
export interface MdxFactsState {
  facts?: TreeFacts;
  /** Partials (imported `.md`/`.mdx` files) this file renders, by their index in the render's partial list. */
  partials: number[];
  islands: IslandUse[];
  diagnostics: Diagnostic[];
}

const ISLAND_MODES = ['load', 'visible'];
const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
export const TRUNCATE_ELEMENT = 'fe-truncate';

/**
 * The Markdown pipeline's tree facts (directives, title, heading ids, links, grammars, sections) on an MDX tree, plus
 * what only MDX has: every import checked (`@theme/<Name>`, relative, `@site/`, packages), `<CodeBlock language>`
 * grammars loaded, and `client:*` components wrapped as islands.
 */
export function remarkMdxFacts(opts: {
  file: string;
  absPath: string;
  root: string;
  /** The load's site-code context: whether an import may lead outside the site (mdx/import-policy.ts). */
  siteCode: SiteCodeContext;
  /** The site's static folder, where an import starting with `/` is looked up first. */
  staticDir?: string;
  highlighter: CodeHighlighter;
  strings: ContentStrings;
  state: MdxFactsState;
  /** Components every MDX file may use without importing them (the renderer passes them in). */
  provided: ReadonlySet<string>;
  /** Compiles an imported partial: its index in the render's partial list and its headings (theirs merged in). */
  partial?: (absPath: string) => Promise<{ index: number; headings: Heading[] } | undefined>;
  /** First id of `::::tabs` groups (partials continue numbering apart from their page). */
  firstTabsId?: number;
  /** The provided component `:::note` admonitions become (the site overrides `@theme/Admonition`). */
  admonitionElement?: string;
  /** `code.defaultLanguage`: the language of a code block that names none. */
  defaultLanguage?: string;
  /** `markdown.headingIds`: how heading ids are made from their text (markdown/slug.ts). */
  headingIds?: HeadingIds;
  /** Compiling an imported partial (its `# Heading` stays in the content). */
  isPartial?: boolean;
  /** `<Head>` in the content reaches the page's head (a Docusaurus project: mdx/render-mdx.ts renders it with its page). */
  headReachesPage?: boolean;
}) {
  return async (tree: Root) => {
    const { file, state } = opts;
    /** The site format's generated data files (a Docusaurus site's `.docusaurus/`): imports of them are served or reported. */
    const generatedFiles = opts.siteCode.hooks.modules.generated;
    const at = (n: { position?: { start: { line: number; column: number } } }, loc?: { line: number; column: number }) => ({
      file,
      line: loc?.line ?? n.position?.start.line ?? 1,
      column: loc ? loc.column + 1 : (n.position?.start.column ?? 1),
    });
    const imports = new Map<string, { module: string; exportName: string }>();
    /** Local names imported or defined by `export const/function/class` (an exported component is in scope). */
    const exported = new Set<string>();
    const fromDir = path.dirname(opts.absPath);
    // ESM anywhere in the tree: an `import` written inside a JSX element (`<details>` … `import X from './x.md'` …
    // `</details>`) is still an import of the module, as MDX compiles it.
    const esm: MdxjsEsm[] = [];
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => void esm.push(node));
    for (const node of esm) {
      for (const decl of (node as MdxjsEsm).data?.estree?.body ?? []) {
        if (
          decl.type === 'ExportNamedDeclaration' ||
          decl.type === 'VariableDeclaration' ||
          decl.type === 'FunctionDeclaration' ||
          decl.type === 'ClassDeclaration'
        ) {
          const d = decl.type === 'ExportNamedDeclaration' ? decl.declaration : decl;
          if (d?.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') exported.add(v.id.name);
          if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) exported.add(d.id.name);
          if (decl.type === 'ExportNamedDeclaration') for (const sp of decl.specifiers) if (sp.exported.type === 'Identifier') exported.add(sp.exported.name);
        }
        if (decl.type !== 'ImportDeclaration') continue;
        const spec = String(decl.source.value);
        const where = at(node, decl.loc?.start);
        let module: string | undefined = spec;
        let generated: { rel: string; abs: string } | undefined;
        const request = parseLoaderRequest(spec);
        const unknown = request ? unknownLoaders(request) : [];
        if (request && unknown.length) {
          const applied = request.loaders.map((l) => loaderKind(l.name)).find(Boolean);
          const { text, hint } = unknownLoaderMessage(spec, unknown, applied);
          state.diagnostics.push(diagnostic('site-code-loader', text, { position: where, hint }));
        }
        let known: { problem?: { text: string; hint: string } } | undefined;
        if ((known = await opts.siteCode.hooks.modules.importOf?.(opts.siteCode, spec))) {
          // A name of the site's format: answered by it (its modules, the site's or its installed themes' parts), or not.
          if (known.problem) {
            const { text, hint } = known.problem;
            state.diagnostics.push(diagnostic('mdx-import', text, { position: where, hint }));
          }
        } else if ((generated = generatedFiles?.fileOf(rawTarget(spec), fromDir)) && generatedFiles!.serves(generated.rel, generated.abs)) {
          module = spec;
        } else if (generated) {
          // A file of `.docusaurus/` fe-docs does not make: an earlier Docusaurus build's copy is read, with a warning.
          const exists = existsSync(generated.abs);
          const { text, hint } = generatedFiles!.unsupported(generated.rel, exists);
          state.diagnostics.push(diagnostic(exists ? 'docusaurus-generated-file' : 'mdx-import', text, { position: where, hint }));
          module = exists ? generated.abs : undefined;
        } else if (!(module = resolveSiteImport(rawTarget(spec), fromDir, opts.root, opts.staticDir))) {
          state.diagnostics.push(
            diagnostic('mdx-import', `Cannot find \`${spec}\` imported by \`${file}\`.`, {
              position: where,
              hint: 'Import a file of the site (./Component.tsx, @site/src/x) or a package installed in its node_modules.',
            }),
          );
        }
        const outside = module && path.isAbsolute(module) ? outsideImportReason(module, opts.siteCode) : undefined;
        if (outside) {
          state.diagnostics.push(
            diagnostic('mdx-import', `Cannot import \`${spec}\` in \`${file}\`: ${outside}.`, {
              position: where,
              hint: 'Move the file into the site, or set `mdx.allowOutsideImports: true` if the authors are trusted.',
            }),
          );
          module = undefined;
        }
        for (const s of decl.specifiers) {
          const exportName =
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportSpecifier'
                ? s.imported.type === 'Identifier'
                  ? s.imported.name
                  : String(s.imported.value)
                : '*';
          exported.add(s.local.name); // in scope even when the import is reported as broken
          if (module) imports.set(s.local.name, { module, exportName });
        }
      }
    }

    // A component used but never imported, exported or provided would make the page throw (MDX's "Expected component
    // … to be defined"): named at its use instead. Lowercase names are HTML elements.
    const uses = new Map<string, (MdxJsxFlowElement | MdxJsxTextElement)[]>();
    visit(tree, (node: Nodes) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (!el.name) return;
      const base = el.name.split('.')[0];
      if (!/^[A-Z_$]/.test(base) && !el.name.includes('.')) return;
      if (!uses.has(base)) uses.set(base, []);
      uses.get(base)!.push(el);
    });
    // `<Head>` (@docusaurus/Head) puts its children into the page's <head> in Docusaurus; so does fe-docs in a
    // Docusaurus project (the content is rendered again with its page); elsewhere it renders as nothing, so each use is
    // named rather than dropped in silence.
    for (const [name, els] of opts.headReachesPage ? [] : uses) {
      const imported = imports.get(name);
      const isHead = imported ? imported.module === '@docusaurus/Head' : name === 'Head' && !exported.has(name) && opts.provided.has(name);
      if (!isHead) continue;
      for (const el of els) {
        const children = [...new Set(el.children.flatMap((c) => ('name' in c && c.name ? [`<${c.name}>`] : [])))];
        state.diagnostics.push(
          diagnostic(
            'mdx-head',
            `\`<${el.name}>\` in \`${file}\` is not supported: what it holds${children.length ? ` (${children.join(', ')})` : ''} is not put into the page's <head>.`,
            {
              position: at(el),
              hint: 'Give the page its title and description in the front matter (`title`, `description`); other head tags are left out.',
            },
          ),
        );
      }
    }
    for (const [name, els] of uses) {
      if (imports.has(name) || exported.has(name) || opts.provided.has(name)) continue;
      const from = opts.siteCode.hooks.modules.componentImport?.(name);
      const hint = from
        ? `Add \`import ${name} from '${from}';\` at the top of the file.`
        : `Import it (\`import ${name} from '@site/src/components/${name}';\`), or export it from this file.`;
      state.diagnostics.push(
        diagnostic(
          'mdx-component',
          `\`<${els[0].name}>\` is used in \`${file}\` but \`${name}\` is not imported${els.length > 1 ? ` (${els.length} uses)` : ''}: it would render nothing.`,
          {
            position: at(els[0]),
            hint,
          },
        ),
      );
    }

    // Partials: imported Markdown/MDX files, compiled by the renderer; their headings join this file's table of contents.
    const partialUses: { line: number; index: number; headings: Heading[] }[] = [];
    if (opts.partial) {
      for (const [local, imp] of imports) {
        if (!/\.mdx?$/i.test(imp.module) || imp.exportName !== 'default') continue;
        const compiled = await opts.partial(imp.module);
        if (!compiled) continue;
        state.partials.push(compiled.index);
        for (const el of uses.get(local) ?? []) partialUses.push({ line: el.position?.start.line ?? 0, index: compiled.index, headings: compiled.headings });
      }
    }

    const langs = new Set<string>();
    visit(tree, (node: Nodes, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as MdxJsxFlowElement | MdxJsxTextElement;
      const language = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'language');
      if (language && typeof language.value === 'string') langs.add(language.value);
      // `<CodeBlock className="language-ts">`: theme-classic reads the language from the class name too.
      const className = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'className');
      const fromClass = typeof className?.value === 'string' ? classNameLanguage(className.value) : undefined;
      if (fromClass) langs.add(fromClass);
      const client = el.attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name.startsWith('client:'));
      if (client < 0 || !parent || index === undefined) return;
      const mode = (el.attributes[client] as { name: string }).name.slice('client:'.length);
      const imported = el.name ? imports.get(el.name) : undefined;
      if (!imported || !ISLAND_MODES.includes(mode) || imported.exportName === '*') {
        state.diagnostics.push(
          diagnostic('mdx-import', `\`<${el.name ?? ''} client:${mode}>\` cannot be an island.`, {
            position: at(el),
            hint: `Mark an imported component with client:${ISLAND_MODES.join(' or client:')}.`,
          }),
        );
        return;
      }
      el.attributes.splice(client, 1);
      const id = `${el.name}-${createHash('sha1').update(`${imported.module}#${imported.exportName}`).digest('hex').slice(0, 8)}`;
      if (!state.islands.some((i) => i.id === id)) state.islands.push({ id, ...imported });
      const wrapper = {
        type: el.type,
        name: 'FeIsland',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'component', value: id },
          { type: 'mdxJsxAttribute', name: 'mode', value: mode },
        ],
        children: [el],
        position: el.position,
      } as MdxJsxFlowElement;
      (parent as Parent).children[index] = wrapper as never;
      return 'skip';
    });
    if (langs.size) await opts.highlighter.prepare(langs);
    // `{/* truncate */}` ends a post's excerpt (Docusaurus's MDX marker): an element the renderer splits the HTML at.
    const truncate = tree.children.findIndex((c) => c.type === 'mdxFlowExpression' && TRUNCATE.test(c.value));
    if (truncate >= 0) tree.children[truncate] = { type: 'mdxJsxFlowElement', name: TRUNCATE_ELEMENT, attributes: [], children: [] } as MdxJsxFlowElement;
    state.facts = await analyzeTree(tree, file, {
      highlighter: opts.highlighter,
      strings: opts.strings,
      firstTabsId: opts.firstTabsId,
      admonitionElement: opts.admonitionElement,
      keepLeadingH1: opts.isPartial,
      defaultLanguage: opts.defaultLanguage,
      headingIds: opts.headingIds,
    });
    const headings = state.facts.headings;
    for (const use of partialUses.sort((a, b) => a.line - b.line)) {
      let at = headings.length;
      while (at > 0 && (headings[at - 1].position?.file !== file || (headings[at - 1].position?.line ?? 0) > use.line)) at--;
      // Insert after this file's last heading above the use (and after partial headings already placed there).
      while (at < headings.length && headings[at].position?.file !== file) at++;
      headings.splice(at, 0, ...use.headings);
    }
    // Docusaurus' `toc` export, which `<TOCInline toc={toc} />` reads; a file's own `export const toc` wins.
    if (!exported.has('toc')) tree.children.push(tocExportNode(tocItems(headings)));
  };
}

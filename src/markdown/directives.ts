import type { Root, RootContent, Paragraph, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Element, ElementContent } from 'hast';
import { SKIP } from 'unist-util-visit';
import { walkTree } from './walk-tree.js';
import { toString } from 'mdast-util-to-string';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { AdmonitionMarkup, ContentStrings } from './types.js';

/**
 * Docusaurus 2 writes an admonition title after a space (`:::tip Consejo`); remark-directive wants it in
 * brackets. Rewrite those lines before parsing; line numbers do not change.
 */
const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'success', 'secondary'] as const;
const LEGACY_TITLE = new RegExp(`^(\\s*:{3,})(${ADMONITION_TYPES.join('|')})[ \\t]+([^\\[{\\n][^\\n]*?)[ \\t]*$`, 'gm');

export function normalizeAdmonitionTitles(md: string): string {
  return md.includes(':::') ? md.replace(LEGACY_TITLE, (_, colons, type, title) => `${colons}${type}[${title}]`) : md;
}

type Directive = ContainerDirective | LeafDirective | TextDirective;
/**
 * The kind (class `admonition-<kind>`) of each admonition type. `caution` is a kind of its own, styled as a warning and
 * with its own title, as Docusaurus 3 gives it (`alert--warning theme-admonition-caution`); the legacy aliases take
 * their kind's class, as theme-classic's `Admonition/Types.js` renders them.
 */
export const ADMONITION_KIND: Record<string, 'note' | 'tip' | 'info' | 'warning' | 'caution' | 'danger'> = {
  note: 'note',
  secondary: 'note',
  tip: 'tip',
  success: 'tip',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'caution',
  danger: 'danger',
};

/** Infima's alert colour of each kind, as theme-classic's `Admonition/Type/*` give it. */
const INFIMA_ALERT: Record<AdmonitionKind, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

export type AdmonitionKind = (typeof ADMONITION_KIND)[string];

/** The class names of an admonition's parts, and the element of its title, in either markup (ContentStrings). */
export function admonitionMarkup(kind: AdmonitionKind, markup: AdmonitionMarkup): { root: string[]; title: string; content: string; titleTag: 'p' | 'div' } {
  return markup === 'theme-classic'
    ? {
        root: ['theme-admonition', `theme-admonition-${kind}`, 'alert', `alert--${INFIMA_ALERT[kind]}`],
        title: 'fd-admonition-heading',
        content: 'fd-admonition-content',
        titleTag: 'div',
      }
    : { root: ['admonition', `admonition-${kind}`], title: 'admonition-title', content: 'admonition-content', titleTag: 'p' };
}

/**
 * Turn `:::note`, `::::tabs` / `:::tab` into the theme's content markup, and give back the text of any other
 * directive, so a stray `:word` in prose is never swallowed.
 */
export function transformDirectives(
  tree: Root,
  ctx: {
    file: string;
    strings: ContentStrings;
    nextId: () => number;
    diagnostics: Diagnostic[];
    /** MDX only: render admonitions as this JSX element (the site's override of `@theme/Admonition`), not as markup. */
    admonitionElement?: string;
  },
): { admonitions: number } {
  let admonitions = 0;
  walkTree(tree, (node, index, parent) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const d = node as Directive;
    if (d.type === 'containerDirective' && d.name in ADMONITION_KIND) {
      admonitions++;
      if (ctx.admonitionElement && parent && index !== undefined) {
        parent.children.splice(index, 1, admonitionElement(d, ctx.admonitionElement) as never);
        return; // its children are visited next: nested admonitions and tabs become elements too
      }
      admonition(d, admonitionMarkup(ADMONITION_KIND[d.name], ctx.strings.admonitionMarkup), admonitionDefaultTitle(d.name, ctx.strings));
      return;
    }
    if (d.type === 'containerDirective' && d.name === 'tab' && d.data?.hName) return;
    if (d.type === 'containerDirective' && d.name === 'tabs') {
      tabs(d, ctx);
      return;
    }
    if (!parent || index === undefined) return;
    if (d.type === 'containerDirective') {
      ctx.diagnostics.push(
        diagnostic('markdown-directive', `Unknown block \`:::${d.name}\`; its content is shown as plain text.`, {
          position: pos(ctx.file, d),
          hint: `Use one of :::note, :::tip, :::info, :::warning, :::danger or ::::tabs.`,
        }),
      );
      parent.children.splice(index, 1, ...(d.children as RootContent[]));
      return [SKIP, index];
    }
    const text = restoreText(d);
    const replacement: RootContent = d.type === 'leafDirective' ? ({ type: 'paragraph', children: [text] } as Paragraph) : text;
    parent.children.splice(index, 1, replacement as never);
    return [SKIP, index + 1];
  });
  return { admonitions };
}

/**
 * `:::tip[Title]` as Docusaurus 3 compiles it: `<Admonition type="tip" title="Title">…</Admonition>`, so a site's
 * swizzled Admonition renders it. The title is given as text (Docusaurus passes the label's nodes).
 */
function admonitionElement(d: ContainerDirective, name: string): MdxJsxFlowElement {
  const first = d.children[0];
  let title: string | undefined;
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    title = toString(first);
    d.children.shift();
  }
  const attributes: MdxJsxFlowElement['attributes'] = [{ type: 'mdxJsxAttribute', name: 'type', value: d.name }];
  if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return { type: 'mdxJsxFlowElement', name, attributes, children: d.children as MdxJsxFlowElement['children'], position: d.position };
}

/** The default title's string: its kind's. */
export function admonitionLabelKey(type: string): keyof ContentStrings['admonition'] {
  return ADMONITION_KIND[type] ?? 'note';
}

/**
 * Docusaurus 3's legacy aliases keep their own name as an untranslated title (theme-classic's
 * `Admonition/Types.js`: `important` is an info titled "important"; `secondary` a note, `success` a tip).
 */
const LEGACY_ALIAS_TITLE = new Set(['important', 'secondary', 'success']);

/** The title an admonition of `type` has when its source gives none. */
export function admonitionDefaultTitle(type: string, strings: ContentStrings): string {
  return LEGACY_ALIAS_TITLE.has(type) ? type : strings.admonition[admonitionLabelKey(type)];
}

function admonition(d: ContainerDirective, markup: ReturnType<typeof admonitionMarkup>, defaultTitle: string): void {
  const first = d.children[0];
  let title: RootContent[] | undefined;
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    title = first.children as RootContent[];
    d.children.shift();
  }
  const titleNode = {
    type: 'paragraph',
    data: { hName: markup.titleTag, hProperties: { className: [markup.title] } },
    children: title ?? [{ type: 'text', value: defaultTitle }],
  } as Paragraph;
  const body = {
    type: 'blockquote',
    data: { hName: 'div', hProperties: { className: [markup.content] } },
    children: d.children,
  } as unknown as RootContent;
  d.data = {
    hName: 'div',
    hProperties: {
      role: 'note',
      className: markup.root,
      ariaLabel: title ? toString({ type: 'paragraph', children: title } as Paragraph) : defaultTitle,
    },
  };
  d.children = [titleNode, body] as ContainerDirective['children'];
}

function tabs(d: ContainerDirective, ctx: { file: string; nextId: () => number; diagnostics: Diagnostic[] }): void {
  const group = d.attributes?.groupId ?? undefined;
  const panels = d.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
  if (panels.length !== d.children.filter((c) => !(c.type === 'paragraph' && (c.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)).length) {
    ctx.diagnostics.push(
      diagnostic('markdown-directive', 'Only `:::tab{label="…"}` blocks may appear inside `::::tabs`; other content is dropped.', {
        position: pos(ctx.file, d),
        hint: 'Move the content into a tab, and give the outer ::::tabs fence one colon more than the inner ones.',
      }),
    );
  }
  const base = `tabs-${ctx.nextId()}`;
  const buttons: ElementContent[] = panels.map((p, i) => {
    const label = p.attributes?.label ?? `Tab ${i + 1}`;
    const value = p.attributes?.value ?? label;
    const el: Element = {
      type: 'element',
      tagName: 'button',
      properties: {
        type: 'button',
        role: 'tab',
        id: `${base}-tab-${i}`,
        ariaControls: [`${base}-panel-${i}`],
        ariaSelected: i === 0 ? 'true' : 'false',
        tabIndex: i === 0 ? 0 : -1,
        dataValue: value,
        // theme-classic's class names too, so a Docusaurus site's CSS for tabs applies (theme/builtins/Tabs.tsx).
        className: i === 0 ? ['tab', 'tabs__item', 'tabs__item--active'] : ['tab', 'tabs__item'],
      },
      children: [{ type: 'text', value: label }],
    };
    return el;
  });
  const list = {
    type: 'paragraph',
    data: { hName: 'div', hProperties: { role: 'tablist', className: ['tab-list'] }, hChildren: buttons },
    children: [],
  } as unknown as RootContent;
  panels.forEach((p, i) => {
    p.data = {
      hName: 'div',
      hProperties: { role: 'tabpanel', id: `${base}-panel-${i}`, ariaLabelledby: `${base}-tab-${i}`, className: ['tab-panel'], hidden: i !== 0, tabIndex: 0 },
    };
  });
  d.data = { hName: 'div', hProperties: { className: ['tabs', 'tabs-container'], dataGroup: group } };
  d.children = [list, ...panels] as ContainerDirective['children'];
}

function restoreText(d: Directive): Text {
  const colons = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
  const label = d.children.length ? `[${toString(d)}]` : '';
  const attrs =
    d.attributes && Object.keys(d.attributes).length
      ? `{${Object.entries(d.attributes)
          .map(([k, v]) => (v ? `${k}="${v}"` : k))
          .join(' ')}}`
      : '';
  return { type: 'text', value: `${colons}${d.name}${label}${attrs}` };
}

function pos(file: string, n: { position?: { start: { line: number; column: number } } }) {
  return { file, line: n.position?.start.line ?? 1, column: n.position?.start.column ?? 1 };
}

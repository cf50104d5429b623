import type { Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import type { ReactElement } from 'react';

export interface Heading {
  depth: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
  id: string;
  /** Its content as a TOC item's HTML (inline code, emphasis…: heading-markup.ts), when it has such markup. */
  html?: string;
  position?: Position;
}

/**
 * An internal link found in Markdown. In the rendered HTML its href is the placeholder `fe-docs-link:<index>`,
 * replaced once the route table knows where it points (render never resolves a URL on its own).
 */
export interface LinkRef {
  url: string;
  /** The URL as written, when `url` differs from it (a partial's relative link, rebased on the page importing it). */
  written?: string;
  position: Position;
  /** `asset` for images and other files from static/. */
  kind: 'link' | 'asset';
  /**
   * A link of a React page's HTML: whether one of its components reported it as it rendered (content/html-links.ts);
   * `policies.links.reactPageLinks` says whether an unreported one is checked.
   */
  reported?: boolean;
}

/** A block of searchable text under one heading. */
export interface Section {
  /** Heading id; undefined for the text before the first heading. */
  id?: string;
  heading?: string;
  text: string;
}

export interface MarkdownResult {
  html: string;
  /** The part before `<!-- truncate -->`, when the marker is present. */
  excerptHtml?: string;
  /** Text of a leading `#` heading, which is then not part of `html`. */
  h1?: string;
  /**
   * No leading `#` heading, but a `#` heading that is the content's title as Docusaurus reads it (the first heading,
   * before any `---`): its text. The heading stays in `html`, where it is.
   */
  titleInContent?: string;
  headings: Heading[];
  links: LinkRef[];
  /** Links to `#id` on the same page, checked against `ids`. */
  selfAnchors: { id: string; position: Position }[];
  /** Every id an anchor can point to on this page (headings, footnotes, raw HTML ids). */
  ids: string[];
  sections: Section[];
  /** Words outside code, for the reading time and content quality checks. */
  proseWords: number;
  /**
   * Markdown only: the first MDX node a remark plugin wrote into the tree (npm2yarn's tabs, an injected import), which
   * plain Markdown cannot render; the loader renders the file as MDX when its format allows.
   */
  mdxFromPlugins?: { name: string; line: number; column: number };
  /** Markdown only: the page has `:::note`-style admonitions (a site's Admonition override needs MDX to render them). */
  hasAdmonitions?: boolean;
  /** Markdown only: the page has fenced code blocks (a Docusaurus site's CodeBlock override needs MDX to render them). */
  hasCodeBlocks?: boolean;
  /** Markdown only: the page has indented code, which MDX has not (a file read as MDX shows those lines as text). */
  hasIndentedCode?: boolean;
  /** Interactive components of an MDX page (absent for Markdown). */
  islands?: IslandUse[];
  /**
   * MDX only, when its components read the page it is in (docs hooks, the location, `@docusaurus/Head`): renders the
   * content again with its page, `around` giving the page's providers (render/render-page.ts). `html` and `ids` are
   * then from the render made while content loaded (for the link check), or the headings' ids when that one could
   * not run without its page.
   */
  renderWithPage?: (around: (content: ReactElement) => ReactElement) => { html: string; excerptHtml?: string };
  diagnostics: Diagnostic[];
}

/**
 * 'fe-docs': `admonition admonition-<kind>` with a title and a content; 'theme-classic': theme-classic 3's classes
 * (`theme-admonition theme-admonition-<kind> alert alert--<colour>`), which a Docusaurus site's Infima and custom.css
 * style, and no class of Docusaurus 2's markup (`admonition`, `admonition-content`) that an old site's CSS still targets.
 */
export type AdmonitionMarkup = 'fe-docs' | 'theme-classic';

/** Labels the Markdown renderer writes into content (admonition titles, copy button). */
export interface ContentStrings {
  /** By kind, plus `caution`: a warning with its own label. */
  admonition: Record<'note' | 'tip' | 'info' | 'warning' | 'caution' | 'danger', string>;
  copyCode: string;
  copied: string;
  /**
   * The admonitions' markup (`policies.content.admonitionMarkup`): with the labels, so that the caches of rendered
   * content, keyed by these strings, tell the two apart.
   */
  admonitionMarkup: AdmonitionMarkup;
  headingLink: string;
  externalLink: string;
  footnotes: string;
  footnoteBack: string;
}

export const LINK_PLACEHOLDER = 'fe-docs-link:';

/** A component an MDX page marks with `client:load` / `client:visible`: bundled for the browser and hydrated there. */
export interface IslandUse {
  /** `data-component` of its `<fe-island>` elements: the import's local name plus a hash of module and export. */
  id: string;
  /** Absolute path of the component's module, or a package specifier. */
  module: string;
  /** `default` or the named export. */
  exportName: string;
  /** A whole React page (`src/pages/x.tsx` with state or effects): what its `<Layout>` wraps is hydrated. */
  page?: boolean;
}

import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useContext } from 'react';
import { SiteContext } from '../../theme/context.js';
import { useBaseUrl } from './client-api.js';
import { withClass } from '../../theme/components/DocCardList.js';

/** One entry of an MDX file's `toc` export (Docusaurus' shape; `value` is the heading's HTML). */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface TocNode extends TocEntry {
  children: TocNode[];
}

/** Nest a flat heading list: each heading goes under the closest shallower one before it. */
function nest(toc: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const e of toc) {
    const node: TocNode = { ...e, children: [] };
    while (stack.length && stack[stack.length - 1].level >= e.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, className }: { nodes: TocNode[]; className?: string }) {
  if (!nodes.length) return null;
  return (
    <ul className={className}>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`} dangerouslySetInnerHTML={{ __html: n.value }} />
          <TocList nodes={n.children} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Docusaurus' `@theme/TOCInline`: the headings of `toc` (the MDX file's `toc` export) between `minHeadingLevel`
 * (default 2) and `maxHeadingLevel` (default 3), as nested in-page links with theme-classic's classes.
 */
export function TOCInline({
  toc = [],
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc?: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const shown = toc.filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel);
  return (
    <div className="tableOfContentsInline toc-inline">
      <TocList nodes={nest(shown)} className="table-of-contents" />
    </div>
  );
}

/** Docusaurus' `@theme/Details`: a `<details>` whose `<summary>` is the `summary` prop or the first `<summary>` child. */
export function Details({ summary, children, className, ...rest }: { summary?: ReactNode; children?: ReactNode; className?: string; [attr: string]: unknown }) {
  const items = Children.toArray(children);
  const own = items.find((c): c is ReactElement => isValidElement(c) && c.type === 'summary');
  const body = own ? items.filter((c) => c !== own) : items;
  const title = typeof summary === 'string' ? <summary>{summary}</summary> : (summary ?? own ?? <summary>{useDetailsLabel()}</summary>);
  return (
    <details {...rest} className={['details', 'alert', 'alert--info', className].filter(Boolean).join(' ')}>
      {title}
      <div className="details-content">{body}</div>
    </details>
  );
}

function useDetailsLabel(): string {
  const site = useContext(SiteContext);
  return site?.strings.details ?? 'Details';
}

/** Docusaurus' `@theme/Heading`: `<Heading as="h2" id="x">`, with a link to itself when it has an id. */
export function Heading({
  as: Tag = 'h2',
  id,
  children,
  className,
  ...rest
}: {
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children?: ReactNode;
  className?: string;
}) {
  if (Tag === 'h1' || !id)
    return (
      <Tag {...rest} id={id} className={className}>
        {children}
      </Tag>
    );
  return (
    <Tag {...rest} id={id} className={['anchor', className].filter(Boolean).join(' ')}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-hidden="true" tabIndex={-1}>
        #
      </a>
    </Tag>
  );
}

/** Docusaurus' `@theme/ThemedImage`: one image per colour mode, the other hidden by the stylesheet. */
export function ThemedImage({
  sources,
  alt = '',
  className,
  ...rest
}: {
  sources: { light: string; dark: string };
  alt?: string;
  className?: string;
  [attr: string]: unknown;
}) {
  const light = useBaseUrl(sources.light);
  const dark = useBaseUrl(sources.dark);
  const cls = (mode: string) => ['themedImage', `themedImage--${mode}`, className].filter(Boolean).join(' ');
  return (
    <>
      {/* Lazy: the hidden one is never fetched (and React writes no preload hint for either). */}
      <img loading="lazy" {...rest} src={light} alt={alt} className={cls('light')} />
      <img loading="lazy" {...rest} src={dark} alt={alt} className={cls('dark')} />
    </>
  );
}

/** A sidebar item as Docusaurus' `DocCard` takes it (`link` or `category` with `href`). */
export interface DocCardItem {
  type?: string;
  href?: string;
  label: string;
  description?: string;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** Docusaurus' `@theme/DocCard`: theme-classic's markup (an `h2` title after the item's icon, Infima's card classes). */
export function DocCard({ item }: { item: DocCardItem }) {
  const href = useBaseUrl(item.href ?? '#');
  const external = /^[a-z][a-z\d+.-]*:/i.test(item.href ?? '');
  const icon = typeof item.customProps?.icon === 'string' ? item.customProps.icon : item.type === 'category' ? '🗃️' : external ? '🔗' : '📄️';
  return (
    <article className="col col--6 margin-bottom--lg doc-card">
      <a href={href} className={withClass('card padding--lg cardContainer doc-card-link', item.className)}>
        <h2 className="text--truncate cardTitle doc-card-title" title={item.label}>
          {icon} {item.label}
        </h2>
        {item.description ? (
          <p className="text--truncate cardDescription doc-card-text" title={item.description}>
            {item.description}
          </p>
        ) : null}
      </a>
    </article>
  );
}

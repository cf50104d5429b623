import type { ReactNode } from 'react';
import { useSite } from '../context.js';
import { ExternalIcon } from './Icons.js';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** A link to a site URL (base URL added) or to another site (opens in a new tab, announced to screen readers). */
export function Link(props: {
  href: string;
  children: ReactNode;
  className?: string;
  ariaLabel?: string;
  current?: boolean;
  rel?: string;
  /** The link's `target` (another site's link opens in a new tab unless it says otherwise). */
  target?: string;
  /** Extra `data-*` attributes for the client. */
  data?: Record<string, string>;
  /** No external-link icon (a Docusaurus site's own `<Link>`: its components draw one where they want it). */
  noIcon?: boolean;
}) {
  const site = useSite();
  // Screen readers hear that a link opens a new tab.
  const newTab = <span className="sr-only"> ({site.strings.externalLink})</span>;
  if (EXTERNAL.test(props.href)) {
    const target = props.target ?? '_blank';
    return (
      <a href={props.href} className={props.className} aria-label={props.ariaLabel} target={target} rel={props.rel ?? 'noopener noreferrer'} {...props.data}>
        {props.children}
        {!props.noIcon && <ExternalIcon />}
        {target === '_blank' && newTab}
      </a>
    );
  }
  return (
    <a
      href={site.url(props.href)}
      className={props.className}
      aria-label={props.ariaLabel}
      aria-current={props.current ? 'page' : undefined}
      target={props.target}
      rel={props.rel ?? (props.target === '_blank' ? 'noopener noreferrer' : undefined)}
      {...props.data}
    >
      {props.children}
      {props.target === '_blank' && newTab}
    </a>
  );
}

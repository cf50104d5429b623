import { createElement, Fragment, useContext } from 'react';
import { HeadCollector } from '../../theme/head-collector.js';

type To = string | { pathname?: string; search?: string; hash?: string };

/**
 * react-router's `<Redirect to>` (from `@docusaurus/router`). Docusaurus' client router follows it once the page has
 * loaded; a page fe-docs renders at build time is not routed, so the redirect is written into it: a refresh to the
 * target (in the head when the page's head is being collected, else where the component stands, which browsers follow
 * as well) and a link to it for a reader whose browser does not. `to` is a path of the site as the router has it,
 * base URL included, as Docusaurus' sites write it.
 */
export function Redirect({ to }: { to: To; push?: boolean }) {
  const collected = useContext(HeadCollector);
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const refresh = createElement('meta', { httpEquiv: 'refresh', content: `0; url=${href}` });
  const link = createElement('p', null, createElement('a', { href }, href));
  if (collected) {
    collected.push(refresh);
    return link;
  }
  return createElement(Fragment, null, refresh, link);
}

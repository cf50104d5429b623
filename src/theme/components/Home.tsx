import type { ReactNode } from 'react';
import { useThemeComponent } from '../components-context.js';
import { useSite } from '../context.js';
import { isExternalUrl } from '../../shared/base-url.js';
import { Link } from './Link.js';

/**
 * The parts of a home page a site composes in its React page (`content/pages/index.tsx`): `@theme/Hero` and
 * `@theme/Features`, as `fe-docs init` writes them. Their text is the site's; links go through `@theme/Link` (base
 * URL added, checked like any link of the page). The stylesheet is the theme's (`.home-*` in styles/site.css).
 */

/**
 * `@theme/Link` when the site does not replace it: the theme's Link, with Docusaurus' props (`to`; a URL that already
 * starts with the base URL gets it once).
 */
function ThemeLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  const { baseUrl } = useSite().config;
  const href =
    isExternalUrl(to) || baseUrl === '/' || !to.startsWith('/')
      ? to
      : to.startsWith(baseUrl)
        ? '/' + to.slice(baseUrl.length)
        : to === baseUrl.replace(/\/$/, '')
          ? '/'
          : to;
  return (
    <Link href={href} className={className} noIcon>
      {children}
    </Link>
  );
}

export interface HeroAction {
  label: string;
  /** A URL of this site (`/docs/intro`) or of another one. */
  to: string;
  /** The quieter outlined button; the first action is usually the filled one. */
  secondary?: boolean;
}

/**
 * The top of a home page: a kicker, the page's `<h1>`, a tagline, some text (`children`), buttons, and optionally
 * something beside it (`aside`: a code sample, an image), else the text is centred.
 */
export function Hero({
  title,
  tagline,
  kicker,
  actions = [],
  aside,
  children,
}: {
  title: ReactNode;
  tagline?: ReactNode;
  kicker?: ReactNode;
  actions?: HeroAction[];
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const SiteLink = useThemeComponent('Link', ThemeLink);
  return (
    <section className={aside ? 'home-hero' : 'home-hero home-hero-centered'}>
      <div className="home-hero-text">
        {kicker && <p className="home-kicker">{kicker}</p>}
        <h1>{title}</h1>
        {tagline && <p className="home-tagline">{tagline}</p>}
        {children}
        {actions.length > 0 && (
          <div className="home-actions">
            {actions.map((a) => (
              <SiteLink key={a.to + a.label} to={a.to} className={a.secondary ? 'button button-secondary' : 'button button-primary'}>
                {a.label}
              </SiteLink>
            ))}
          </div>
        )}
      </div>
      {aside}
    </section>
  );
}

export interface Feature {
  title: string;
  text: ReactNode;
  /** The feature's title links here (a page of the site, usually a doc). */
  to?: string;
  /** A small label above the title ("Library", "Service"…). */
  kind?: ReactNode;
}

/**
 * A grid of cards, one per feature: its title (a link when `to` is given) and text. With a `title` the section has
 * an `<h2>` and the cards `<h3>`s; without one the cards are `<h2>`s, so heading levels never skip one.
 */
export function Features({ title, intro, items }: { title?: ReactNode; intro?: ReactNode; items: Feature[] }) {
  const SiteLink = useThemeComponent('Link', ThemeLink);
  const CardHeading = title ? 'h3' : 'h2';
  return (
    <section className="home-features">
      {title && <h2>{title}</h2>}
      {intro && <p>{intro}</p>}
      <ul className="home-cards">
        {items.map((f) => (
          <li key={f.title} className="home-card">
            {f.kind && <p className="home-card-kind">{f.kind}</p>}
            <CardHeading>{f.to ? <SiteLink to={f.to}>{f.title}</SiteLink> : f.title}</CardHeading>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useSite } from '../context.js';
import { Link } from './Link.js';

/** Previous / next links between two pages (docs, posts or list pages). */
export function Paginator(props: {
  label: string;
  prev?: { href: string; title?: string; label: string };
  next?: { href: string; title?: string; label: string };
}) {
  useSite();
  if (!props.prev && !props.next) return null;
  return (
    <nav className="paginator" aria-label={props.label}>
      {props.prev ? (
        <Link href={props.prev.href} className="paginator-link paginator-prev" rel="prev">
          <span className="paginator-sub">{props.prev.label}</span>
          {props.prev.title && <span className="paginator-title">« {props.prev.title}</span>}
        </Link>
      ) : (
        <span />
      )}
      {props.next && (
        <Link href={props.next.href} className="paginator-link paginator-next" rel="next">
          <span className="paginator-sub">{props.next.label}</span>
          {props.next.title && <span className="paginator-title">{props.next.title} »</span>}
        </Link>
      )}
    </nav>
  );
}

import type { PostEntry } from '../../content/types.js';
import { useSite, type PageLink } from '../context.js';
import { format, intlLocale } from '../../i18n/strings.js';
import { Link } from './Link.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A post's date (`2024-01-02`) written out in the page's language: `2 de enero de 2024`, `January 2, 2024`. */
export function formatDate(iso: string, locale: string): string {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return f.format(new Date(iso + 'T00:00:00Z'));
}

/** Date, reading time and authors of a post. */
export function PostMeta({ post }: { post: PostEntry }) {
  const { config, strings } = useSite();
  return (
    <div className="post-meta">
      <time dateTime={post.date}>{formatDate(post.date, intlLocale(config))}</time>
      {config.blog?.showReadingTime && post.readingMinutes !== undefined && (
        <span className="reading-time"> · {format(strings.readingTime, { minutes: Math.ceil(post.readingMinutes) })}</span>
      )}
      {post.authors.length > 0 && (
        <ul className="post-authors">
          {post.authors.map((a, i) => (
            <li key={i} className="post-author">
              {a.imageUrl && <img src={a.imageUrl} alt="" width={40} height={40} loading="lazy" className="avatar" />}
              <span>
                {a.url ? <Link href={a.url}>{a.name}</Link> : a.name}
                {a.title && <small className="author-title">{a.title}</small>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A post's tags, linked (render/page-data.ts#postTagLinks). */
export function PostTags({ tags }: { tags: PageLink[] }) {
  const { strings } = useSite();
  if (!tags.length) return null;
  return (
    <div className="post-tags">
      <span className="post-tags-label">{strings.tags}:</span>
      <ul>
        {tags.map((t) => (
          <li key={t.label}>
            <Link href={t.href} className="tag">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

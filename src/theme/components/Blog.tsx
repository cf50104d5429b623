import type { Author, PostEntry } from '../../content/types.js';
import { PLATFORM_LABELS } from '../../content/author-socials.js';
import { useSite, type PageLink } from '../context.js';
import { format, intlLocale } from '../../i18n/strings.js';
import { Link } from './Link.js';
import { authorPageUrl } from '../../routes/permalink.js';

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
              <AuthorCard author={a} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * An author: avatar, name (linked to their page on the blog, else their URL or email, as Docusaurus links it), title,
 * profile links; `as` makes the name a heading, `count` adds their number of posts.
 */
export function AuthorCard({ author, as, count }: { author: Author; as?: 'h1' | 'h2'; count?: number }) {
  const { config, strings } = useSite();
  const page = author.pageSlug && config.blog ? authorPageUrl(config.blog.routeBasePath, author.pageSlug) : undefined;
  const href = page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const socials = Object.entries(author.socials ?? {});
  const name = href ? <Link href={href}>{author.name}</Link> : author.name;
  const Heading = as;
  // Inside a post's meta line the details are inline text; with a heading (authors pages) a block.
  const Details = as ? 'div' : 'span';
  return (
    <>
      {author.imageUrl && <img src={author.imageUrl} alt="" width={40} height={40} loading="lazy" className="avatar" />}
      <Details>
        {Heading ? (
          <Heading className="author-name">
            {name}
            {count !== undefined && (
              <>
                {' '}
                <span className="author-post-count">{count}</span>
              </>
            )}
          </Heading>
        ) : (
          name
        )}
        {author.title && <small className="author-title">{author.title}</small>}
        {socials.length > 0 && (
          <ul className="author-socials" aria-label={format(strings.authorProfiles, { author: author.name })}>
            {socials.map(([platform, url]) => (
              <li key={platform}>
                <Link href={url}>{PLATFORM_LABELS[platform] ?? platform}</Link>
              </li>
            ))}
          </ul>
        )}
      </Details>
    </>
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

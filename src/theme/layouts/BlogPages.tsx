import type { PostEntry } from '../../content/types.js';
import { UnlistedBanner } from '../components/UnlistedBanner.js';
import type { Route } from '../../routes/types.js';
import { usePage, useSite, type PageLink } from '../context.js';
import { format } from '../../i18n/strings.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import { Link } from '../components/Link.js';
import { Paginator as OriginalPaginator } from '../components/Paginator.js';
import { PostMeta, PostTags } from '../components/Blog.js';
import { Toc as OriginalToc } from '../components/Toc.js';
import { themed } from '../components-context.js';

const Layout = themed('Layout', OriginalLayout);
const Toc = themed('Toc', OriginalToc);
const Paginator = themed('Paginator', OriginalPaginator);

/** Recent posts, shown beside posts and list pages. */
function RecentPosts({ recent }: { recent: { title: string; url: string }[] }) {
  const { strings } = useSite();
  if (!recent.length) return null;
  return (
    <aside className="blog-sidebar" aria-labelledby="recent-posts">
      <h2 id="recent-posts" className="blog-sidebar-title">
        {strings.recentPosts}
      </h2>
      <ul>
        {recent.map((p) => (
          <li key={p.url}>
            <Link href={p.url}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export interface BlogExtras {
  recent: { title: string; url: string }[];
  urlOf: (post: PostEntry) => string;
  /** Excerpt (or full content) HTML of a post with links resolved. */
  excerptOf: (post: PostEntry) => { html: string; truncated: boolean };
  /** A post's tags, linked. */
  tagsOf: (post: PostEntry) => PageLink[];
}

export function BlogListPage({ route, extras }: { route: Extract<Route, { kind: 'blog-list' }>; extras: BlogExtras }) {
  const { strings } = useSite();
  const page = usePage();
  return (
    <Layout className="blog-page">
      <RecentPosts recent={extras.recent} />
      <main id="main" className="blog-main" tabIndex={-1}>
        <header className="blog-list-header">
          <h1>{page.heading}</h1>
          {page.allTagsUrl && <Link href={page.allTagsUrl}>{strings.viewAllTags}</Link>}
          {page.pageCount && <p className="page-count">{page.pageCount}</p>}
        </header>
        {route.posts.map((post) => {
          const ex = extras.excerptOf(post);
          return (
            <article key={post.source} className="blog-post-item">
              <header>
                <h2>
                  <Link href={extras.urlOf(post)}>{post.title}</Link>
                </h2>
                <PostMeta post={post} />
              </header>
              <div className="markdown" dangerouslySetInnerHTML={{ __html: ex.html }} />
              <footer className="post-footer">
                <PostTags tags={extras.tagsOf(post)} />
                {ex.truncated && (
                  <Link href={extras.urlOf(post)} ariaLabel={format(strings.readMoreAbout, { title: post.title })} className="read-more">
                    {strings.readMore}
                  </Link>
                )}
              </footer>
            </article>
          );
        })}
        {page.pagination && <Paginator {...page.pagination} />}
      </main>
    </Layout>
  );
}

export function BlogPostPage({ route, contentHtml, extras }: { route: Extract<Route, { kind: 'post' }>; contentHtml: string; extras: BlogExtras }) {
  const { strings } = useSite();
  const page = usePage();
  const post = route.post;
  return (
    <Layout className="blog-page">
      <RecentPosts recent={extras.recent} />
      <main id="main" className="blog-main" tabIndex={-1}>
        <article className="blog-post">
          <UnlistedBanner />
          <header>
            <h1>{page.heading}</h1>
            <PostMeta post={post} />
          </header>
          <div className="markdown" dangerouslySetInnerHTML={{ __html: contentHtml }} />
          <footer className="post-footer">
            <PostTags tags={page.tags ?? []} />
            {page.editUrl && <Link href={page.editUrl}>{strings.editPage}</Link>}
          </footer>
        </article>
        {page.pagination && <Paginator {...page.pagination} />}
      </main>
      <div className="doc-toc">{page.toc && <Toc toc={page.toc} />}</div>
    </Layout>
  );
}

export function TagsIndexPage({ route }: { route: Extract<Route, { kind: 'blog-tags' }> }) {
  const { strings } = useSite();
  return (
    <Layout className="blog-page">
      <main id="main" className="blog-main narrow" tabIndex={-1}>
        <h1>{strings.tagsTitle}</h1>
        <ul className="tag-list">
          {route.tags.map((t) => (
            <li key={t.slug}>
              <Link href={t.url} className="tag">
                {t.label} <span className="tag-count">({t.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

export function ArchivePage({ route, extras }: { route: Extract<Route, { kind: 'blog-archive' }>; extras: BlogExtras }) {
  const { strings } = useSite();
  const years = new Map<string, PostEntry[]>();
  for (const p of route.posts) years.set(p.date.slice(0, 4), [...(years.get(p.date.slice(0, 4)) ?? []), p]);
  return (
    <Layout className="blog-page">
      <main id="main" className="blog-main narrow" tabIndex={-1}>
        <h1>{strings.archive}</h1>
        <p>{strings.archiveDescription}</p>
        {[...years].map(([year, posts]) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <h2 id={`year-${year}`}>{year}</h2>
            <ul className="archive-list">
              {posts.map((p) => (
                <li key={p.source}>
                  <time dateTime={p.date}>{p.date}</time> <Link href={extras.urlOf(p)}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}

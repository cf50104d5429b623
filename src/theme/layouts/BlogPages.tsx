import type { PostEntry } from '../../content/types.js';
import { UnlistedBanner } from '../components/UnlistedBanner.js';
import type { Route } from '../../routes/types.js';
import { usePage, useSite, type PageLink } from '../context.js';
import { format } from '../../i18n/strings.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import { Link } from '../components/Link.js';
import { Paginator as OriginalPaginator } from '../components/Paginator.js';
import { AuthorCard, PostMeta, PostTags } from '../components/Blog.js';
import { Toc as OriginalToc } from '../components/Toc.js';
import { themed } from '../components-context.js';
import { ContentSlot } from './DocItem.js';

const Layout = themed('Layout', OriginalLayout);
const Toc = themed('Toc', OriginalToc);
const Paginator = themed('Paginator', OriginalPaginator);

type RecentPost = { title: string; url: string; date: string };

/** Recent posts, shown beside posts and list pages; under a heading per year where the site's format asks for it. */
function RecentPosts({ recent }: { recent: RecentPost[] }) {
  const { config, strings } = useSite();
  if (!recent.length) return null;
  const list = (posts: RecentPost[]) => (
    <ul>
      {posts.map((p) => (
        <li key={p.url}>
          <Link href={p.url}>{p.title}</Link>
        </li>
      ))}
    </ul>
  );
  const years = new Map<string, RecentPost[]>();
  if (config.policies.chrome.blogSidebarByYear) for (const p of recent) years.set(p.date.slice(0, 4), [...(years.get(p.date.slice(0, 4)) ?? []), p]);
  return (
    <aside className="blog-sidebar" aria-labelledby="recent-posts">
      <h2 id="recent-posts" className="blog-sidebar-title">
        {strings.recentPosts}
      </h2>
      {years.size
        ? [...years].map(([year, posts]) => (
            <div key={year} role="group" aria-labelledby={`recent-posts-${year}`}>
              <h3 id={`recent-posts-${year}`} className="blog-sidebar-year">
                {year}
              </h3>
              {list(posts)}
            </div>
          ))
        : list(recent)}
    </aside>
  );
}

export interface BlogExtras {
  recent: RecentPost[];
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
        {route.author ? (
          <header className="blog-list-header author-header">
            <div className="post-author">
              <AuthorCard author={route.author.author} as="h1" />
            </div>
            {route.author.author.description && <p>{route.author.author.description}</p>}
            {page.allAuthorsUrl && <Link href={page.allAuthorsUrl}>{strings.viewAllAuthors}</Link>}
            {route.posts.length === 0 && <p>{strings.authorNoPosts}</p>}
            {page.pageCount && <p className="page-count">{page.pageCount}</p>}
          </header>
        ) : (
          <header className="blog-list-header">
            <h1>{page.heading}</h1>
            {page.allTagsUrl && <Link href={page.allTagsUrl}>{strings.viewAllTags}</Link>}
            {page.pageCount && <p className="page-count">{page.pageCount}</p>}
          </header>
        )}
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

/** A blog post: its content is put in its MDXContent (ContentSlot) after the page renders (render/render-page.ts). */
export function BlogPostPage({ route, extras }: { route: Extract<Route, { kind: 'post' }>; extras: BlogExtras }) {
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
          <div className="markdown">
            <ContentSlot />
          </div>
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

/** Every author of authors.yml with their number of posts (Docusaurus' blog authors page). */
export function AuthorsIndexPage({ route, extras }: { route: Extract<Route, { kind: 'blog-authors' }>; extras: BlogExtras }) {
  const page = usePage();
  return (
    <Layout className="blog-page">
      <RecentPosts recent={extras.recent} />
      <main id="main" className="blog-main" tabIndex={-1}>
        <h1>{page.heading}</h1>
        <ul className="author-list">
          {route.authors.map((a) => (
            <li key={a.author.key} className="post-author">
              <AuthorCard author={a.author} as="h2" count={a.count} />
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

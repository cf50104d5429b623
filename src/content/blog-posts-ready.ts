import path from 'node:path';
import type { PostEntry } from './types.js';

/**
 * Each site's blog posts as soon as its blog is loaded, while the rest of the content may still be loading: site
 * code rendered during the load can read the post list (a Docusaurus page importing the blog's generated list).
 */
const ready = new Map<string, { posts?: readonly PostEntry[]; promise: Promise<readonly PostEntry[]>; resolve: (p: readonly PostEntry[]) => void }>();

/** The blog's load, noted for readers of its posts: call where the content load starts it. */
export function noteBlogLoad<T extends { posts: PostEntry[] }>(root: string, load: Promise<T> | T): Promise<T> {
  let resolve!: (p: readonly PostEntry[]) => void;
  const entry = { promise: new Promise<readonly PostEntry[]>((r) => (resolve = r)), resolve: (p: readonly PostEntry[]) => resolve(p) };
  ready.set(path.resolve(root), entry);
  return Promise.resolve(load).then(
    (blog) => {
      Object.assign(entry, { posts: blog.posts });
      entry.resolve(blog.posts);
      return blog;
    },
    (e: unknown) => {
      entry.resolve([]);
      throw e;
    },
  );
}

/** The posts of the site's blog being loaded (undefined when no load has started): resolves once the blog is loaded. */
export function blogPostsOf(root: string): Promise<readonly PostEntry[]> | undefined {
  return ready.get(path.resolve(root))?.promise;
}

/** The posts of the site's blog, once loaded. */
export function loadedBlogPosts(root: string): readonly PostEntry[] | undefined {
  return ready.get(path.resolve(root))?.posts;
}

import { createContext, createElement, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { DzBlogPostContent } from './blog-data.js';
import { docusaurusRuntimeOf } from './runtime-registry.js';

/**
 * fe-docs' own `BlogPostProvider` / `useBlogPost` (Docusaurus 3.5+: `@docusaurus/plugin-content-blog/client`; 3.0–3.4:
 * `@docusaurus/theme-common/internal`), for a Docusaurus project whose node_modules has neither; a site's installed
 * ones are used when present and get the same data (`BlogPostProviders`).
 */

export interface BlogPostContextValue {
  metadata: DzBlogPostContent['metadata'];
  frontMatter: DzBlogPostContent['frontMatter'];
  assets: DzBlogPostContent['assets'];
  toc: DzBlogPostContent['toc'];
  isBlogPostPage: boolean;
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);

export function BlogPostProvider({
  children,
  content,
  isBlogPostPage = false,
}: {
  children?: ReactNode;
  content: DzBlogPostContent;
  isBlogPostPage?: boolean;
}) {
  const value = useMemo(
    () => ({ metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage }),
    [content, isBlogPostPage],
  );
  return createElement(BlogPostContext.Provider, { value }, children);
}

export function useBlogPost(): BlogPostContextValue {
  const post = useContext(BlogPostContext);
  // Docusaurus' ReactContextError text.
  if (post === null) throw new Error('Hook is called outside the <BlogPostProvider>. ');
  return post;
}

/** Every export above, by name: the own runtime's `blogClient` module, and the blog part of its `/internal`. */
export const OWN_BLOG_CLIENT: Record<string, unknown> = { BlogPostProvider, useBlogPost };

/**
 * `children` inside fe-docs' and the site's installed `BlogPostProvider` (the blog client's in 3.5+, else
 * theme-common/internal's), given one post's data, as Docusaurus' BlogPostPage (`isBlogPostPage`) and each item of
 * its BlogListPage render it.
 */
export function BlogPostProviders({
  root,
  content,
  isBlogPostPage,
  children,
}: {
  root: string;
  content: DzBlogPostContent;
  isBlogPostPage: boolean;
  children?: ReactNode;
}) {
  const modules = docusaurusRuntimeOf(root)?.modules;
  const real = [modules?.blogClient?.BlogPostProvider, modules?.internal?.BlogPostProvider].find(
    (p): p is ComponentType<{ content: DzBlogPostContent; isBlogPostPage: boolean; children?: ReactNode }> => typeof p === 'function' && p !== BlogPostProvider,
  );
  const inner = real ? createElement(real, { content, isBlogPostPage }, children) : children;
  return createElement(BlogPostProvider, { content, isBlogPostPage }, inner);
}

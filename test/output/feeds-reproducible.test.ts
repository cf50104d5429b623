import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blogFeeds } from '../../src/output/feeds.js';
import type { SiteConfig } from '../../src/config/types.js';

const config = {
  title: 'Site',
  url: 'https://site.example',
  baseUrl: '/',
  i18n: { defaultLocale: 'es', locales: ['es'] },
  blog: { routeBasePath: 'blog', title: 'Blog', description: 'Notas', feeds: ['rss', 'atom'] },
} as unknown as SiteConfig;

test('a blog without posts gets the same feeds on every build', async () => {
  const first = blogFeeds(
    config,
    [],
    () => '',
    () => '',
  );
  await new Promise((r) => setTimeout(r, 1100)); // the feeds' dates have one-second resolution
  const second = blogFeeds(
    config,
    [],
    () => '',
    () => '',
  );
  assert.equal(first.length, 2);
  assert.deepEqual(second, first);
});

import { createRequire } from 'node:module';
import path from 'node:path';
import type { renderToStaticMarkup as ToStaticMarkup, renderToString as ToString } from 'react-dom/server';

/**
 * React's string renderers, from the one file that holds them. `react-dom/server` also loads the streaming renderer
 * (≈300 KB more to compile in every build) for exports fe-docs never calls. The same file `react-dom/server` itself
 * requires, so a site importing `react-dom/server` shares this instance.
 */
const require = createRequire(import.meta.url);
const dir = path.dirname(require.resolve('react-dom/package.json'));
const legacy = require(path.join(dir, 'cjs', `react-dom-server-legacy.node.${process.env.NODE_ENV === 'production' ? 'production' : 'development'}.js`)) as {
  renderToString: typeof ToString;
  renderToStaticMarkup: typeof ToStaticMarkup;
};

export const renderToString: typeof ToString = legacy.renderToString;
export const renderToStaticMarkup: typeof ToStaticMarkup = legacy.renderToStaticMarkup;

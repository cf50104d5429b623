/**
 * An imported partial (`import Note from './_note.mdx'`, `<Note />`) renders with its page's MDX components, as under
 * MDX's provider in Docusaurus: a site's CodeBlock renders the partial's fenced code too (`pre`/`code`), and its
 * MDXComponents apply there. Components given to the partial as props still win.
 */
const PAGE_COMPONENTS = Symbol.for('fe-docs.mdx-page-components');

/** The compiled JavaScript of a partial, its default export reading the components of the page being rendered. */
export function withPageComponents(js: string): string {
  const own = js.replace('export default function MDXContent(', 'function MDXContentOwn(');
  if (own === js) return js;
  return (
    own +
    `\nexport default function MDXContent(props = {}) {\n  const c = globalThis[Symbol.for('fe-docs.mdx-page-components')];\n` +
    `  return MDXContentOwn(c ? { ...props, components: { ...c, ...props.components } } : props);\n}\n`
  );
}

/** Runs a (synchronous) render of a page with `components`: the ones its partials render with. */
export function renderingWith<T>(components: Record<string, unknown>, render: () => T): T {
  const g = globalThis as Record<symbol, unknown>;
  const before = g[PAGE_COMPONENTS];
  g[PAGE_COMPONENTS] = components;
  try {
    return render();
  } finally {
    g[PAGE_COMPONENTS] = before;
  }
}

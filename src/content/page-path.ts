/**
 * `index.md` → its folder with a trailing slash (`about/`), `x.md` → `x` (Docusaurus page routing), for every
 * extension of a page: `.md`, `.mdx`, `.js`, `.jsx`, `.ts`, `.tsx`.
 */
export function pagePathOf(file: string): string {
  const noExt = file.replace(/\.(mdx?|[jt]sx?)$/, '');
  if (noExt === 'index') return '';
  if (noExt.endsWith('/index')) return noExt.slice(0, -'index'.length);
  return noExt;
}

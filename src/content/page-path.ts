/** `index.md` (or .mdx, .js, .jsx, .ts, .tsx) → its folder with a trailing slash (`about/`), `x.md` → `x` (Docusaurus page routing). */
export function pagePathOf(file: string): string {
  const noExt = file.replace(/\.(mdx?|[jt]sx?)$/, '');
  if (noExt === 'index') return '';
  if (noExt.endsWith('/index')) return noExt.slice(0, -'index'.length);
  return noExt;
}

/**
 * Docusaurus' `DefaultNumberPrefixParser`: `01-intro` → {name: 'intro', order: 1}. A name starting like a date or a
 * version (`2021-11-notes`, `7.0-changes`, `3-0`: digits, a separator, digits) keeps its name, as there.
 */
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const IGNORED_PREFIX = /^\d+[-_.]\d+/;

export function stripNumberPrefix(segment: string): { name: string; order?: number } {
  if (IGNORED_PREFIX.test(segment)) return { name: segment };
  const m = PREFIX.exec(segment);
  return m ? { name: m[2], order: Number(m[1]) } : { name: segment };
}

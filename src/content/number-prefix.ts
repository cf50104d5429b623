/** Docusaurus' rule: `01-intro` → {name: 'intro', order: 1}; `2021-notes` keeps its name (a date is not a prefix). */
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const DATE_LIKE = /^\d{4}[-_.]\d{2}[-_.]\d{2}/;

export function stripNumberPrefix(segment: string): { name: string; order?: number } {
  if (DATE_LIKE.test(segment)) return { name: segment };
  const m = PREFIX.exec(segment);
  return m ? { name: m[2], order: Number(m[1]) } : { name: segment };
}

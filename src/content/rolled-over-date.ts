import { diagnostic } from '../core/diagnostics.js';
import { PostMetaSchema, validateFrontMatter, type PostMeta } from './frontmatter-schemas.js';
import type { LoadedMarkdown } from './markdown-source.js';

/** js-yaml's YAML 1.1 timestamp (one-digit month, day and hour allowed). */
const TIMESTAMP = /^(\d{4})-(\d\d?)-(\d\d?)(?:(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(\.\d*)?([ \t]*Z)?)?$/;

/**
 * The date a timestamp naming no day (`2017-02-29 11:00:00`) is read as by js-yaml, Docusaurus' front matter parser:
 * `Date.UTC` of its numbers, rolled over (`2017-03-01 11:00:00`); undefined when it is not such a timestamp or names a
 * real day and time.
 */
export function rolledOverDate(value: unknown): string | undefined {
  const m = typeof value === 'string' ? TIMESTAMP.exec(value.trim()) : null;
  if (!m) return undefined;
  const parts = m.slice(1, 7).map((n) => Number(n ?? 0));
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]));
  if (Number.isNaN(date.getTime())) return undefined;
  const read = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  if (read.every((n, i) => n === parts[i])) return undefined;
  const iso = date.toISOString();
  return m[4] === undefined ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}${m[8] ? 'Z' : ''}`;
}

/**
 * A post whose front matter `date` names no day (`2017-02-29`), read as Docusaurus reads it: dated by the rolled-over
 * day (`policies.content.impossibleDate: 'roll-over'`), its front matter validated again with that date, and a warning
 * at the `date` in place of the error. The post as it is when its date is not such a timestamp.
 */
export function withRolledOverDate(r: LoadedMarkdown<PostMeta>, file: string): LoadedMarkdown<PostMeta> {
  const rolled = rolledOverDate(r.data.date);
  const error = r.diagnostics.find((d) => d.code === 'frontmatter-invalid' && d.severity === 'error' && d.message.startsWith('Front matter `date` '));
  if (rolled === undefined || !error) return r;
  const data = { ...r.data, date: rolled };
  const again = validateFrontMatter(PostMetaSchema, data, undefined, file);
  // Another field's error stays as it was reported (and the post's front matter as read then).
  if (again.diagnostics.some((d) => d.severity === 'error')) return r;
  const written = String(r.data.date).trim();
  const warning = diagnostic(
    'frontmatter-invalid',
    `Front matter \`date\` \`${written}\` names no day: it is read as ${rolled}, rolled over as Docusaurus reads it (JavaScript's Date).`,
    { position: error.position, severity: 'warning', hint: `Write the date meant, such as \`${rolled}\`.` },
  );
  return { ...r, meta: again.meta, diagnostics: r.diagnostics.map((d) => (d === error ? warning : d)) };
}

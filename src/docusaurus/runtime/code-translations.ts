import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A Docusaurus site's `i18n/<locale>/code.json` (what `docusaurus write-translations` makes and the translators fill):
 * the messages `translate()` and `<Translate>` give by id in that locale, as Docusaurus' `@generated/codeTranslations`.
 * One locale is built at a time (its content, then its pages), so the one being built is set here when its load starts
 * and again when its pages render, by the adapter session of the site whose code runs (docusaurus/session.ts);
 * the site's compiled modules reach it through client-api.tsx.
 */
let current: Record<string, string> = {};
const byFile = new Map<string, Record<string, string>>();

/** The messages of `i18n/<locale>/code.json` by id (a message that is not a string is left out); {} when none. */
export function readCodeTranslations(root: string, locale: string): Record<string, string> {
  const file = path.join(root, 'i18n', locale, 'code.json');
  // Keyed by modification time too: `fe-docs dev` sees an edited file.
  const key = `${file}\0${statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 'none'}`;
  let messages = byFile.get(key);
  if (messages) return messages;
  messages = {};
  if (!key.endsWith('\0none')) {
    try {
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message?: unknown } | undefined>;
      for (const [id, entry] of Object.entries(json ?? {})) if (typeof entry?.message === 'string') messages[id] = entry.message;
    } catch {
      // A broken file translates nothing: the messages written in the code are shown, as Docusaurus falls back to them.
    }
  }
  byFile.set(key, messages);
  return messages;
}

/** Make the locale at `root` the one `translate()` answers for (a Docusaurus site's load and page render). */
export function selectCodeTranslations(root: string, locale: string): void {
  current = readCodeTranslations(root, locale);
}

/** No messages: a site read from its site.config.yaml has no code.json of Docusaurus' (and no other site's apply). */
export function clearCodeTranslations(): void {
  current = {};
}

/** The message of `id` in the locale being built, if the site translated it. */
export const codeTranslation = (id: string | undefined): string | undefined => (id !== undefined && Object.hasOwn(current, id) ? current[id] : undefined);

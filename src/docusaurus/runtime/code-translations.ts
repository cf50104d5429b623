import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A Docusaurus site's `i18n/<locale>/code.json` (what `docusaurus write-translations` makes and the translators fill):
 * the messages `translate()` and `<Translate>` give by id in that locale, as Docusaurus' `@generated/codeTranslations`.
 * One locale of a site is built at a time (its content, then its pages): the adapter session of the site keeps that
 * locale's messages (docusaurus/session.ts, set when its load starts and again when its pages render), and the site's
 * compiled modules reach them through the bridge by the site's root (site-bridge.ts, client-api.tsx).
 */
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

/** The message of `id` among `messages` (a site's, in the locale being built), if the site translated it. */
export const codeTranslationIn = (messages: Readonly<Record<string, string>>, id: string | undefined): string | undefined =>
  id !== undefined && Object.hasOwn(messages, id) ? messages[id] : undefined;

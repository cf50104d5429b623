import type { UiStrings } from '../../i18n/ui-strings.js';

/** A titled code block with the same markup (and copy button) as Markdown code blocks. */
export function CodeSample({ title, code, lang, strings }: { title: string; code: string; lang: string; strings: UiStrings }) {
  return (
    <div className="code-block api-code" data-lang={lang}>
      <div className="code-title">{title}</div>
      <pre>
        <code>{code}</code>
      </pre>
      <button type="button" className="copy-code" aria-label={strings.copyCode} data-copied={strings.copied}>
        {strings.copyCode}
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { ADMONITION_KIND, admonitionDefaultTitle } from '../../markdown/directives.js';
import { useMdxRender } from './mdx-render-context.js';

/** Docusaurus's `@theme/Admonition` (`type`, `title`), with the markup of a `:::note` directive. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const { strings } = useMdxRender('Admonition');
  const kind = ADMONITION_KIND[type] ?? 'note';
  const fallback = admonitionDefaultTitle(type, strings);
  const label = title ?? fallback;
  return (
    <div role="note" className={`admonition admonition-${kind}`} aria-label={typeof label === 'string' ? label : fallback}>
      <p className="admonition-title">{label}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { ADMONITION_KIND, admonitionDefaultTitle, admonitionMarkup } from '../../markdown/directives.js';
import { useMdxRender } from './mdx-render-context.js';

/** Docusaurus's `@theme/Admonition` (`type`, `title`), with the markup of a `:::note` directive. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const { strings } = useMdxRender('Admonition');
  const kind = ADMONITION_KIND[type] ?? 'note';
  const fallback = admonitionDefaultTitle(type, strings);
  const label = title ?? fallback;
  const markup = admonitionMarkup(kind, strings.admonitionMarkup);
  const Title = markup.titleTag;
  return (
    <div role="note" className={markup.root.join(' ')} aria-label={typeof label === 'string' ? label : fallback}>
      <Title className={markup.title}>{label}</Title>
      <div className={markup.content}>{children}</div>
    </div>
  );
}

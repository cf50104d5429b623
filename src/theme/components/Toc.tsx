import { useSite, type PageData } from '../context.js';

/** Table of contents of h2–h3 (configurable, filtered in render/page-data.ts); the client highlights the heading in view. */
export function Toc({ toc }: { toc: NonNullable<PageData['toc']> }) {
  const { strings, config } = useSite();
  const markup = config.policies.chrome.tocEntries === 'markup';
  const { headings: items, min } = toc;
  if (!items.length) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">
        {strings.toc}
      </h2>
      <ul>
        {items.map((h) => (
          <li key={h.id} className={`toc-depth-${h.depth - min}`}>
            {markup && h.html !== undefined ? (
              // Built from the heading's escaped text and a few inline elements (markdown/heading-markup.ts).
              <a href={`#${h.id}`} className="toc-link" dangerouslySetInnerHTML={{ __html: h.html }} />
            ) : (
              <a href={`#${h.id}`} className="toc-link">
                {h.text}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { Heading } from '../../markdown/types.js';
import { useSite } from '../context.js';

/** Table of contents of h2–h3 (configurable); the client highlights the heading in view. */
export function Toc({ headings, min, max }: { headings: Heading[]; min: number; max: number }) {
  const { strings } = useSite();
  const items = headings.filter((h) => h.depth >= min && h.depth <= max);
  if (!items.length) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">
        {strings.toc}
      </h2>
      <ul>
        {items.map((h) => (
          <li key={h.id} className={`toc-depth-${h.depth - min}`}>
            <a href={`#${h.id}`} className="toc-link">
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

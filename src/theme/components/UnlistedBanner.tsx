import { usePage } from '../context.js';

/** The note above a page with `unlisted: true`, as Docusaurus shows it (a caution admonition). */
export function UnlistedBanner() {
  const { unlisted } = usePage();
  if (!unlisted) return null;
  return (
    <div className="admonition admonition-warning theme-unlisted-banner" role="note" aria-label={unlisted.title}>
      <p className="admonition-title">{unlisted.title}</p>
      <div className="admonition-content">
        <p>{unlisted.message}</p>
      </div>
    </div>
  );
}

import { admonitionMarkup } from '../../markdown/directives.js';
import { usePage, useSite } from '../context.js';

/** The note above a page with `unlisted: true`, as Docusaurus shows it (a caution admonition). */
export function UnlistedBanner() {
  const { unlisted } = usePage();
  const format = useSite().config.policies.content.admonitionMarkup;
  // theme-classic's banner is a caution admonition (a warning's colours); fe-docs' own, a warning.
  const markup = admonitionMarkup(format === 'theme-classic' ? 'caution' : 'warning', format);
  if (!unlisted) return null;
  const Title = markup.titleTag;
  return (
    <div className={[...markup.root, 'theme-unlisted-banner'].join(' ')} role="note" aria-label={unlisted.title}>
      <Title className={markup.title}>{unlisted.title}</Title>
      <div className={markup.content}>
        <p>{unlisted.message}</p>
      </div>
    </div>
  );
}

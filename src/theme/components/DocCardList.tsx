import type { DocCard } from '../../routes/types.js';
import { useSite } from '../context.js';
import { format } from '../../i18n/strings.js';
import { Link } from './Link.js';

/** The cards of a generated category page: each item's title, and its description or how many items it holds. */
export function DocCardList({ cards }: { cards: DocCard[] }) {
  const { strings, config } = useSite();
  const countText = (n: number) => (n === 1 ? strings.categoryOneItem : format(strings.categoryItems, { count: n }));
  if (config.policies.chrome.docCards === 'theme-classic') {
    return (
      <section className="row doc-card-list">
        {cards.map((card) => (
          <ClassicDocCard
            key={card.href + card.label}
            href={card.href}
            label={card.label}
            icon={card.itemCount !== undefined ? '🗃️' : card.external ? '🔗' : '📄️'}
            text={card.description ?? (card.itemCount !== undefined ? countText(card.itemCount) : undefined)}
            className={card.className}
          />
        ))}
      </section>
    );
  }
  return (
    <ul className="doc-card-list">
      {cards.map((card) => (
        <li key={card.href + card.label} className="doc-card">
          <Link href={card.href} className={withClass('doc-card-link', card.className)}>
            <span className="doc-card-title">{card.label}</span>
            {card.description !== undefined ? (
              <span className="doc-card-text">{card.description}</span>
            ) : card.itemCount !== undefined ? (
              <span className="doc-card-text">{countText(card.itemCount)}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * theme-classic's DocCard: an `h2` title after the item's icon (🗃️ a category, 📄️ a doc, 🔗 an external link) and a
 * one-line description, in Infima's card and grid classes; fe-docs' card classes too, which its stylesheet styles.
 */
export function ClassicDocCard({ href, label, icon, text, className }: { href: string; label: string; icon: string; text?: string; className?: string }) {
  return (
    <article className="col col--6 margin-bottom--lg doc-card">
      <Link href={href} className={withClass('card padding--lg cardContainer doc-card-link', className)}>
        <h2 className="text--truncate cardTitle doc-card-title" title={label}>
          {icon} {label}
        </h2>
        {text !== undefined && (
          <p className="text--truncate cardDescription doc-card-text" title={text}>
            {text}
          </p>
        )}
      </Link>
    </article>
  );
}

/** The card's own classes, then the sidebar item's `className` (theme-classic's DocCard: on the card's link). */
export const withClass = (base: string, className: string | undefined) => (className ? `${base} ${className}` : base);

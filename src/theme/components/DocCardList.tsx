import type { DocCard } from '../../routes/types.js';
import { useSite } from '../context.js';
import { format } from '../../i18n/strings.js';
import { Link } from './Link.js';

/** The cards of a generated category page: each item's title, and its description or how many items it holds. */
export function DocCardList({ cards }: { cards: DocCard[] }) {
  const { strings } = useSite();
  return (
    <ul className="doc-card-list">
      {cards.map((card) => (
        <li key={card.href + card.label} className="doc-card">
          <Link href={card.href} className="doc-card-link">
            <span className="doc-card-title">{card.label}</span>
            {card.description !== undefined ? (
              <span className="doc-card-text">{card.description}</span>
            ) : card.itemCount !== undefined ? (
              <span className="doc-card-text">{card.itemCount === 1 ? strings.categoryOneItem : format(strings.categoryItems, { count: card.itemCount })}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

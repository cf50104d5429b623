import type selectorParser from 'postcss-selector-parser';

/**
 * Infima's class names that fe-docs' own markup and client code put on elements (theme/components, theme/layouts,
 * docusaurus/runtime, client/, docusaurus/client/): only an Infima selector whose subject can carry them all can reach
 * fe-docs' chrome, so only those get the chrome guard (site-code/infima.ts). The guard is long (≈ 500 characters), and
 * most of Infima's ≈ 1,000 selectors name a class fe-docs never renders (`.hero__title`, `.col--4`, `.alert--info`):
 * left unguarded they are as they are in Docusaurus. test/docusaurus/infima-guard.test.ts keeps this list complete.
 */
export const CHROME_INFIMA_CLASSES: ReadonlySet<string> = new Set([
  'alert',
  'alert--info',
  'avatar',
  'badge',
  'breadcrumbs',
  'button',
  'card',
  'clean-btn',
  'close',
  'col',
  'col--6',
  'container',
  'dropdown',
  'dropdown__menu',
  'footer',
  'footer--dark',
  'footer__copyright',
  'footer__item',
  'footer__link-item',
  'footer__title',
  'hero',
  'markdown',
  'menu',
  'menu__caret',
  'menu__link',
  'menu__link--active',
  'menu__link--sublist',
  'menu__link--sublist-caret',
  'menu__list',
  'menu__list-item',
  'menu__list-item--collapsed',
  'menu__list-item-collapsible',
  'navbar',
  'navbar--dark',
  'navbar-sidebar',
  'navbar-sidebar--show',
  'navbar-sidebar__back',
  'navbar-sidebar__backdrop',
  'navbar-sidebar__brand',
  'navbar-sidebar__close',
  'navbar-sidebar__item',
  'navbar-sidebar__items',
  'navbar-sidebar__items--show-secondary',
  'navbar__brand',
  'navbar__inner',
  'navbar__item',
  'navbar__items',
  'navbar__items--right',
  'navbar__link',
  'navbar__link--active',
  'navbar__logo',
  'navbar__title',
  'navbar__toggle',
  'pagination',
  'row',
  'table-of-contents',
  'table-of-contents__link',
  'table-of-contents__link--active',
  'tabs',
  'tabs__item',
  'tabs__item--active',
]);

/**
 * Whether an Infima selector may match an element of fe-docs' chrome: false when its subject (the compound after its
 * last combinator) names a class fe-docs never renders; true otherwise (an element selector, `*`, or only classes of
 * the list). Classes inside `:is()`/`:where()`/`:not()` are not read: such a selector keeps its guard.
 */
export function mayReachChrome(selector: selectorParser.Selector): boolean {
  let subject: selectorParser.Node[] = [];
  for (const node of selector.nodes) {
    if (node.type === 'combinator') subject = [];
    else subject.push(node);
  }
  return !subject.some((n) => n.type === 'class' && !CHROME_INFIMA_CLASSES.has(n.value));
}

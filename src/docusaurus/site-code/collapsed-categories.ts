import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

const COLLAPSED = 'menu__list-item--collapsed';

/**
 * A site's CSS rules on theme-classic's collapsed sidebar category (`.menu__list-item--collapsed …`, react-redux's caret),
 * made to match fe-docs' categories too: fe-docs' sidebar opens and closes a category with a `<details>`, and its item
 * never gets that class. The class becomes `:is(.menu__list-item--collapsed, :where(.menu__list-item:has(> details:not([open]))))`,
 * of the same specificity, so the rule applies to a closed category of either markup and the cascade is unchanged.
 */
export function withFeDocsCollapsedCategories(css: string): string {
  if (!css.includes(COLLAPSED)) return css;
  const either = selectorParser().astSync(`:is(.${COLLAPSED}, :where(.menu__list-item:has(> details:not([open]))))`).first.first;
  const rewrite = selectorParser((selectors) => {
    selectors.walkClasses((c) => {
      // Not inside a pseudo-class's own list (`:not(.menu__list-item--collapsed)`): only where it names the item.
      if (c.value === COLLAPSED && c.parent?.parent?.type === 'root') c.replaceWith(either.clone());
    });
  });
  const ast = postcss.parse(css);
  ast.walkRules((rule) => {
    if (rule.selector.includes(COLLAPSED)) rule.selector = rewrite.processSync(rule.selector);
  });
  return ast.toString();
}

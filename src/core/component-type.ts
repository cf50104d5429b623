import type { ComponentType } from 'react';

/**
 * A value React renders as a component: a function or class, or an exotic component object (`React.memo(…)`,
 * `forwardRef(…)`, `lazy(…)`, tagged by `$$typeof`). theme-classic's Footer, for one, is `export default React.memo(Footer)`.
 */
export function isComponentType(value: unknown): value is ComponentType<any> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol');
}

/** The function a `React.memo(…)` wraps (memo only changes when it renders again, which a static render never asks). */
export function unwrapMemo(value: ComponentType<any>): ComponentType<any> {
  const memo = value as unknown as { $$typeof?: symbol; type?: unknown };
  return memo.$$typeof === Symbol.for('react.memo') && isComponentType(memo.type) ? unwrapMemo(memo.type) : value;
}

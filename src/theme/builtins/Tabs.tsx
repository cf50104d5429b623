import { Children, isValidElement, useContext, useId, type ReactNode } from 'react';
import { MdxRenderContext } from './mdx-render-context.js';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/** Docusaurus's `@theme/TabItem`: its content; `<Tabs>` reads its props to build the tab list. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** The query-string key a `queryString` prop names: `true` means the group id. */
function queryKey(queryString: string | boolean | undefined, groupId: string | undefined): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString ? groupId : undefined;
}

/**
 * Docusaurus's `@theme/Tabs` (`groupId`, `defaultValue`, `values`, `queryString`, `lazy`, `className`) with the
 * markup of a `::::tabs` directive plus theme-classic's class names (`tabs-container`, `tabs__item`,
 * `tabs__item--active`), so client/tabs.ts makes it work, sites' CSS still applies and the page ships no React.
 * Every panel is rendered (`lazy` is accepted): without React in the browser, a panel not in the HTML could not be
 * shown. Tab items are read by their props, not their type, so an overridden or wrapped TabItem still counts.
 */
export function Tabs({
  groupId,
  defaultValue,
  values,
  queryString,
  className,
  children,
}: {
  groupId?: string;
  defaultValue?: string | null;
  values?: { value: string; label?: string; attributes?: Record<string, unknown> }[];
  queryString?: string | boolean;
  lazy?: boolean;
  block?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const mdx = useContext(MdxRenderContext);
  const reactId = useId();
  const items = Children.toArray(children).filter(
    (c): c is React.ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  // In MDX, ids continue the page's `::::tabs` numbering; in a React page, React's own ids.
  const base = mdx ? `tabs-${mdx.nextTabsId()}` : `tabs-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const labelOf = (p: TabItemProps) => values?.find((v) => v.value === p.value)?.label ?? p.label ?? p.value;
  const chosen = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? items[0]?.props.value;
  const selected = Math.max(
    0,
    items.findIndex((c) => c.props.value === chosen),
  );
  return (
    <div className={['tabs', 'tabs-container', className].filter(Boolean).join(' ')} data-group={groupId} data-query-key={queryKey(queryString, groupId)}>
      <div role="tablist" className="tab-list">
        {items.map((c, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === selected ? 'true' : 'false'}
            tabIndex={i === selected ? 0 : -1}
            data-value={c.props.value}
            className={i === selected ? 'tab tabs__item tabs__item--active' : 'tab tabs__item'}
          >
            {labelOf(c.props)}
          </button>
        ))}
      </div>
      {items.map((c, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          className={['tab-panel', c.props.className].filter(Boolean).join(' ')}
          hidden={i !== selected}
          tabIndex={0}
        >
          {c}
        </div>
      ))}
    </div>
  );
}

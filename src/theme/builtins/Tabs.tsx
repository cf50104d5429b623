import { Children, isValidElement, type ReactNode } from 'react';
import { useMdxRender } from './mdx-render-context.js';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** Docusaurus's `@theme/TabItem`: its content; `<Tabs>` reads its props to build the tab list. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Docusaurus's `@theme/Tabs` (`groupId`, `defaultValue`, `values`) with the markup of a `::::tabs` directive, so
 * client/tabs.ts makes it work and the page ships no React. Tab items are read by their props, not their type, so
 * an overridden or wrapped TabItem still counts.
 */
export function Tabs({
  groupId,
  defaultValue,
  values,
  children,
}: {
  groupId?: string;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  children?: ReactNode;
}) {
  const { nextTabsId } = useMdxRender('Tabs');
  const items = Children.toArray(children).filter(
    (c): c is React.ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const base = `tabs-${nextTabsId()}`;
  const labelOf = (p: TabItemProps) => values?.find((v) => v.value === p.value)?.label ?? p.label ?? p.value;
  const chosen = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? items[0]?.props.value;
  const selected = Math.max(
    0,
    items.findIndex((c) => c.props.value === chosen),
  );
  return (
    <div className="tabs" data-group={groupId}>
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
            className="tab"
          >
            {labelOf(c.props)}
          </button>
        ))}
      </div>
      {items.map((c, i) => (
        <div key={i} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} className="tab-panel" hidden={i !== selected} tabIndex={0}>
          {c}
        </div>
      ))}
    </div>
  );
}

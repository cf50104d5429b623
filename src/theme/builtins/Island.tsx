import { Children, isValidElement, type ReactNode } from 'react';
import { useMdxRender } from './mdx-render-context.js';

/**
 * Stands where MDX content marks a component with `client:load` / `client:visible` (mdx/islands-plugin.ts wraps it):
 * the component is rendered on its own afterwards (mdx/render-islands.ts), so this leaves only a numbered slot.
 */
export function FeIsland({ component, mode, children }: { component: string; mode: string; children?: ReactNode }) {
  const { addIsland } = useMdxRender('FeIsland');
  const child = Children.only(children);
  if (!isValidElement(child)) throw new Error('an island must be one component element');
  return <fe-island-slot data-i={addIsland({ element: child, component, mode })} />;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'fe-island-slot': { 'data-i': number };
      'fe-raw': { 'data-i': number };
    }
  }
}

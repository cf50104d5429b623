import { createContext, createElement, useContext, type ComponentType } from 'react';

import type { ThemeComponents } from '../stages/page.js';

export type { ThemeComponents };

export const ThemeComponentsContext = createContext<ThemeComponents | null>(null);

/** The component layouts render for `name`: the site's override when it has one, else `original`. */
export function useThemeComponent<P>(name: string, original: ComponentType<P>): ComponentType<P> {
  return (useContext(ThemeComponentsContext)?.[name] as ComponentType<P> | undefined) ?? original;
}

/**
 * `original` under its theme name: renders the site's override when there is one. Layouts import components through
 * this, so an override replaces a component everywhere without any layout naming it.
 */
export function themed<P extends object>(name: string, original: ComponentType<P>): ComponentType<P> {
  const C = (props: P) => createElement(useThemeComponent(name, original), props);
  C.displayName = `Themed${name}`;
  return C;
}

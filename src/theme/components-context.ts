import { createContext, useContext, type ComponentType } from 'react';

/** Theme components by name, with the site's overrides (`theme/<Name>.tsx`) in place of the originals. */
export type ThemeComponents = Record<string, ComponentType<any>>;

export const ThemeComponentsContext = createContext<ThemeComponents | null>(null);

/** The component layouts render for `name`: the site's override when it has one, else `original`. */
export function useThemeComponent<P>(name: string, original: ComponentType<P>): ComponentType<P> {
  return (useContext(ThemeComponentsContext)?.[name] as ComponentType<P> | undefined) ?? original;
}

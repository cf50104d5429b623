/** theme-common's `parseClassNameLanguage`: the `x` of the first `language-x` class of a code block's class name. */
export function classNameLanguage(className: string | undefined): string | undefined {
  return (
    className
      ?.split(/\s+/)
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length) || undefined
  );
}

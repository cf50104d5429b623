/** The text of the site `fe-docs init` writes, in one language. */
export interface ScaffoldLanguage {
  /** The site title without `--title`. */
  defaultTitle: string;
  tagline: string;
  logoAlt: string;
  docsLabel: string;
  blogLabel: string;
  blogDescription: string;
  footer: {
    docsTitle: string;
    /** [label, site URL] */
    docs: [string, string][];
    moreTitle: string;
    more: [string, string][];
    copyright: (title: string) => string;
  };
  /** The content files (home page, docs, blog), by path from the site root. */
  files: (site: { title: string; dates: { first: string; second: string } }) => Record<string, string>;
}

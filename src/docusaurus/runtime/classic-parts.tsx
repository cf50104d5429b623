import { useContext, type ComponentProps, type ReactNode } from 'react';
import { IdealImage } from './ideal-image.js';
import { SiteContext } from '../../theme/context.js';
import { CodeBlock } from '../../theme/builtins/CodeBlock.js';
import { en } from '../../i18n/en.js';
import { SkipToContentFallbackId, useThemeConfig } from './theme-common.js';

/**
 * fe-docs' versions of theme-classic parts that swizzled components import (`@theme/SkipToContent`…), for a Docusaurus
 * project whose node_modules has no `@docusaurus/theme-classic` (the installed one is used when present:
 * mdx/site-modules.ts). Docusaurus' markup and class names, so the site's CSS and docusaurus/client/chrome.ts apply;
 * text from fe-docs' UI strings.
 */

function useStrings() {
  return useContext(SiteContext)?.strings ?? en;
}

export function SkipToContent() {
  const strings = useStrings();
  return (
    <div role="region" aria-label={strings.skipToContent}>
      <a className="skip-link skipToContent" href={`#${SkipToContentFallbackId}`}>
        {strings.skipToContent}
      </a>
    </div>
  );
}

export function BackToTopButton() {
  const strings = useStrings();
  return <button aria-label={strings.backToTop} className="clean-btn theme-back-to-top-button backToTopButton" type="button" />;
}

export function IconClose({ width = 21, height = 21, color = 'currentColor', strokeWidth = 1.2, className, ...rest }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 15 15" width={width} height={height} {...rest} aria-hidden="true" className={className}>
      <g stroke={color} strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}

export function AnnouncementBarContent(props: ComponentProps<'div'>) {
  const { announcementBar } = useThemeConfig();
  return (
    <div
      {...props}
      className={['announcementBarContent', props.className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: announcementBar?.content ?? '' }}
    />
  );
}

export function AnnouncementBarCloseButton(props: ComponentProps<'button'>) {
  const strings = useStrings();
  return (
    <button type="button" aria-label={strings.closeAnnouncement} {...props} className={['clean-btn close', props.className].filter(Boolean).join(' ')}>
      <IconClose width={14} height={14} strokeWidth={3.1} />
    </button>
  );
}

/** theme-classic's CodeBlock/Content/String: a code block given as a string, here fe-docs' highlighted CodeBlock. */
export function CodeBlockString({
  children,
  className,
  metastring,
  title,
  language,
  showLineNumbers,
}: {
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean;
}) {
  const lang =
    language ??
    className
      ?.split(' ')
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length);
  return (
    <CodeBlock language={lang} title={typeof title === 'string' ? title : undefined} metastring={metastring} showLineNumbers={showLineNumbers}>
      {children}
    </CodeBlock>
  );
}

/** A component that throws stops the build at its line, so the error page of Docusaurus' ErrorBoundary never shows. */
export function ErrorPageContent({ error }: { error?: Error; tryAgain?: () => void }) {
  return (
    <main className="container">
      <p role="alert">{error?.message}</p>
    </main>
  );
}

/** `@theme/<Part>` → fe-docs' version, when the site's theme-classic is not installed. */
export const CLASSIC_PARTS: Record<string, unknown> = {
  SkipToContent,
  BackToTopButton,
  'Icon/Close': IconClose,
  'AnnouncementBar/Content': AnnouncementBarContent,
  'AnnouncementBar/CloseButton': AnnouncementBarCloseButton,
  'CodeBlock/Content/String': CodeBlockString,
  ErrorPageContent,
  // Not theme-classic's: `@docusaurus/plugin-ideal-image`'s theme component, which fe-docs provides in its place.
  IdealImage,
};

/**
 * Parts fe-docs renders itself even when the site's theme-classic is installed: theme-classic's string code block
 * colours its tokens with inline `style` attributes, which the pages' Content-Security-Policy blocks (the code would
 * show uncoloured), and its copy button needs hydration; fe-docs' CodeBlock highlights with classes and its copy
 * button works without React.
 */
export const FE_DOCS_FIRST = new Set(['CodeBlock/Content/String']);

/**
 * fe-docs slots (theme/registry, docusaurus/runtime/registry.ts) that the site's installed themes fill when they have
 * the component: site code and MDX that import `@theme/DocCardList` or `@theme/DocCard` get theme-classic's own (its
 * markup changed with its version: 3.10's card title is an icon and a title element), unless the site overrides it in
 * `src/theme`. Without an installed theme, fe-docs' light versions answer.
 */
export const INSTALLED_FIRST = new Set(['DocCard', 'DocCardList']);

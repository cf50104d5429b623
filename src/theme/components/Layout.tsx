import type { ReactNode } from 'react';
import { usePage, useSite } from '../context.js';
import { format } from '../../i18n/strings.js';
import { jsonForScript } from '../../core/json-for-script.js';
import { AnnouncementBar as OriginalAnnouncementBar } from './AnnouncementBar.js';
import { Navbar as OriginalNavbar } from './Navbar.js';
import { themed } from '../components-context.js';

const AnnouncementBar = themed('AnnouncementBar', OriginalAnnouncementBar);
const Navbar = themed('Navbar', OriginalNavbar);

/**
 * Every page: skip link first in tab order, announcement bar, navbar, main, footer. `.page` is the region the
 * client swaps on a client-side navigation; its data attributes tell the client which docs version is shown. The
 * site's format may want an element around it (`hooks.pageWrapper`: a Docusaurus site's `main-wrapper`), which
 * also takes the page's own `wrapperClassName` (a site's React page calling `<Layout wrapperClassName>`).
 */
export function Layout({ children, className, wrapperClassName }: { children: ReactNode; className?: string; wrapperClassName?: string }) {
  const site = useSite();
  const page = usePage();
  const region = (
    <div className={'page' + (className ? ` ${className}` : '')} data-docs-area={page.docsArea} data-docs-version={page.docsVersion}>
      {children}
    </div>
  );
  const wrapper = site.hooks.pageWrapper;
  return (
    <>
      <a className="skip-link" href="#main">
        {site.strings.skipToContent}
      </a>
      <BaseUrlIssueBanner />
      <AnnouncementBar />
      <Navbar />
      {wrapper ? (
        <div id={wrapper.id} className={wrapper.className + (wrapperClassName ? ` ${wrapperClassName}` : '')}>
          {region}
        </div>
      ) : (
        region
      )}
      <div className="footer-slot" dangerouslySetInnerHTML={{ __html: site.footerHtml }} />
      <ClientMessages />
    </>
  );
}

/**
 * Markup the client clones when a page fails to load or crashes, so every UI string stays in the locale file and
 * the script carries none. A <template> is inert: not rendered, not read out, not indexed.
 */
function ClientMessages() {
  const { strings } = useSite();
  return (
    <template id="fe-docs-messages">
      <div className="page-error" role="alert" data-error="load-failed">
        <p className="page-error-title">{strings.loadFailed}</p>
        <button type="button" className="button button-primary page-error-retry">
          {strings.retry}
        </button>
      </div>
      <div className="page-error" role="alert" data-error="crashed">
        <p className="page-error-title">{strings.pageCrashed}</p>
        <pre className="page-error-message" />
        <button type="button" className="button button-primary page-error-retry">
          {strings.tryAgain}
        </button>
      </div>
    </template>
  );
}

/** The config file's own name (site.config.yaml, docusaurus.config.ts…), the one the reader has to edit. */
function fileName(file: string): string {
  return file.split(/[\\/]/).pop() || file;
}

/**
 * When the site is served outside its configured baseUrl, every asset URL is wrong, so neither the stylesheet nor
 * the client script loads: the banner therefore carries its own styles and a one-line inline script. With the base
 * `/` every path matches, so nothing is rendered.
 */
function BaseUrlIssueBanner() {
  const { config, strings } = useSite();
  if (config.baseUrl === '/') return null;
  const script = `if(location.protocol!=="file:"&&!location.pathname.startsWith(${jsonForScript(config.baseUrl)}))document.getElementById("base-url-issue").hidden=false`;
  return (
    <>
      <div
        id="base-url-issue"
        role="alert"
        hidden
        style={{ padding: '1rem', background: '#fff3cd', color: '#3d2c00', border: '2px solid #a16207', font: '16px/1.5 system-ui, sans-serif' }}
      >
        {format(strings.baseUrlIssue, { baseUrl: config.baseUrl, configFile: fileName(config.configFile) })}
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}

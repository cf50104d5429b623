import type { ReactNode } from 'react';
import { useSite } from '../context.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Navbar } from './Navbar.js';

/** Every page: skip link first in tab order, announcement bar, navbar, main, footer. */
export function Layout({ children, className }: { children: ReactNode; className?: string }) {
  const site = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {site.strings.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className={'page' + (className ? ` ${className}` : '')}>{children}</div>
      <div className="footer-slot" dangerouslySetInnerHTML={{ __html: site.footerHtml }} />
    </>
  );
}

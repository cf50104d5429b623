import type { SiteConfig } from '../../config/types.js';
import { resolveFooter } from '../../routes/navbar.js';
import { Link } from './Link.js';
import { ThemedLogo } from './ThemedLogo.js';
import { useSite } from '../context.js';

/** Site footer; identical on every page, so it is rendered once per build. */
export function Footer() {
  const { config, url } = useSite();
  const f = config.footer;
  if (!f) return null;
  const columns = resolveFooter(config);
  // theme-classic's class names beside fe-docs' own (a Docusaurus site's Infima variables and custom.css read them).
  const infima = config.policies.chrome.infimaClasses;
  const also = (names: string) => (infima ? ` ${names}` : '');
  return (
    <footer className={`footer footer-${f.style}${infima && f.style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="footer-inner">
        {columns.length > 0 && (
          <div className="footer-columns">
            {columns.map((c, i) => (
              <div className="footer-column" key={i}>
                {c.title && <h2 className={`footer-title${also('footer__title')}`}>{c.title}</h2>}
                <ul>
                  {c.items.map((it, j) =>
                    it.type === 'html' ? (
                      // Docusaurus' footer `html` item: the configured HTML, as it is written.
                      <li key={j} className={'footer-html' + (it.className ? ` ${it.className}` : '')} dangerouslySetInnerHTML={{ __html: it.html }} />
                    ) : (
                      <li key={j} className={infima ? 'footer__item' : undefined}>
                        <Link
                          href={it.external ? it.href : '/' + it.href.replace(/^\//, '')}
                          className={infima ? 'footer__link-item' : undefined}
                          ariaLabel={it.ariaLabel}
                          target={it.target}
                          rel={it.rel}
                        >
                          {it.label}
                        </Link>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        )}
        {f.logo && (
          <div className="footer-logo">
            <ThemedLogo
              src={url('/' + f.logo.src.replace(/^\//, ''))}
              srcDark={f.logo.srcDark && url('/' + f.logo.srcDark.replace(/^\//, ''))}
              alt={f.logo.alt}
              width={f.logo.width ?? 48}
              height={f.logo.height ?? 48}
              loading="lazy"
            />
          </div>
        )}
        {f.copyright && <p className={`footer-copyright${also('footer__copyright')}`}>{copyrightText(config)}</p>}
      </div>
    </footer>
  );
}

function copyrightText(config: SiteConfig): string {
  return (config.footer?.copyright ?? '').replace('{year}', String(new Date().getFullYear()));
}

import { useSite, usePage, type DropdownLink } from '../context.js';
import type { NavItem } from '../../routes/navbar.js';
import type { PageData } from '../../stages/page.js';
import { normalizeUrl } from '../../routes/permalink.js';
import { Link } from './Link.js';
import { ThemedLogo } from './ThemedLogo.js';
import { CloseIcon, GithubIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon } from './Icons.js';
import { format } from '../../i18n/strings.js';
import { searchStringsAttr } from '../../i18n/search-strings.js';

/** Top navigation bar plus the mobile drawer (primary menu; the client adds the docs sidebar as secondary menu). */
export function Navbar() {
  const site = useSite();
  const { config, strings } = site;
  const logo = config.navbar.logo;
  return (
    <>
      <header
        className={config.navbar.style === 'dark' ? 'navbar navbar--dark' : 'navbar'}
        data-hide-on-scroll={config.navbar.hideOnScroll ? 'true' : undefined}
      >
        <nav className="navbar-inner" aria-label={strings.mainNavigation}>
          <button type="button" className="navbar-toggle icon-button" aria-label={strings.openMenu} aria-expanded="false" aria-controls="nav-drawer">
            <MenuIcon />
          </button>
          {/* Without a title or a logo's alt text the link would have no name: the site's title gives it one. */}
          <a className="navbar-brand" href={site.url('/')} aria-label={config.navbar.title || logo?.alt ? undefined : config.title}>
            {logo && (
              <ThemedLogo
                src={site.url('/' + logo.src.replace(/^\//, ''))}
                srcDark={logo.srcDark && site.url('/' + logo.srcDark.replace(/^\//, ''))}
                alt={logo.alt}
                width={site.logoSize?.width ?? 32}
                height={site.logoSize?.height ?? 32}
              />
            )}
            {config.navbar.title && <span className="navbar-title">{config.navbar.title}</span>}
          </a>
          <ul className="navbar-items navbar-left">
            {site.navbar.left.map((it, i) => (
              <NavbarItem key={i} item={it} />
            ))}
          </ul>
          <ul className="navbar-items navbar-right">
            {site.navbar.right.map((it, i) => (
              <NavbarItem key={i} item={it} />
            ))}
          </ul>
          {site.hasSearch && !site.navbar.right.some((i) => i.type === 'search') && <SearchButton />}
          {!config.theme.colorMode.disableSwitch && (
            <button
              type="button"
              className="theme-toggle icon-button"
              aria-label={format(strings.toggleColorMode, { mode: strings.lightMode })}
              data-label-light={format(strings.toggleColorMode, { mode: strings.lightMode })}
              data-label-dark={format(strings.toggleColorMode, { mode: strings.darkMode })}
            >
              <SunIcon />
              <MoonIcon />
            </button>
          )}
        </nav>
      </header>
      <div id="nav-drawer" className="drawer" role="dialog" aria-modal="true" aria-label={strings.mainNavigation} hidden>
        <div className="drawer-header">
          <a className="navbar-brand" href={site.url('/')}>
            {config.navbar.title ?? config.title}
          </a>
          <button type="button" className="drawer-close icon-button" aria-label={strings.closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer-panels">
          <div className="drawer-primary">
            <ul className="menu">
              {[...site.navbar.left, ...site.navbar.right].map((it, i) => (
                <DrawerItem key={i} item={it} />
              ))}
            </ul>
          </div>
          <nav className="drawer-secondary" aria-label={strings.docsSidebar} hidden>
            <button type="button" className="drawer-back">
              {strings.backToMainMenu}
            </button>
            {/* The client copies the page's docs sidebar here when the drawer opens. */}
          </nav>
        </div>
      </div>
      <div className="drawer-backdrop" hidden />
    </>
  );
}

/**
 * Whether a navbar link is active on the page: under its path (or `activeBasePath`); with theme-classic's rule for
 * `doc` and `docSidebar` items (policy `chrome.navbarDocItems: 'sidebar'`), on its doc and every doc of its sidebar.
 */
function isActive(item: Extract<NavItem, { type: 'link' }>, page: PageData, rule: 'path' | 'sidebar'): boolean {
  if (item.external) return false;
  const docs = item.activeDocs;
  if (rule === 'sidebar' && docs)
    return page.docsArea === docs.area && ((docs.docId !== undefined && page.docId === docs.docId) || (!!docs.sidebar && page.docSidebar === docs.sidebar));
  const url = page.url;
  const base = item.activeBasePath ? normalizeUrl('/' + item.activeBasePath.replace(/^\//, '')) : normalizeUrl(item.href);
  const here = normalizeUrl(url);
  return here === base || (base !== '/' && here.startsWith(base + '/'));
}

function NavbarItem({ item }: { item: NavItem }) {
  const page = usePage();
  const site = useSite();
  if (item.type === 'link') {
    // A Docusaurus site's `className` goes on the link, as theme-classic's NavbarNavLink puts it, and the site's CSS
    // draws the item (`.header-github-link::before`): fe-docs adds no icon of its own there.
    const onLink = site.config.policies.chrome.navbarLinks === 'theme-classic' && item.className ? ` ${item.className}` : '';
    const github = !onLink && item.html === undefined && (!item.label || /github\.com/.test(item.href));
    return (
      <li className={'navbar-item' + (item.className && !onLink ? ` ${item.className}` : '')}>
        <Link
          href={item.href}
          className={(isActive(item, page, site.config.policies.chrome.navbarDocItems) ? 'navbar-link active' : 'navbar-link') + onLink}
          ariaLabel={item.ariaLabel}
          target={item.target}
          rel={item.rel}
          current={normalizeUrl(item.href) === normalizeUrl(page.url)}
          data={site.versionedLinkData.get(item)}
          // theme-classic's NavbarNavLink marks an external link only when it has a label: an icon-only one stays empty.
          noIcon={site.config.policies.chrome.navbarLinks === 'theme-classic' && !item.label}
        >
          {item.html !== undefined ? (
            // Docusaurus' `html` link: its content as the configured HTML.
            <span className="navbar-link-html" dangerouslySetInnerHTML={{ __html: item.html }} />
          ) : github && item.href.includes('github.com') ? (
            <>
              <GithubIcon />
              <span className="navbar-link-label">{item.label}</span>
            </>
          ) : (
            item.label
          )}
        </Link>
      </li>
    );
  }
  // Docusaurus' `html` item: the configured HTML, as it is written.
  if (item.type === 'html')
    return <li className={'navbar-item navbar-html' + (item.className ? ` ${item.className}` : '')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.type === 'dropdown')
    return (
      <Dropdown
        label={item.label}
        items={item.items.filter((i): i is Extract<NavItem, { type: 'link' }> => i.type === 'link').map((i) => ({ label: i.label, href: i.href }))}
      />
    );
  if (item.type === 'search')
    return (
      <li className="navbar-item">
        <SearchButton />
      </li>
    );
  if (item.type === 'localeDropdown') {
    const links = page.localeLinks;
    if (!shownMenu(item, links)) return null;
    return (
      <Dropdown
        label={item.label ?? links.find((l) => l.active)?.label ?? site.strings.languages}
        items={withExtraLinks(item, links)}
        className="locale-dropdown"
        kind="locale"
      />
    );
  }
  if (item.type === 'docsVersionDropdown') {
    const area = item.docsArea ?? page.docsArea ?? site.config.docs[0]?.id;
    const links = (area !== undefined && page.versionLinks[area]) || [];
    if (!shownMenu(item, links)) return null;
    return (
      <Dropdown
        label={item.label ?? links.find((l) => l.active)?.label ?? site.strings.versions}
        items={withExtraLinks(item, links)}
        className="version-dropdown"
        kind="version"
        area={area}
      />
    );
  }
  return null;
}

type MenuExtras = { before?: DropdownLink[]; after?: DropdownLink[] };

/** A locale or version menu shows when it offers a choice: two locales or versions, or one and extra links. */
function shownMenu(item: MenuExtras, links: DropdownLink[]): boolean {
  return links.length >= 2 || (links.length === 1 && Boolean(item.before?.length || item.after?.length));
}

function withExtraLinks(item: MenuExtras, links: DropdownLink[]): DropdownLink[] {
  return [...(item.before ?? []), ...links, ...(item.after ?? [])];
}

/** Opens on click or Enter; the client closes it on an outside click or touch, Escape, or Tab from the last item. */
function Dropdown(props: { label: string; items: DropdownLink[]; className?: string; kind?: 'locale' | 'version'; area?: string }) {
  return (
    <li className={'navbar-item dropdown' + (props.className ? ` ${props.className}` : '')} data-dropdown={props.kind} data-area={props.area}>
      <button type="button" className="navbar-link dropdown-toggle" aria-expanded="false">
        {props.label}
      </button>
      <ul className="dropdown-menu" hidden>
        {props.items.map((l, i) => (
          <li key={i}>
            <DropdownItemLink link={l} className={l.active ? 'dropdown-link active' : 'dropdown-link'} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function DropdownItemLink({ link, className }: { link: DropdownLink; className: string }) {
  const data = link.value ? { 'data-value': link.value } : undefined;
  if (link.withBase)
    return (
      <a href={link.href} className={className} aria-current={link.active ? 'page' : undefined} {...data}>
        {link.label}
      </a>
    );
  return (
    <Link href={link.href} className={className} current={link.active} data={data}>
      {link.label}
    </Link>
  );
}

/** The drawer's primary menu: the navbar's items as one list; dropdowns become headed groups. */
function DrawerItem({ item }: { item: NavItem }) {
  const site = useSite();
  const page = usePage();
  if (item.type === 'link') {
    return (
      <li>
        <Link href={item.href} className="menu-link" ariaLabel={item.ariaLabel} target={item.target} rel={item.rel} data={site.versionedLinkData.get(item)}>
          {item.html !== undefined ? <span className="menu-link-html" dangerouslySetInnerHTML={{ __html: item.html }} /> : item.label || item.ariaLabel}
        </Link>
      </li>
    );
  }
  if (item.type === 'html')
    return <li className={'menu-html' + (item.className ? ` ${item.className}` : '')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  const group = (label: string, links: DropdownLink[], kind?: string, area?: string) => (
    <li className="menu-group" data-dropdown={kind} data-area={area}>
      <span className="menu-heading">{label}</span>
      <ul className="menu">
        {links.map((l, i) => (
          <li key={i}>
            <DropdownItemLink link={l} className={l.active ? 'menu-link active' : 'menu-link'} />
          </li>
        ))}
      </ul>
    </li>
  );
  if (item.type === 'dropdown') {
    return (
      <li>
        <span className="menu-heading">{item.label}</span>
        <ul className="menu">
          {item.items.map((c, i) => (
            <DrawerItem key={i} item={c} />
          ))}
        </ul>
      </li>
    );
  }
  if (item.type === 'localeDropdown') {
    const links = page.localeLinks;
    return shownMenu(item, links) ? group(item.label ?? site.strings.languages, withExtraLinks(item, links), 'locale') : null;
  }
  if (item.type === 'docsVersionDropdown') {
    const area = item.docsArea ?? page.docsArea ?? site.config.docs[0]?.id;
    const links = (area !== undefined && page.versionLinks[area]) || [];
    return shownMenu(item, links) ? group(item.label ?? site.strings.versions, withExtraLinks(item, links), 'version', area) : null;
  }
  return null;
}

function SearchButton() {
  const { strings } = useSite();
  return (
    <button
      type="button"
      className="search-button"
      aria-keyshortcuts="Control+K Meta+K /"
      aria-haspopup="dialog"
      data-search-strings={searchStringsAttr(strings)}
    >
      <SearchIcon />
      <span className="search-button-label">{strings.search}</span>
      {/* The name is the visible label alone (the shortcut is in aria-keyshortcuts). */}
      <kbd className="search-kbd" aria-hidden="true">
        Ctrl K
      </kbd>
    </button>
  );
}

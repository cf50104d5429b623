import { onEachPage } from './page-events';

/**
 * Highlights (`.toc-link.active`) the table-of-contents entry of the section being read: the last heading that has
 * scrolled up to just below the navbar; at the very bottom of the page, the last heading in view.
 */
export function initTocHighlight(): void {
  let links: HTMLAnchorElement[] = [];
  let headings: HTMLElement[] = [];
  let frame = 0;
  const update = () => {
    frame = 0;
    if (!links.length) return;
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    const line = Math.max(navbar, 0) + 24;
    let active = -1;
    headings.forEach((h, i) => {
      if (h.getBoundingClientRect().top <= line) active = i;
    });
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    if (atBottom) headings.forEach((h, i) => h.getBoundingClientRect().top < innerHeight && i > active && (active = i));
    if (active < 0 && headings[0] && headings[0].getBoundingClientRect().top < innerHeight) active = 0;
    links.forEach((l, i) => {
      l.classList.toggle('active', i === active);
      if (i === active) l.setAttribute('aria-current', 'true');
      else l.removeAttribute('aria-current');
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  onEachPage(() => {
    links = [];
    headings = [];
    document.querySelectorAll<HTMLAnchorElement>('.toc a.toc-link[href^="#"]').forEach((a) => {
      let id = a.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        /* keep */
      }
      const h = document.getElementById(id);
      if (h) {
        links.push(a);
        headings.push(h);
      }
    });
    schedule();
  });
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
}

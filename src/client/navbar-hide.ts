import { ANCHOR_EVENT } from './page-events';

/**
 * `navbar.hideOnScroll`: the navbar slides away while the reader scrolls down and comes back on scroll up. It is
 * always shown near the top of the page, after a jump to an anchor, and while it holds the keyboard focus or an
 * open menu.
 */
export function initNavbarHide(): void {
  const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
  if (!navbar) return;
  let lastY = scrollY;
  let jumped = false;
  const show = () => navbar.classList.remove('navbar-hidden');
  const busy = () => navbar.contains(document.activeElement) || !!navbar.querySelector('.dropdown.open') || document.body.classList.contains('scroll-locked');
  const afterJump = () => {
    show();
    lastY = scrollY;
    jumped = true;
  };
  addEventListener(
    'scroll',
    () => {
      const y = scrollY;
      if (jumped) {
        // The scroll that brought the anchor into view is not the reader scrolling down.
        jumped = false;
        lastY = y;
        return show();
      }
      if (y < navbar.offsetHeight) show();
      else if (y > lastY && !busy()) navbar.classList.add('navbar-hidden');
      else if (y < lastY) show();
      lastY = y;
    },
    { passive: true },
  );
  addEventListener('hashchange', afterJump);
  document.addEventListener(ANCHOR_EVENT, afterJump);
  // A click on an in-page link to the hash already in the URL scrolls without a hashchange.
  document.addEventListener('click', (e) => {
    const a = (e.target as Element).closest?.('a[href*="#"]') as HTMLAnchorElement | null;
    if (a && a.pathname === location.pathname && a.hash) afterJump();
  });
  navbar.addEventListener('focusin', show);
}

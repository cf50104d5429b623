/**
 * Navbar dropdowns: open on click or Enter (a <button>, so Enter and Space click it); close on a click or touch
 * outside, on Escape, or on Tab from the last item. Delegated on `document`, so swapped navbars need no re-binding.
 */
export function initDropdowns(): void {
  const toggleOf = (dd: Element) => dd.querySelector<HTMLButtonElement>(':scope > .dropdown-toggle');
  const menuOf = (dd: Element) => dd.querySelector<HTMLElement>(':scope > .dropdown-menu');
  const setOpen = (dd: Element, open: boolean) => {
    dd.classList.toggle('open', open);
    toggleOf(dd)?.setAttribute('aria-expanded', String(open));
    const menu = menuOf(dd);
    if (menu) menu.hidden = !open;
  };
  const closeAll = (except?: Element) => document.querySelectorAll('.dropdown.open').forEach((dd) => dd !== except && setOpen(dd, false));

  document.addEventListener('click', (e) => {
    const toggle = (e.target as Element).closest?.('.dropdown-toggle');
    const dd = toggle?.closest('.dropdown');
    if (!dd) return;
    closeAll(dd);
    setOpen(dd, !dd.classList.contains('open'));
  });
  const outside = (e: Event) => {
    const t = e.target as Element;
    document.querySelectorAll('.dropdown.open').forEach((dd) => !dd.contains(t) && setOpen(dd, false));
  };
  document.addEventListener('mousedown', outside);
  document.addEventListener('touchstart', outside, { passive: true });
  document.addEventListener('keydown', (e) => {
    const dd = (e.target as Element).closest?.('.dropdown.open');
    if (!dd) return;
    if (e.key === 'Escape') {
      setOpen(dd, false);
      toggleOf(dd)?.focus();
    } else if (e.key === 'Tab' && !e.shiftKey) {
      const links = menuOf(dd)?.querySelectorAll('a, button');
      if (links && links.length && e.target === links[links.length - 1]) setOpen(dd, false);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const links = [...(menuOf(dd)?.querySelectorAll<HTMLElement>('a, button') ?? [])];
      if (!links.length) return;
      e.preventDefault();
      const i = links.indexOf(e.target as HTMLElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % links.length : (i <= 0 ? links.length : i) - 1;
      links[next].focus();
    }
  });
  // A followed link closes its menu (the navbar may stay on screen after a client-side navigation).
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.('.dropdown-menu a');
    const dd = link?.closest('.dropdown');
    if (dd) setOpen(dd, false);
  });
}

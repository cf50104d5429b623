/**
 * The load-failed and crashed boxes, cloned from the page's <template id="fe-docs-messages"> (the theme renders
 * their strings), shown in place of the page content with a button that retries.
 */
export function showErrorBox(kind: 'load-failed' | 'crashed', opts: { message?: string; retry: () => void }): void {
  const tpl = document.getElementById('fe-docs-messages') as HTMLTemplateElement | null;
  const box = tpl?.content.querySelector<HTMLElement>(`[data-error="${kind}"]`)?.cloneNode(true) as HTMLElement | undefined;
  if (!box) {
    // A page built without the template (another theme): a full load is the only way on.
    location.reload();
    return;
  }
  const message = box.querySelector('.page-error-message');
  if (message) message.textContent = opts.message ?? '';
  box.querySelector('.page-error-retry')?.addEventListener('click', opts.retry, { once: true });
  const main = document.createElement('main');
  main.id = 'main';
  main.tabIndex = -1;
  main.className = 'page-error-main';
  main.append(box);
  const page = document.querySelector('.page');
  if (page) {
    page.className = 'page';
    page.removeAttribute('data-docs-area');
    page.removeAttribute('data-docs-version');
    page.replaceChildren(main);
  } else document.body.append(main);
  main.focus({ preventScroll: true });
}

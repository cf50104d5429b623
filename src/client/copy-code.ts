/** How long a copy button shows its "copied" label. */
const COPIED_MS = 2000;

/** The copy button of code blocks (`.copy-code`, rendered with its labels by the Markdown renderer). */
export function initCopyCode(): void {
  document.addEventListener('click', async (e) => {
    const button = (e.target as Element).closest?.('.copy-code') as HTMLButtonElement | null;
    const code = button?.closest('.code-block')?.querySelector('pre code, pre');
    if (!button || !code) return;
    const text = (code.textContent ?? '').replace(/\n$/, '');
    if (!(await copy(text))) return;
    const label = button.dataset.label ?? button.textContent ?? '';
    const copied = button.dataset.copied ?? label;
    button.dataset.label = label;
    button.textContent = copied;
    button.setAttribute('aria-label', copied);
    button.classList.add('copied');
    window.setTimeout(() => {
      button.textContent = label;
      button.setAttribute('aria-label', label);
      button.classList.remove('copied');
    }, COPIED_MS);
  });
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (insecure origin, permission refused): the older selection-based copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

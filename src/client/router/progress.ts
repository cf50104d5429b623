/** Spec: a navigation that takes longer than this shows a progress bar. */
export const PROGRESS_DELAY_MS = 200;

/**
 * A thin bar at the top of the window for slow navigations. Purely visual (assistive technology hears the new
 * page's title from the route announcer instead).
 */
export function createProgress(): { start(): void; done(): void } {
  let timer: number | undefined;
  let bar: HTMLElement | undefined;
  return {
    start() {
      this.done();
      timer = window.setTimeout(() => {
        bar = document.createElement('div');
        bar.className = 'nav-progress';
        bar.setAttribute('aria-hidden', 'true');
        document.body.append(bar);
        // Next frame, so the width transition runs from 0.
        requestAnimationFrame(() => bar?.classList.add('nav-progress-running'));
      }, PROGRESS_DELAY_MS);
    },
    done() {
      window.clearTimeout(timer);
      bar?.remove();
      bar = undefined;
    },
  };
}

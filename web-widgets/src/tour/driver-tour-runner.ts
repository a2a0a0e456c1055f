import type { Driver, driver as createDriver } from 'driver.js';
import type { i18n as I18n } from 'i18next';
import type { TourRunner } from './tour.store';
import type { TourStep } from './tour-steps';
import './GuidedTour.css';

/** driver.js puts titles and texts in with innerHTML; translations are text, never markup. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * driver.js marks the highlighted element as a popup button (aria-haspopup, -expanded,
 * -controls). Our targets are containers and headings, where those attributes are not allowed.
 */
const unmarkAsPopupButton = (element: Element | undefined) => {
  for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element?.removeAttribute(name);
};

/**
 * The guided tour on the page, with driver.js. The popover gets the `nd-root` class so the
 * theme's --nd-* tokens reach it although driver.js appends it to the body.
 */
export class DriverTourRunner implements TourRunner {
  private current: Driver | null = null;
  private generation = 0;

  constructor(
    private readonly i18n: Pick<I18n, 'loadNamespaces' | 'getFixedT'>,
    private readonly root: Pick<Document, 'querySelector'> = document,
  ) {}

  run(steps: TourStep[], onEnd: () => void): void {
    this.stop();
    const generation = ++this.generation;
    // The tour's texts and driver.js load with the first tour, so no page carries them before
    // (ADR 0016); a stop() meanwhile wins.
    void Promise.all([import('driver.js'), this.i18n.loadNamespaces('tour')]).then(([{ driver }]) => {
      if (generation === this.generation) this.drive(driver, steps, onEnd);
    });
  }

  stop(): void {
    this.generation += 1;
    const current = this.current;
    this.current = null;
    // destroy() from here skips onDestroyStarted: not the user's doing, so no onEnd.
    current?.destroy();
  }

  private drive(driver: typeof createDriver, steps: TourStep[], onEnd: () => void): void {
    const t = this.i18n.getFixedT(null, 'tour');
    // A step whose element this page does not have (an admin-only link, say) is left out.
    const present = steps.filter((step) => !step.element || this.root.querySelector(step.element));
    if (present.length === 0) return;
    const instance: Driver = driver({
      steps: present.map((step) => ({
        ...(step.element ? { element: step.element } : {}),
        popover: { title: escapeHtml(t(step.titleKey)), description: escapeHtml(t(step.bodyKey)) },
      })),
      popoverClass: 'nd-root nd-tour',
      showProgress: present.length > 1,
      // driver.js fills in {{current}} and {{total}} itself.
      progressText: escapeHtml(t('progress', { current: '{{current}}', total: '{{total}}' })),
      nextBtnText: escapeHtml(t('next')),
      prevBtnText: escapeHtml(t('previous')),
      doneBtnText: escapeHtml(t('done')),
      // Near-black in both themes: dims a light page and a dark one alike (--nd-color-overlay's hue).
      overlayColor: 'rgb(6, 9, 13)',
      overlayOpacity: 0.45,
      stagePadding: 6,
      stageRadius: 8,
      // Moving the highlight is motion: not for readers who asked for less. (driver.js also ignores
      // arrow keys while a highlight moves, which reduced motion avoids.)
      animate: !prefersReducedMotion(),
      smoothScroll: !prefersReducedMotion(),
      allowKeyboardControl: true,
      onHighlighted: (element) => unmarkAsPopupButton(element ?? document.getElementById('driver-dummy-element') ?? undefined),
      onPopoverRender: (popover, { state }) => {
        unmarkAsPopupButton(state.activeElement ?? document.getElementById('driver-dummy-element') ?? undefined);
        // The popover sits on the body, outside the shell's root: it takes the reader's light/dark choice along.
        const chosenTheme = this.root.querySelector('.nd-root[data-nd-theme]')?.getAttribute('data-nd-theme');
        if (chosenTheme) popover.wrapper.setAttribute('data-nd-theme', chosenTheme);
        else popover.wrapper.removeAttribute('data-nd-theme');
        popover.closeButton.setAttribute('aria-label', t('skip'));
        popover.closeButton.title = t('skip');
      },
      // Done, ×, Escape or a click on the overlay: the user ended the tour. (onDestroyed would
      // miss an end during the first step's animation, when driver.js has no active step yet.)
      onDestroyStarted: () => {
        if (this.current === instance) this.current = null;
        instance.destroy();
        onEnd();
      },
    });
    this.current = instance;
    instance.drive();
  }
}

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What makes a screen scroll sideways, as the phone-layout test reports it. */
export interface Overflow {
  screen?: string;
  scrollWidth: number;
  innerWidth: number;
  /** The outermost visible elements whose right edge passes the viewport, outside any scroller. */
  offenders: string[];
}

/**
 * Runs in the page (page.evaluate): the document's width against the window's, and every visible
 * element that reaches past the right edge without a horizontal scroll container (a table's
 * wrapper, the administration tabs) around it, named by tag, classes and text (ADR 0018).
 */
export const horizontalOverflow = (): Overflow => {
  const viewport = document.documentElement.clientWidth;
  const scrollsSideways = (element: Element): boolean => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
    return false;
  };
  const passing = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= viewport + 1) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (scrollsSideways(element)) continue;
    passing.add(element);
  }
  const name = (element: Element): string => {
    const box = element.getBoundingClientRect();
    const classes = [...element.classList].map((c) => `.${c}`).join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes} "${text}" (right edge ${Math.round(box.right)} px)`;
  };
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    offenders: [...passing].filter((element) => !element.parentElement || !passing.has(element.parentElement)).map(name),
  };
};

/** The shadow root a standalone widget renders into, and how to take it away again. */
export interface IsolatedRoot {
  /** The element React renders into, inside the shadow root. */
  mountPoint: HTMLElement;
  /** Removes everything this root added to the host's element. */
  remove(): void;
}

/**
 * Styles stay isolated both ways behind an open shadow root: the host page's selectors cannot
 * match inside it and the widget's cannot match outside. The shadow host is a new child, so the
 * host's own element keeps its children and can be mounted into again after an unmount.
 * `all: initial` stops inherited host styles (color, font, letter-spacing…) at the boundary;
 * the widget root sets its own font and colour from the --nd-* tokens.
 */
export const attachIsolatedRoot = (element: Element, styles: string): IsolatedRoot => {
  const doc = element.ownerDocument;
  const host = doc.createElement('div');
  host.dataset['newsdeskWidget'] = '';
  const shadow = host.attachShadow({ mode: 'open' });
  const css = `:host { all: initial; display: block; }\n${styles}`;
  adoptStyles(shadow, css);
  const mountPoint = doc.createElement('div');
  shadow.append(mountPoint);
  element.append(host);
  return { mountPoint, remove: () => host.remove() };
};

/**
 * A constructed stylesheet is not an inline <style>, so a host page whose Content-Security-Policy
 * forbids inline styles still shows the widget styled; older browsers get a <style> element.
 */
const adoptStyles = (shadow: ShadowRoot, css: string): void => {
  const view = shadow.ownerDocument.defaultView;
  if (view && 'adoptedStyleSheets' in shadow && typeof view.CSSStyleSheet === 'function' && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = shadow.ownerDocument.createElement('style');
  style.textContent = css;
  shadow.append(style);
};

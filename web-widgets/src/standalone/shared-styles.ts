const STYLE_ID = 'newsdesk-widget-styles';

/**
 * Without isolation the widget CSS goes into the host's <head> once. Every rule is scoped to
 * .nd-root and the --nd-* tokens, so it restyles nothing of the host; the host's CSS can reach
 * the widget, which is what a host that wants to restyle it asks for.
 */
export const addSharedStyles = (doc: Document, styles: string): void => {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = styles;
  doc.head.append(style);
};

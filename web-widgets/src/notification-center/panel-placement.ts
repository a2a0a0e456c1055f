/** The panel's preferred width (NotificationCenter.css) and the gap it keeps to the viewport's edges. */
export const PANEL_WIDTH = 360;
export const VIEWPORT_MARGIN = 8;

export interface PanelPlacement {
  /** 'end': the panel's right edge under the bell's right edge (it opens leftwards); 'start': left under left. */
  align: 'start' | 'end';
  /** Panel width in px: the preferred width, or the viewport less its margins when that is narrower. */
  width: number;
  /** The panel's left edge in px, relative to the bell's left edge (the popover's containing block). */
  left: number;
}

/**
 * Where the popover goes so that it is always inside the viewport, wherever a host page puts the
 * bell (spec §2 "Notifications panel"). Preferred is opening leftwards under the bell, as in the
 * app's top right corner; a bell too near the left edge opens rightwards; a bell in the middle of a
 * narrow screen, where neither fits, gets the panel shifted until it is inside the margins.
 */
export const placePanel = (bell: { left: number; right: number }, viewportWidth: number): PanelPlacement => {
  const width = Math.max(0, Math.min(PANEL_WIDTH, viewportWidth - 2 * VIEWPORT_MARGIN));
  const maxLeft = viewportWidth - VIEWPORT_MARGIN - width;
  const endLeft = bell.right - width;
  const startLeft = bell.left;
  const align = endLeft >= VIEWPORT_MARGIN || startLeft > maxLeft ? 'end' : 'start';
  const preferred = align === 'end' ? endLeft : startLeft;
  const absoluteLeft = Math.min(Math.max(preferred, VIEWPORT_MARGIN), Math.max(maxLeft, VIEWPORT_MARGIN));
  return { align, width, left: Math.round(absoluteLeft - bell.left) };
};

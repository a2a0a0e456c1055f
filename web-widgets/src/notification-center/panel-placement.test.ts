import { describe, expect, test } from '@jest/globals';
import { PANEL_WIDTH, placePanel, VIEWPORT_MARGIN } from './panel-placement';

/** The panel's edges in viewport coordinates, as the browser would draw them. */
const edges = (bell: { left: number; right: number }, viewportWidth: number) => {
  const placement = placePanel(bell, viewportWidth);
  return { ...placement, from: bell.left + placement.left, to: bell.left + placement.left + placement.width };
};

const bellAt = (left: number) => ({ left, right: left + 40 });

describe('placePanel', () => {
  test('a bell at the right edge opens the panel leftwards, right edges aligned', () => {
    expect(placePanel(bellAt(1400 - 48), 1440)).toEqual({ align: 'end', width: PANEL_WIDTH, left: 40 - PANEL_WIDTH });
  });

  test('a bell at the left edge opens it rightwards instead of off-screen (was left −287 px)', () => {
    expect(placePanel(bellAt(8), 1440)).toEqual({ align: 'start', width: PANEL_WIDTH, left: 0 });
    expect(placePanel(bellAt(0), 1440)).toEqual({ align: 'start', width: PANEL_WIDTH, left: VIEWPORT_MARGIN });
  });

  test('on a 390 px phone it keeps 8 px from either edge; on a 320 px one it is the screen less its margins', () => {
    expect(edges(bellAt(0), 390)).toMatchObject({ align: 'start', width: PANEL_WIDTH, from: 8, to: 368 });
    expect(edges(bellAt(350), 390)).toMatchObject({ align: 'end', width: PANEL_WIDTH, from: 22, to: 382 });
    expect(edges(bellAt(0), 320)).toMatchObject({ width: 304, from: 8, to: 312 });
  });

  test('a bell in the middle of a narrow screen, where neither side fits, gets the panel shifted inside', () => {
    const placed = edges(bellAt(200), 500);
    expect(placed.from).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
    expect(placed.to).toBeLessThanOrEqual(500 - VIEWPORT_MARGIN);
  });

  test.each([320, 390, 768, 1024, 1440])('at %i px wide the panel is inside the viewport wherever the bell sits', (viewportWidth) => {
    for (let left = 0; left <= viewportWidth - 40; left += 7) {
      const placed = edges(bellAt(left), viewportWidth);
      expect([left, placed.from >= VIEWPORT_MARGIN, placed.to <= viewportWidth - VIEWPORT_MARGIN]).toEqual([left, true, true]);
    }
  });

  test('a bell scrolled partly out of view still gets a panel inside the viewport', () => {
    expect(edges({ left: -20, right: 20 }, 1024)).toMatchObject({ from: VIEWPORT_MARGIN });
    expect(edges({ left: 1010, right: 1050 }, 1024)).toMatchObject({ to: 1024 - VIEWPORT_MARGIN });
  });
});

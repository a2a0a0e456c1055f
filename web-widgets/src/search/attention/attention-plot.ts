import type uPlot from 'uplot';
import type { AttentionChartData } from './attention.types';

/**
 * uPlot draws on a canvas with Path2D; without it (jsdom, very old browsers) no chart is drawn and
 * the data table below the chart is what there is.
 */
export const canDrawChart = (): boolean => typeof Path2D !== 'undefined' && typeof HTMLCanvasElement !== 'undefined';

export interface PlotCallbacks {
  /** The pointer is over bar `index` (null: off the bars). */
  onHover(index: number | null): void;
  /** Bars `first` … `last` were chosen: a click (first = last) or a drag over the plot. */
  onChoose(first: number, last: number): void;
}

export interface PlotStyle {
  /** One colour per series of the chart, in its order. */
  colours: string[];
  axis: string;
  grid: string;
  /** Tick labels of the x axis, per bar start (epoch seconds). */
  tick(seconds: number): string;
}

/**
 * Stacked bars: series i is drawn at the sum of series 0 … i and the sums are drawn largest first,
 * so each smaller stack covers the lower part of the one before (uPlot has no stacking of its own).
 */
export const stackedData = (chart: AttentionChartData): { x: number[]; stacks: number[][] } => {
  const x = chart.bars.map((bar) => Date.parse(bar.start) / 1000);
  const stacks: number[][] = [];
  let running = chart.bars.map(() => 0);
  for (const key of chart.series) {
    running = running.map((sum, i) => sum + (chart.bars[i]!.counts[key] ?? 0));
    stacks.push(running);
  }
  return { x, stacks };
};

/** Draws the chart into `element` with uPlot, loaded on first use (it is not in the search page's first JavaScript). */
export const drawAttentionPlot = async (
  element: HTMLElement,
  chart: AttentionChartData,
  style: PlotStyle,
  callbacks: PlotCallbacks,
): Promise<uPlot> => {
  const { default: UPlot } = await import('uplot');
  const { x, stacks } = stackedData(chart);
  const order = chart.series.map((_, i) => i).reverse();
  const bars = UPlot.paths.bars!({ size: [0.8, 40], align: 0 });
  let dragStart: number | null = null;
  const options: uPlot.Options = {
    width: Math.max(element.clientWidth, 240),
    height: 160,
    legend: { show: false },
    cursor: { drag: { x: true, y: false, setScale: false }, points: { show: false } },
    scales: { x: { time: false } },
    axes: [
      {
        stroke: style.axis,
        grid: { show: false },
        ticks: { stroke: style.grid },
        values: (_u, ticks) => ticks.map((t) => style.tick(t)),
      },
      { stroke: style.axis, grid: { stroke: style.grid }, ticks: { stroke: style.grid }, size: 40 },
    ],
    series: [
      {},
      ...order.map((i) => ({
        label: chart.series[i],
        stroke: style.colours[i],
        fill: style.colours[i],
        width: 0,
        paths: bars,
        points: { show: false },
      })),
    ],
    hooks: {
      setCursor: [(u) => callbacks.onHover(u.cursor.idx ?? null)],
      setSelect: [
        (u) => {
          if (u.select.width <= 0) return;
          const first = u.posToIdx(u.select.left);
          const last = u.posToIdx(u.select.left + u.select.width);
          u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          callbacks.onChoose(first, last);
        },
      ],
      ready: [
        (u) => {
          // a click without a drag chooses the bar under the pointer
          u.over.addEventListener('mousedown', () => {
            dragStart = u.cursor.idx ?? null;
          });
          u.over.addEventListener('mouseup', () => {
            const idx = u.cursor.idx ?? null;
            if (dragStart !== null && idx === dragStart && u.select.width <= 0) callbacks.onChoose(idx, idx);
            dragStart = null;
          });
          u.over.addEventListener('mouseleave', () => callbacks.onHover(null));
        },
      ],
    },
  };
  return new UPlot(options, [x, ...order.map((i) => stacks[i]!)], element);
};

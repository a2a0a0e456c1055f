import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../api/error-message';
import { formatCount } from '../format';
import type { AttentionStore } from './attention.store';
import { ATTENTION_SPLITS } from './attention.types';
import { barLabel, seriesLabel } from './attention-labels';
import { canDrawChart, drawAttentionPlot } from './attention-plot';
import './AttentionChart.css';

/** Series colours from the theme (AttentionChart.css maps them to --nd-* tokens, light and dark). */
const COLOUR_PROPERTIES = [1, 2, 3, 4, 5, 6].map((n) => `--nd-attention-${n}`);
/** The colour of a series by its place; "other sources" always takes the last, quiet one. */
const colourIndex = (key: string, i: number, split: string) => (key === 'other' && split === 'source' ? 5 : i);

/**
 * Attention over time above the search results: bars per hour or day stacked by language or
 * source, the counts of the bar under the pointer, a click or a drag narrows the time frame. The
 * table after it says the same to screen readers (and is all there is without a canvas).
 */
export const AttentionChart = observer(function AttentionChart({ store }: { store: AttentionStore }) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const plotRef = useRef<HTMLDivElement>(null);
  const { chart, status, error, split, hoveredBar } = store;

  useEffect(() => {
    const element = plotRef.current;
    if (!element || !chart || chart.bars.length === 0 || !canDrawChart()) return;
    const computed = getComputedStyle(element);
    const colour = (name: string, fallback: string) => computed.getPropertyValue(name).trim() || fallback;
    let plot: { destroy(): void } | null = null;
    let cancelled = false;
    void drawAttentionPlot(
      element,
      chart,
      {
        colours: chart.series.map((key, i) => colour(COLOUR_PROPERTIES[colourIndex(key, i, split)]!, '#858f9e')),
        axis: colour('--nd-attention-axis', '#596273'),
        grid: colour('--nd-attention-grid', '#d9dde3'),
        tick: (seconds) => barLabel(new Date(seconds * 1000).toISOString(), chart.bucket, language),
      },
      { onHover: store.setHovered, onChoose: store.narrowTo },
    ).then((drawn) => {
      if (cancelled) drawn.destroy();
      else plot = drawn;
    });
    return () => {
      cancelled = true;
      plot?.destroy();
      element.replaceChildren();
    };
  }, [chart, language, split, store]);

  // a refused query is explained by the search results already
  if (status === 'idle' || (status === 'error' && !error?.retryable)) return null;
  return (
    <section className="nd-attention" aria-labelledby="nd-attention-title">
      <div className="nd-attention__head">
        <h2 id="nd-attention-title" className="nd-attention__title">
          {t('attention.title')}
        </h2>
        <fieldset className="nd-attention__split">
          <legend className="nd-visually-hidden">{t('attention.splitBy')}</legend>
          {ATTENTION_SPLITS.map((option) => (
            <label key={option} className={option === split ? 'nd-attention__choice nd-attention__choice--on' : 'nd-attention__choice'}>
              <input
                type="radio"
                name="nd-attention-split"
                value={option}
                checked={option === split}
                onChange={() => void store.setSplit(option)}
              />
              {t(`attention.split.${option}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {status === 'error' && error && (
        <p role="alert" className="nd-attention__notice">
          {t(errorKey(error.code), { ...error.values, defaultValue: error.message })}
        </p>
      )}
      {chart && (
        <>
          <p className="nd-attention__hint">{t(chart.bucket === 'hour' ? 'attention.hintHours' : 'attention.hintDays')}</p>
          <div className="nd-attention__plot" ref={plotRef} aria-hidden="true" />
          {/* under the plot: the bar under the pointer, else which colour is which (the table below
              says both to screen readers) */}
          <div className="nd-attention__readout" aria-hidden="true">
            {hoveredBar ? (
              `${barLabel(hoveredBar.start, chart.bucket, language)}: ${
                chart.series
                  .filter((key) => (hoveredBar.counts[key] ?? 0) > 0)
                  .map((key) => `${seriesLabel(key, chart.split, t)} ${formatCount(hoveredBar.counts[key] ?? 0, language)}`)
                  .join(' · ') || formatCount(0, language)
              }`
            ) : (
              <ul className="nd-attention__legend" data-testid="attention-legend">
                {chart.series.map((key, i) => (
                  <li key={key}>
                    <span
                      className="nd-attention__swatch"
                      style={{ background: `var(${COLOUR_PROPERTIES[colourIndex(key, i, split)]})` }}
                    />
                    {seriesLabel(key, chart.split, t)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <table className="nd-visually-hidden">
            <caption>
              {t(chart.bucket === 'hour' ? 'attention.captionHours' : 'attention.captionDays', {
                split: t(`attention.split.${chart.split}`),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t(chart.bucket === 'hour' ? 'attention.hour' : 'attention.day')}</th>
                {chart.series.map((key) => (
                  <th scope="col" key={key}>
                    {seriesLabel(key, chart.split, t)}
                  </th>
                ))}
                <th scope="col">{t('attention.total')}</th>
              </tr>
            </thead>
            <tbody>
              {chart.bars.map((bar) => (
                <tr key={bar.start}>
                  <th scope="row">{barLabel(bar.start, chart.bucket, language)}</th>
                  {chart.series.map((key) => (
                    <td key={key}>{formatCount(bar.counts[key] ?? 0, language)}</td>
                  ))}
                  <td>{formatCount(bar.total, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
});

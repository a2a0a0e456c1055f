import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';
import type { Sparkline } from './sparklines.store';

const WIDTH = 120;
const HEIGHT = 24;

/** A collection's documents per day over the last 30 days as a small line; its label gives the total for screen readers. */
export function CollectionSparkline({ sparkline }: { sparkline: Sparkline | null }) {
  const { t, i18n } = useTranslation('search');
  if (!sparkline || sparkline.days.length < 2) return null;
  const max = Math.max(1, ...sparkline.days);
  const step = WIDTH / (sparkline.days.length - 1);
  const points = sparkline.days.map((n, i) => `${(i * step).toFixed(1)},${(HEIGHT - 1 - (n / max) * (HEIGHT - 2)).toFixed(1)}`).join(' ');
  const label = t('attention.sparkline', { total: formatCount(sparkline.total, i18n.resolvedLanguage ?? i18n.language) });
  return (
    <svg className="nd-sparkline" role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      <title>{label}</title>
      <polyline points={points} fill="none" stroke="var(--nd-color-accent)" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * ▲3 / ▼2 / – / new. The arrows are hidden from screen readers, which hear "up 3 places"
 * instead: an arrow glyph alone reads as "black up-pointing triangle".
 */
export const Movement = ({ movement, hasPrevious }: { movement: number | null; hasPrevious: boolean }) => {
  const { t } = useTranslation('statistics-sports');
  if (movement === null) {
    return hasPrevious ? (
      <span className="nd-sports-badge nd-sports-badge--info">{t('tennis.rankings.new')}</span>
    ) : (
      <span className="nd-stats-muted">–</span>
    );
  }
  if (movement === 0) {
    return (
      <>
        <span aria-hidden="true" className="nd-stats-muted">
          =
        </span>
        <span className="nd-visually-hidden">{t('tennis.rankings.unchanged')}</span>
      </>
    );
  }
  const up = movement > 0;
  const places = Math.abs(movement);
  return (
    <>
      <span aria-hidden="true" className={up ? 'nd-sports-up' : 'nd-sports-down'}>
        {up ? '▲' : '▼'} {places}
      </span>
      <span className="nd-visually-hidden">{t(up ? 'tennis.rankings.up' : 'tennis.rankings.down', { count: places })}</span>
    </>
  );
};

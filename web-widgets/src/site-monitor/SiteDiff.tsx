import { useTranslation } from 'react-i18next';
import type { DiffPart } from './site-monitor.gateway';

/**
 * A change as two readable versions side by side: the old text with what was removed struck
 * through, the new one with what was added marked. Runs are plain text (React escapes them), so
 * markup from a watched page can never render.
 */
export const SiteDiff = ({ parts, labelledBy }: { parts: DiffPart[]; labelledBy?: string }) => {
  const { t } = useTranslation('site-monitor');
  const side = (kind: 'removed' | 'added') =>
    parts
      .filter((part) => part.kind === 'same' || part.kind === kind)
      .map((part, i) =>
        part.kind === 'same' ? (
          <span key={i} className={part.elided ? 'nd-site-diff__elided' : undefined}>
            {part.text}
          </span>
        ) : kind === 'removed' ? (
          <del key={i} className="nd-site-diff__removed">
            <span className="nd-visually-hidden">{t('diff.removedMark')}</span>
            {part.text}
          </del>
        ) : (
          <ins key={i} className="nd-site-diff__added">
            <span className="nd-visually-hidden">{t('diff.addedMark')}</span>
            {part.text}
          </ins>
        ),
      );
  return (
    <div className="nd-site-diff" role="group" aria-labelledby={labelledBy}>
      <figure className="nd-site-diff__side">
        <figcaption className="nd-site-diff__caption">{t('diff.before')}</figcaption>
        <p className="nd-site-diff__text">{side('removed')}</p>
      </figure>
      <figure className="nd-site-diff__side">
        <figcaption className="nd-site-diff__caption">{t('diff.after')}</figcaption>
        <p className="nd-site-diff__text">{side('added')}</p>
      </figure>
    </div>
  );
};

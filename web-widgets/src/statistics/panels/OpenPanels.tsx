import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import type { StatisticsStore } from '../statistics.store';

/** The teams and players the editor opened, one button each (shows it) with its close button. */
export const OpenPanels = observer(function OpenPanels({ store }: { store: StatisticsStore }) {
  const { t } = useTranslation('statistics');
  const panels = store.panels.panels;
  if (panels.length === 0) return null;
  const active = store.activePanel;
  return (
    <ul className="nd-stats-panels" aria-label={t('panels.label')}>
      {panels.map((panel) => {
        const name = panel.name || t('panels.loading');
        const current = active !== null && active.type === panel.type && active.id === panel.id;
        return (
          <li key={`${panel.type}:${panel.id}`} className={current ? 'nd-stats-panel nd-stats-panel--current' : 'nd-stats-panel'}>
            <button
              type="button"
              className="nd-stats-panel__open"
              aria-current={current ? 'true' : undefined}
              onClick={() => void store.showPanel(panel)}
            >
              <span className="nd-stats-panel__kind">{t(`panels.kind.${panel.type}`)}</span>
              {name}
            </button>
            <button
              type="button"
              className="nd-stats-panel__close"
              aria-label={t('panels.close', { name })}
              onClick={() => void store.closePanel(panel)}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        );
      })}
    </ul>
  );
});

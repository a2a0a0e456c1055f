import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StatisticsStore } from '../statistics.store';
import { TeamProfileFrame } from './TeamProfileFrame';
import { TransfersTable } from './TransfersTable';

/** Spec §2 "transfers": the players the team signed, loaned and let go. */
export const TransfersView = observer(function TransfersView({ store }: { store: StatisticsStore }) {
  const { t } = useTranslation('statistics');
  return (
    <TeamProfileFrame store={store} view="transfers">
      {(profile) =>
        profile.transfers.length === 0 ? (
          <p className="nd-stats-status nd-stats-status--empty">{t('empty.transfers')}</p>
        ) : (
          <TransfersTable
            transfers={profile.transfers}
            caption={t('transfers.caption', { name: profile.team.name })}
            onOpenTeam={(id, name) => void store.openTeam(id, name)}
            onOpenPlayer={(id, name) => void store.openPlayer(id, name)}
          />
        )
      }
    </TeamProfileFrame>
  );
});

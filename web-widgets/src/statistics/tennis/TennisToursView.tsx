import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TennisTournamentView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsViewProps } from '../statistics-view.types';
import { SportsTable } from '../sports-kit/SportsTable';
import { SportsViewFrame } from '../sports-kit/SportsViewFrame';
import { SeasonPicker } from '../sports-kit/SeasonPicker';
import { ViewStatus } from '../ViewStatus';
import { formatDay, formatNumber } from '../sports-kit/sports-format';
import { useViewStore } from '../sports-kit/use-view-store';
import { AssociationSwitch } from './AssociationSwitch';
import { TennisToursStore } from './tennis-tours.store';
import { TennisGateway } from './tennis.gateway';

/** Spec §2 "tours and events": a tour's tournaments of one season with level, surface, winner and final. */
export const TennisToursView = observer(function TennisToursView(props: StatisticsViewProps) {
  const store = useViewStore(props, (p, events) => new TennisToursStore(new TennisGateway(p.client), p.serviceProvider, p.params, events));
  const { t, i18n } = useTranslation('statistics-sports');
  const view = store.tours.data;
  const caption = t('tennis.tours.caption', { association: store.association, season: store.season.shown ?? '' });
  return (
    <SportsViewFrame
      title={t('tennis.tours.heading')}
      busy={store.tours.loading}
      toolbar={
        <>
          <AssociationSwitch value={store.association} onChange={(a) => void store.setAssociation(a)} />
          <SeasonPicker shown={store.season.shown} choices={store.season.choices} onChange={(s) => void store.setSeason(s)} />
        </>
      }
    >
      <ViewStatus remote={store.tours} onRetry={() => void store.load()} emptyText={t('tennis.tours.empty')} />
      {view && view.tournaments.length > 0 && (
        <SportsTable
          caption={caption}
          columns={[
            { label: t('tennis.tours.tournament') },
            { label: t('tennis.tours.level') },
            { label: t('tennis.tours.surface') },
            { label: t('tennis.tours.startsOn') },
            { label: t('tennis.tours.draw'), numeric: true },
            { label: t('tennis.tours.winner') },
            { label: t('tennis.tours.final') },
          ]}
        >
          {view.tournaments.map((tournament) => (
            <TournamentRow key={tournament.id} tournament={tournament} language={i18n.language} onOpenPlayer={props.onOpenPlayer} />
          ))}
        </SportsTable>
      )}
    </SportsViewFrame>
  );
});

interface TournamentRowProps {
  tournament: TennisTournamentView;
  language: string;
  onOpenPlayer: (playerId: string) => void;
}

const TournamentRow = ({ tournament, language, onOpenPlayer }: TournamentRowProps) => {
  const { t } = useTranslation('statistics-sports');
  const final = tournament.final;
  return (
    <tr>
      <th scope="row">{tournament.name}</th>
      <td>{t(`tennis.level.${tournament.level}`, { defaultValue: tournament.level })}</td>
      <td>{tournament.surface ? t(`tennis.surface.${tournament.surface.toLowerCase()}`, { defaultValue: tournament.surface }) : '–'}</td>
      <td className="nd-sports-nowrap">{formatDay(tournament.startsOn, language)}</td>
      <td className="nd-sports-num">{tournament.drawSize === null ? '–' : formatNumber(tournament.drawSize, language)}</td>
      <td>
        {tournament.winner ? (
          <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(tournament.winner!.id)}>
            {tournament.winner.name}
          </button>
        ) : (
          <span className="nd-stats-muted">{t('tennis.tours.noWinner')}</span>
        )}
      </td>
      <td>
        {final ? (
          <>
            <span className="nd-sports-nowrap">{final.score}</span>{' '}
            <span className="nd-stats-muted">
              {t('tennis.tours.against')}{' '}
              <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(final.loser.id)}>
                {final.loser.name}
              </button>
            </span>
          </>
        ) : (
          '–'
        )}
      </td>
    </tr>
  );
};

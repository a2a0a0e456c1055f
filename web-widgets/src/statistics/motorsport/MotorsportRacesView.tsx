import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MotorsportRaceView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsViewProps } from '../statistics-view.types';
import { SportsViewFrame } from '../sports-kit/SportsViewFrame';
import { RaceNameCell } from '../sports-kit/RaceNameCell';
import { SeasonPicker } from '../sports-kit/SeasonPicker';
import { SportsTable } from '../sports-kit/SportsTable';
import { ViewStatus } from '../ViewStatus';
import { formatDay, formatStart } from '../sports-kit/sports-format';
import { useViewStore } from '../sports-kit/use-view-store';
import { MotorsportResults } from './MotorsportResults';
import { MotorsportRacesStore } from './motorsport-races.store';
import { MotorsportGateway } from './motorsport.gateway';

/** Spec §2 "races": a season's calendar with start times in CET/CEST; a race opens its classification. */
export const MotorsportRacesView = observer(function MotorsportRacesView(props: StatisticsViewProps) {
  const store = useViewStore(
    props,
    (p, events) => new MotorsportRacesStore(new MotorsportGateway(p.client), p.serviceProvider, p.params, events),
  );
  const { t, i18n } = useTranslation('statistics-sports');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const view = store.races.data;
  const open = (raceId: string) => {
    void store.openRace(raceId);
    // Keyboard and screen reader users land on what they opened, not back at the top of the calendar.
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };
  return (
    <SportsViewFrame
      title={t('motorsport.races.heading')}
      busy={store.races.loading}
      toolbar={<SeasonPicker shown={store.season.shown} choices={store.season.choices} onChange={(s) => void store.setSeason(s)} />}
    >
      <ViewStatus remote={store.races} onRetry={() => void store.loadRaces()} emptyText={t('motorsport.races.empty')} />
      {view && view.races.length > 0 && (
        <SportsTable
          caption={t('motorsport.races.caption', { season: view.seasonId })}
          columns={[
            { label: t('motorsport.races.round'), numeric: true },
            { label: t('motorsport.races.race') },
            { label: t('motorsport.races.circuit') },
            { label: t('motorsport.races.start') },
            { label: t('motorsport.races.sprint') },
            { label: t('motorsport.races.winner') },
          ]}
        >
          {view.races.map((race) => (
            <RaceRow
              key={race.id}
              race={race}
              language={i18n.language}
              selected={race.id === store.raceId}
              onOpen={open}
              onOpenPlayer={props.onOpenPlayer}
            />
          ))}
        </SportsTable>
      )}
      {store.raceId !== null && (
        <MotorsportResults
          store={store}
          headingRef={resultsHeading}
          onOpenPlayer={props.onOpenPlayer}
          onOpenTeam={props.onOpenTeam}
          onExportWidget={props.onExportWidget}
        />
      )}
    </SportsViewFrame>
  );
});

interface RaceRowProps {
  race: MotorsportRaceView;
  language: string;
  selected: boolean;
  onOpen: (raceId: string) => void;
  onOpenPlayer: (playerId: string) => void;
}

const RaceRow = ({ race, language, selected, onOpen, onOpenPlayer }: RaceRowProps) => {
  const { t } = useTranslation('statistics-sports');
  const circuit = [race.circuit.location, race.circuit.country].filter(Boolean).join(', ');
  return (
    <tr className={selected ? 'nd-sports-row--selected' : undefined}>
      <td className="nd-sports-num">{race.round}</td>
      <RaceNameCell name={race.name} openable={race.hasResults} selected={selected} onOpen={() => onOpen(race.id)} />
      <td>
        {race.circuit.name}
        {circuit && <span className="nd-stats-muted"> · {circuit}</span>}
      </td>
      <td className="nd-sports-nowrap">{race.startsAt ? formatStart(race.startsAt, language) : formatDay(race.date, language)}</td>
      <td className="nd-sports-nowrap">
        {race.sprintStartsAt ? formatStart(race.sprintStartsAt, language) : <span className="nd-stats-muted">–</span>}
      </td>
      <td>
        {race.winner ? (
          <button type="button" className="nd-sports-link" onClick={() => onOpenPlayer(race.winner!.id)}>
            {race.winner.name}
          </button>
        ) : (
          <span className="nd-stats-muted">{race.hasResults ? '–' : t('motorsport.races.upcoming')}</span>
        )}
      </td>
    </tr>
  );
};

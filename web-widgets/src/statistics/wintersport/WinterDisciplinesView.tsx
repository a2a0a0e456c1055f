import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WinterResultsView } from '@newsdesk/core/sports/sports.views';
import { Button } from '../../ui/Button';
import type { StatisticsViewProps } from '../statistics-view.types';
import { Segmented } from '../Segmented';
import { SportsViewFrame } from '../sports-kit/SportsViewFrame';
import { RaceNameCell } from '../sports-kit/RaceNameCell';
import { SeasonPicker } from '../sports-kit/SeasonPicker';
import { SportsTable } from '../sports-kit/SportsTable';
import { ViewStatus } from '../ViewStatus';
import { formatDay, formatStart } from '../sports-kit/sports-format';
import { useViewStore } from '../sports-kit/use-view-store';
import { WinterRaceResults } from './WinterRaceResults';
import { disciplineLabel } from './discipline-label';
import { GENDER_FILTERS, WinterDisciplinesStore } from './winter-disciplines.store';
import { WintersportGateway } from './wintersport.gateway';

/** Spec §2 "disciplines": alpine disciplines with their races; a race opens its result list. */
export const WinterDisciplinesView = observer(function WinterDisciplinesView(props: StatisticsViewProps) {
  const store = useViewStore(
    props,
    (p, events) => new WinterDisciplinesStore(new WintersportGateway(p.client), p.serviceProvider, p.params, events),
  );
  const { t, i18n } = useTranslation('statistics-sports');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const disciplines = store.disciplines.data?.disciplines ?? [];
  const discipline = store.discipline;
  const races = store.results.data?.races ?? [];
  const open = (raceId: string) => {
    store.openRace(raceId);
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };
  return (
    <SportsViewFrame
      title={t('wintersport.disciplines.heading')}
      busy={store.disciplines.loading || store.results.loading}
      toolbar={
        <>
          <SeasonPicker shown={store.season.shown} choices={store.season.choices} onChange={(s) => void store.setSeason(s)} />
          <Segmented
            legend={t('wintersport.gender')}
            value={store.gender}
            options={GENDER_FILTERS.map((g) => ({ value: g, label: t(`wintersport.genders.${g}`) }))}
            onChange={(g) => void store.setGender(g)}
          />
        </>
      }
    >
      <ViewStatus
        remote={store.disciplines}
        onRetry={() => void store.reloadDisciplines()}
        emptyText={t('wintersport.disciplines.empty')}
      />
      {disciplines.length > 0 && (
        <ul className="nd-stats-toolbar nd-sports-plain-list" aria-label={t('wintersport.disciplines.list')}>
          {disciplines.map((d) => (
            <li key={d.id}>
              <Button
                className="nd-sports-toggle"
                aria-pressed={d.id === store.disciplineId}
                onClick={() => void store.selectDiscipline(d.id)}
              >
                {disciplineLabel(t, d.id, d.name)}{' '}
                <span className="nd-sports-badge">{t('wintersport.disciplines.races', { count: d.races })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {discipline && (
        <ViewStatus remote={store.results} onRetry={() => void store.loadResults()} emptyText={t('wintersport.disciplines.noRaces')} />
      )}
      {discipline && races.length > 0 && (
        <SportsTable
          caption={t('wintersport.disciplines.caption', { discipline: disciplineLabel(t, discipline.id, discipline.name) })}
          columns={[
            { label: t('wintersport.races.date') },
            { label: t('wintersport.races.race') },
            { label: t('wintersport.races.venue') },
            { label: t('wintersport.gender') },
            { label: t('wintersport.races.winner') },
          ]}
        >
          {races.map((entry) => (
            <RaceRow key={entry.race.id} entry={entry} language={i18n.language} selected={entry.race.id === store.raceId} onOpen={open} />
          ))}
        </SportsTable>
      )}
      {store.race && (
        <WinterRaceResults
          store={store}
          headingRef={resultsHeading}
          onOpenPlayer={props.onOpenPlayer}
          onExportWidget={props.onExportWidget}
        />
      )}
    </SportsViewFrame>
  );
});

interface RaceRowProps {
  entry: WinterResultsView['races'][number];
  language: string;
  selected: boolean;
  onOpen: (raceId: string) => void;
}

const RaceRow = ({ entry, language, selected, onOpen }: RaceRowProps) => {
  const { t } = useTranslation('statistics-sports');
  const { race, results } = entry;
  const winners = results.filter((r) => r.rank === 1);
  return (
    <tr className={selected ? 'nd-sports-row--selected' : undefined}>
      <td className="nd-sports-nowrap">{race.startsAt ? formatStart(race.startsAt, language) : formatDay(race.date, language)}</td>
      <RaceNameCell name={race.name} openable={results.length > 0} selected={selected} onOpen={() => onOpen(race.id)} />
      <td>
        {race.venue}
        {race.countryCode && <span className="nd-stats-muted"> ({race.countryCode})</span>}
      </td>
      <td>{t(`wintersport.genders.${race.gender}`)}</td>
      <td>
        {winners.length > 0 ? (
          winners.map((w) => w.athlete.name).join(', ')
        ) : (
          <span className="nd-stats-muted">{t('wintersport.races.noResults')}</span>
        )}
      </td>
    </tr>
  );
};

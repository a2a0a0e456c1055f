import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { roundName } from '@newsdesk/core/sports/round-names';
import type { FootballResultsView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsStore } from '../statistics.store';
import { FootballViewFrame } from './FootballViewFrame';
import { MatchTable } from './MatchTable';

/** Rounds with at least one result; the chosen one, else the latest of them. */
export const playedRounds = (results: FootballResultsView) =>
  results.rounds.filter((round) => round.matches.some((match) => match.fullTime !== null));

/** Spec §2 "results": one round at a time (the latest by default), with scores, extra time and penalties. */
export const ResultsView = observer(function ResultsView({ store }: { store: StatisticsStore }) {
  const { t, i18n } = useTranslation('statistics');
  const id = useId();
  const { football } = store;
  const results = football.results.data;
  const rounds = results ? playedRounds(results) : [];
  const round = rounds.find((r) => r.round === store.params['round']) ?? rounds.at(-1);
  const selected = football.selection('results', store.params);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const caption =
    selected && round
      ? `${selected.season.competitionName} ${selected.season.name} · ${roundName(round.round, language)}`
      : t('views.results');
  return (
    <FootballViewFrame
      store={store}
      view="results"
      widget={rounds.length > 0 ? 'football-results' : null}
      controls={
        rounds.length > 0 && round ? (
          <div className="nd-stats-field">
            <label htmlFor={`${id}-round`} className="nd-stats-field__label">
              {t('results.round')}
            </label>
            <select
              id={`${id}-round`}
              className="nd-stats-select"
              value={round.round}
              onChange={(event) => void store.setParams({ ...store.params, round: event.target.value })}
            >
              {[...rounds].reverse().map((r) => (
                <option key={r.round} value={r.round}>
                  {roundName(r.round, language)}
                </option>
              ))}
            </select>
          </div>
        ) : null
      }
      data={{ remote: football.results, empty: rounds.length === 0, emptyText: t('empty.results'), errorText: t('failed.results') }}
    >
      {round && (
        <>
          <MatchTable matches={round.matches} caption={caption} onOpenTeam={(teamId, name) => void store.openTeam(teamId, name)} />
          <p className="nd-stats-note">{t('times', { zone: 'Europe/Zurich' })}</p>
        </>
      )}
    </FootballViewFrame>
  );
});

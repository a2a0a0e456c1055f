import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CompetitionView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsStore } from '../statistics.store';
import { latestSeason, newestFirst } from './football-selection';
import type { FootballViewId } from './football.store';

export interface CompetitionPickerProps {
  store: StatisticsStore;
  view: FootballViewId;
}

/** Competition and season of a football view; a new competition starts at its latest season. */
export const CompetitionPicker = observer(function CompetitionPicker({ store, view }: CompetitionPickerProps) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const football = store.football;
  const choices: CompetitionView[] = view === 'championships' ? football.cups : football.leagues;
  const selected = football.selection(view, store.params);
  if (choices.length === 0 || !selected) return null;
  const seasons = newestFirst(football.seasonsOf(selected.competition));

  const pickCompetition = (competitionId: string) => {
    const competition = choices.find((c) => c.id === competitionId);
    const season = competition ? latestSeason(competition.seasons) : null;
    if (competition && season) choose(competitionId, season.id);
  };
  // Another season starts again at page one, at its latest round and stage.
  const choose = (competitionId: string, competitionSeasonId: string) => {
    const { page: _page, round: _round, stage: _stage, ...rest } = store.params;
    void store.setParams({ ...rest, competitionId, competitionSeasonId });
  };

  return (
    <div className="nd-stats-pickers">
      <div className="nd-stats-field">
        <label htmlFor={`${id}-competition`} className="nd-stats-field__label">
          {view === 'championships' ? t('picker.cup') : t('picker.competition')}
        </label>
        <select
          id={`${id}-competition`}
          className="nd-stats-select"
          value={selected.competition.id}
          onChange={(event) => pickCompetition(event.target.value)}
        >
          {choices.map((competition) => (
            <option key={competition.id} value={competition.id}>
              {competition.name}
            </option>
          ))}
        </select>
      </div>
      <div className="nd-stats-field">
        <label htmlFor={`${id}-season`} className="nd-stats-field__label">
          {t('picker.season')}
        </label>
        <select
          id={`${id}-season`}
          className="nd-stats-select"
          value={selected.season.id}
          onChange={(event) => choose(selected.competition.id, event.target.value)}
        >
          {seasons.map((season) => (
            <option key={season.id} value={season.id}>
              {season.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});

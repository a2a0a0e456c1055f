import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { roundName } from '@newsdesk/core/sports/round-names';
import type { ChampionshipView } from '@newsdesk/core/sports/sports.views';
import type { StatisticsStore } from '../statistics.store';
import { FootballViewFrame } from './FootballViewFrame';
import { MatchTable } from './MatchTable';

interface ChampionshipProps {
  championship: ChampionshipView;
  /** The stage shown; the latest (the final, once there is one) unless the editor picked another. */
  stage: string | undefined;
  onStage: (stage: string) => void;
  onOpenTeam: (id: string, name: string) => void;
}

const Championship = ({ championship, stage, onStage, onOpenTeam }: ChampionshipProps) => {
  const { t, i18n } = useTranslation('statistics');
  // The data's names stay the keys (URL, export); the reader sees them in their language (ADR 0029).
  const named = (name: string) => roundName(name, i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  const title = `${championship.competitionSeason.competitionName} ${championship.competitionSeason.name}`;
  // Latest stage first: the final is what the desk looks for; a whole cup at once is too long to read.
  const stages = [...championship.stages].reverse();
  const shown = stages.find((s) => s.name === stage) ?? stages[0];
  return (
    <div className="nd-stats-championship">
      <p className="nd-stats-winner">
        {championship.winner ? (
          <>
            <span className="nd-stats-winner__label">{t('championships.winner')}</span>{' '}
            <button
              type="button"
              className="nd-stats-link"
              onClick={() => championship.winner && onOpenTeam(championship.winner.id, championship.winner.name)}
            >
              {championship.winner.name}
            </button>
          </>
        ) : (
          <span className="nd-stats-muted">{t('championships.open')}</span>
        )}
      </p>
      {shown && (
        <>
          <div className="nd-stats-field">
            <label htmlFor={`${id}-stage`} className="nd-stats-field__label">
              {t('championships.stage')}
            </label>
            <select id={`${id}-stage`} className="nd-stats-select" value={shown.name} onChange={(event) => onStage(event.target.value)}>
              {stages.map((s) => (
                <option key={s.name} value={s.name}>
                  {named(s.name)}
                </option>
              ))}
            </select>
          </div>
          {[...shown.rounds].reverse().map((round) => (
            <MatchTable
              key={round.round}
              matches={round.matches}
              caption={
                named(round.round) === named(shown.name)
                  ? `${title} · ${named(shown.name)}`
                  : `${title} · ${named(shown.name)} · ${named(round.round)}`
              }
              onOpenTeam={onOpenTeam}
            />
          ))}
        </>
      )}
    </div>
  );
};

/** Spec §2 "championships": a cup's winner and one stage at a time, latest first. */
export const ChampionshipsView = observer(function ChampionshipsView({ store }: { store: StatisticsStore }) {
  const { t } = useTranslation('statistics');
  const { football } = store;
  const championships = football.championships.data?.championships ?? [];
  return (
    <FootballViewFrame
      store={store}
      view="championships"
      widget={championships.length > 0 ? 'championship' : null}
      data={{
        remote: football.championships,
        empty: championships.length === 0,
        emptyText: t('empty.championships'),
        errorText: t('failed.championships'),
      }}
    >
      {championships.map((championship) => (
        <Championship
          key={championship.competitionSeason.id}
          championship={championship}
          stage={store.params['stage']}
          onStage={(stage) => void store.setParams({ ...store.params, stage })}
          onOpenTeam={(id, name) => void store.openTeam(id, name)}
        />
      ))}
    </FootballViewFrame>
  );
});

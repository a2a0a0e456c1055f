import { roundName } from '@newsdesk/core/sports/round-names';
import type { ChampionshipView } from '@newsdesk/core/sports/sports.views';
import { useEmbedTranslation } from '../use-embed-translation';
import { MatchRow } from './MatchRow';

/** A knockout competition by stage and round, with its winner once decided. */
export const ChampionshipRounds = ({ view }: { view: ChampionshipView }) => {
  const { t, lang } = useEmbedTranslation();
  const named = (name: string) => roundName(name, lang);
  if (view.stages.length === 0) return <p className="nd-sports-embed__message">{t('empty')}</p>;
  return (
    <div className="nd-sports-embed__days">
      {view.winner ? <p className="nd-sports-embed__highlight">{t('winner', { name: view.winner.name })}</p> : null}
      {view.stages.map((stage) => (
        <section key={stage.name} className="nd-sports-embed__day" aria-label={named(stage.name)}>
          <h3 className="nd-sports-embed__subtitle">{named(stage.name)}</h3>
          {stage.rounds.map((round) => (
            <ul
              key={round.round}
              className="nd-sports-embed__matches"
              aria-label={named(round.round) === named(stage.name) ? undefined : named(round.round)}
            >
              {round.matches.map((match) => (
                <MatchRow key={match.id} match={match} />
              ))}
            </ul>
          ))}
        </section>
      ))}
    </div>
  );
};

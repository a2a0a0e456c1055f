import { formatSportsDate } from '@newsdesk/core/sports/sports-time';
import type { MatchView, MatchesPage } from '@newsdesk/core/sports/sports.views';
import { useEmbedTranslation } from '../use-embed-translation';
import { MatchRow } from './MatchRow';

/** Matches grouped by their day (already the Zurich day), in the order the page gives them. */
const byDay = (matches: MatchView[]) => {
  const days: { day: string; matches: MatchView[] }[] = [];
  for (const match of matches) {
    const last = days.at(-1);
    if (last?.day === match.date) last.matches.push(match);
    else days.push({ day: match.date, matches: [match] });
  }
  return days;
};

export const MatchList = ({ page }: { page: MatchesPage }) => {
  const { t, lang } = useEmbedTranslation();
  if (page.items.length === 0) return <p className="nd-sports-embed__message">{t('empty')}</p>;
  return (
    <div className="nd-sports-embed__days">
      {byDay(page.items).map(({ day, matches }) => (
        <section key={day} className="nd-sports-embed__day" aria-label={formatSportsDate(day, lang)}>
          <h3 className="nd-sports-embed__subtitle">
            <time dateTime={day}>{formatSportsDate(day, lang)}</time>
          </h3>
          <ul className="nd-sports-embed__matches">
            {matches.map((match) => (
              <MatchRow key={match.id} match={match} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import type { SportsSubjectView } from '@newsdesk/core/sports/sports.views';
import { useLink } from '../provider/widget-context';
import { statisticsHref, statisticsLinkOf } from '../statistics/statistics-link';

/**
 * Beside a chip whose name is a team or player of the sports data: opens it in Statistics (ADR
 * 0030). A club says which table it opens ("Bundesliga"); the name read out says whose it is.
 * The chip itself keeps its job (spec §4: it selects the entity for related documents).
 */
export const SportsChipLink = ({ subject }: { subject: SportsSubjectView }) => {
  const { t } = useTranslation('viewer');
  const Link = useLink();
  const league = subject.type === 'team' ? subject.league : null;
  const label = league
    ? t('entities.sports.table', { name: subject.name, competition: league.competitionName })
    : t('entities.sports.open', { name: subject.name });
  return (
    <Link to={statisticsHref(statisticsLinkOf(subject))} className="nd-viewer__chip-link" aria-label={label} title={label}>
      <span aria-hidden="true" className="nd-viewer__chip-link-icon">
        ▦
      </span>
      {league ? league.competitionName : t('entities.sports.statistics')}
    </Link>
  );
};

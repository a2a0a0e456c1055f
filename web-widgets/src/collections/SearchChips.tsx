import { useTranslation } from 'react-i18next';
import { topicDisplayName } from '@newsdesk/core/topics/topic-labels';
import { formatDateTime } from '../document-viewer/format';
import type { CollectionSearch, TopicName } from './collections.types';
import './SearchChips.css';

/**
 * A collection's search, read-only: its tags as chips (operators set apart) and its time frame
 * and filters as small labels. The search page's tag input is an editor, not reusable here.
 */
export const SearchChips = ({ search, topics = [] }: { search: CollectionSearch; topics?: readonly TopicName[] }) => {
  const { t, i18n } = useTranslation(['collections', 'search']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const frame = search.timeFrame;
  const timeFrame =
    typeof frame === 'string'
      ? t(`search:filters.timeFrames.${frame}`)
      : t('collections:search.range', { from: formatDateTime(frame.from, language), to: formatDateTime(frame.to, language) });
  const filters = search.filters;
  const extras = [
    timeFrame,
    ...filters.domains,
    ...filters.topics.map((id) => {
      const known = topics.find((topic) => topic.id === id);
      return t('collections:search.topic', { topic: known ? topicDisplayName(known, language) : id });
    }),
    ...filters.languages.map((lng) => t(`search:languageNames.${lng}`)),
    ...[...filters.entities.organizations, ...filters.entities.persons, ...filters.entities.locations],
    ...(search.exactMatchesOnly ? [t('search:filters.exactMatches')] : []),
  ];
  return (
    <div className="nd-coll-search">
      {search.tags.length > 0 && (
        <ul className="nd-coll-search__tags" aria-label={t('collections:search.tags')}>
          {search.tags.map((tag, index) => (
            <li key={`${index}-${tag.name}`} className={tag.type === 'operator' ? 'nd-coll-tag nd-coll-tag--operator' : 'nd-coll-tag'}>
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      <ul className="nd-coll-search__filters" aria-label={t('collections:search.filters')}>
        {extras.map((text, index) => (
          <li key={`${index}-${text}`} className="nd-coll-filter">
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
};

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { describeQuery } from '@newsdesk/core/search/describe-query';
import type { SearchTag } from '@newsdesk/core/search/search-query.types';
import { errorKey } from '../api/error-message';
import type { SearchStore } from './search.store';

const OPERATOR = /^(?:AND|OR|NOT)$/;

/** The chips plus the text being typed, as if it were added: the preview shows the query before it runs. */
const tagsWithDraft = (store: SearchStore): SearchTag[] => {
  const draft = store.suggestions.text.trim();
  if (draft === '') return store.params.tags;
  return [...store.params.tags, OPERATOR.test(draft) ? { name: draft, type: 'operator' } : { name: draft }];
};

/** Under the search input: how the query is read (core describe-query.ts), its notes, or why it is refused. */
export const QueryPreview = observer(function QueryPreview({ store }: { store: SearchStore }) {
  const { t } = useTranslation('search');
  const described = describeQuery(tagsWithDraft(store), { exactMatchesOnly: store.params.exactMatchesOnly });
  const { refused } = described;
  // a single plain word needs no explanation
  const worthShowing = refused !== null || described.notes.length > 0 || (described.reading ?? '').includes(' ');
  return (
    <div className="nd-query-preview" aria-live="polite">
      {worthShowing && (
        <>
          {described.reading && (
            <p className="nd-query-preview__reading">
              {t('preview.readAs')} <code>{described.reading}</code>
            </p>
          )}
          {refused && (
            <p className="nd-query-preview__refused">
              {t('preview.refused')} {t(errorKey(refused.code), { ...refused.details, defaultValue: refused.message })}
            </p>
          )}
          {described.notes.map((note) => (
            <p key={note.code + ('term' in note ? note.term : '')} className="nd-query-preview__note">
              {t(`preview.${note.code.replace('query.', '')}`, 'term' in note ? { term: note.term } : {})}
            </p>
          ))}
        </>
      )}
    </div>
  );
});

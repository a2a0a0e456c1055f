import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_SORTS, type GlossarySort } from '@newsdesk/core/glossary/glossary.types';
import { Icon } from '../ui/icons';
import { Menu } from '../ui/Menu';
import type { GlossaryStore } from './glossary.store';
import { Button } from '../ui/Button';

/** Search box, sort menu and "New item". */
export const GlossaryToolbar = observer(function GlossaryToolbar({ store }: { store: GlossaryStore }) {
  const { t } = useTranslation('glossary');
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    store.submitSearch();
  };
  const sortLabel = t(`sort.${store.sort}`);
  return (
    <div className="nd-gloss-toolbar">
      <form role="search" className="nd-gloss-search" onSubmit={onSubmit}>
        <label htmlFor={`${id}-search`} className="nd-visually-hidden">
          {t('search.label')}
        </label>
        <Icon name="search" className="nd-gloss-search__icon" size={18} />
        <input
          id={`${id}-search`}
          type="search"
          className="nd-gloss-input nd-gloss-search__input"
          placeholder={t('search.placeholder')}
          maxLength={200}
          value={store.searchDraft}
          onChange={(event) => store.setSearchDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && store.searchDraft !== '') {
              event.preventDefault();
              store.clearSearch();
            }
          }}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      <div className="nd-gloss-toolbar__end">
        <Menu
          label={t('sort.trigger', { sort: sortLabel })}
          placement="bottom-start"
          triggerClassName="nd-btn nd-btn--secondary"
          trigger={<span>{t('sort.trigger', { sort: sortLabel })}</span>}
          entries={[
            {
              kind: 'radio-group',
              id: 'sort',
              label: t('sort.label'),
              value: store.sort,
              options: GLOSSARY_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
              onChange: (value) => store.setSort(value as GlossarySort),
            },
          ]}
        />
        <Button variant="primary" onClick={store.editor.startCreate}>
          {t('newItem')}
        </Button>
      </div>
    </div>
  );
});

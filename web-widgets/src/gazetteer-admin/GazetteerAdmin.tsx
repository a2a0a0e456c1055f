import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  GAZETTEER_KINDS,
  GAZETTEER_LANGUAGES,
  type GazetteerEntryKind,
  type GazetteerEntryLanguage,
} from '@newsdesk/core/gazetteer/gazetteer.types';
import { AdminAlert, AdminStatus } from '../source-admin/AdminMessages';
import { AdminInlineForm, AdminSection } from '../source-admin/AdminSection';
import { ConfirmDeletion } from '../ui/ConfirmDialog';
import { AdminPanelFrame } from '../ui/AdminPanelFrame';
import type { GazetteerAdminStore } from './gazetteer-admin.store';
import '../source-admin/SourceAdmin.css';
import '../source-admin/admin-controls.css';
import '../source-admin/admin-table.css';
import './GazetteerAdmin.css';
import { TableScroll } from '../ui/TableScroll';
import { Button } from '../ui/Button';

export interface GazetteerAdminProps {
  store: GazetteerAdminStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

/** The add form and the entries, once loaded. */
const GazetteerEntries = observer(function GazetteerEntries({ store }: { store: GazetteerAdminStore }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = (hint?: string) => [hint ?? '', store.error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="nd-admin nd-gazetteer">
      <AdminSection title={t('gazetteer.title')} lead={t('gazetteer.lead')}>
        <AdminInlineForm
          busy={store.saving}
          onSubmit={() => void store.add()}
          submitLabel={t('gazetteer.add')}
          busyLabel={t('gazetteer.adding')}
        >
          <div className="nd-admin-field">
            <label htmlFor={`${id}-language`}>{t('gazetteer.language')}</label>
            <select
              id={`${id}-language`}
              className="nd-admin-input nd-admin-select"
              value={store.language}
              onChange={(event) => store.setLanguage(event.target.value as GazetteerEntryLanguage)}
            >
              {GAZETTEER_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`gazetteer.languages.${language}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="nd-admin-field">
            <label htmlFor={`${id}-kind`}>{t('gazetteer.kind')}</label>
            <select
              id={`${id}-kind`}
              className="nd-admin-input nd-admin-select"
              value={store.kind}
              onChange={(event) => store.setKind(event.target.value as GazetteerEntryKind)}
            >
              {GAZETTEER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`gazetteer.kindOptions.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="nd-admin-field nd-admin-field--medium">
            <label htmlFor={`${id}-name`}>{t('gazetteer.name')}</label>
            <input
              id={`${id}-name`}
              className="nd-admin-input"
              maxLength={200}
              value={store.name}
              aria-invalid={store.nameInvalid || undefined}
              aria-describedby={describedBy()}
              onChange={(event) => store.setName(event.target.value)}
            />
          </div>
          <div className="nd-admin-field nd-admin-field--grow">
            <label htmlFor={`${id}-aliases`}>{t('gazetteer.aliases')}</label>
            <input
              id={`${id}-aliases`}
              className="nd-admin-input"
              value={store.aliases}
              aria-invalid={store.aliasesInvalid || undefined}
              aria-describedby={describedBy(`${id}-aliases-hint`)}
              onChange={(event) => store.setAliases(event.target.value)}
            />
            <p id={`${id}-aliases-hint`} className="nd-admin-hint">
              {t('gazetteer.aliasesHint')}
            </p>
          </div>
        </AdminInlineForm>
        <AdminAlert id={errorId} error={store.error} />
        <AdminStatus notice={store.notice} />
        {store.groups.length === 0 ? (
          <p className="nd-admin-empty">{t('gazetteer.empty')}</p>
        ) : (
          store.groups.map(({ language, kinds }) => (
            <section key={language} className="nd-gazetteer__language" aria-labelledby={`${id}-${language}`}>
              <h3 id={`${id}-${language}`} className="nd-gazetteer__language-title">
                {t(`gazetteer.languages.${language}`)}
              </h3>
              {kinds.map(({ kind, entries }) => (
                <TableScroll
                  key={kind}
                  label={t('gazetteer.groupCaption', {
                    kind: t(`gazetteer.kinds.${kind}`),
                    language: t(`gazetteer.languages.${language}`),
                  })}
                  className="nd-admin-table-wrap"
                >
                  <table className="nd-admin-table nd-gazetteer__table">
                    <caption className="nd-gazetteer__caption">
                      {t('gazetteer.groupCaption', { kind: t(`gazetteer.kinds.${kind}`), language: t(`gazetteer.languages.${language}`) })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('gazetteer.columns.name')}</th>
                        <th scope="col">{t('gazetteer.columns.aliases')}</th>
                        <th scope="col">
                          <span className="nd-visually-hidden">{t('gazetteer.columns.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {entries.map((entry) => (
                        <tr key={entry.id}>
                          <th scope="row" className="nd-admin-table__main">
                            {entry.name}
                          </th>
                          <td className="nd-gazetteer__aliases">{entry.aliases.join(', ') || '–'}</td>
                          <td className="nd-gazetteer__actions">
                            <Button
                              variant="quiet-danger"
                              size="small"
                              aria-label={t('gazetteer.deleteLabel', { name: entry.name })}
                              onClick={() => store.deletion.ask(entry)}
                            >
                              {t('gazetteer.delete')}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              ))}
            </section>
          ))
        )}
        <ConfirmDeletion deletion={store.deletion} keys="gazetteer.confirmDelete" values={(entry) => ({ name: entry.name })} />
      </AdminSection>
    </div>
  );
});

/**
 * The "Entities" tab of the administration: organizations, people and places the entity
 * extraction recognises in addition to its curated lists, grouped by language and kind.
 */
export const GazetteerAdmin = observer(function GazetteerAdmin({ store, autoLoad = true }: GazetteerAdminProps) {
  const { t } = useTranslation('admin');
  const texts = { loading: t('gazetteer.loading'), failed: t('gazetteer.loadFailed'), retry: t('retry') };
  return (
    <AdminPanelFrame store={store} autoLoad={autoLoad} texts={texts} alert={<AdminAlert error={store.loadError} />}>
      <GazetteerEntries store={store} />
    </AdminPanelFrame>
  );
});

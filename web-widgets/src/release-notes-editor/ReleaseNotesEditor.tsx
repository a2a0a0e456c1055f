import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import type { ReleaseNote } from '../release-notes/release-notes';
import { ConfirmDialog } from '../source-admin/ConfirmDialog';
import { ReleaseNoteEditorDialog } from './ReleaseNoteEditorDialog';
import type { ReleaseNotesEditorStore } from './release-notes-editor.store';
import '../source-admin/SourceAdmin.css';
import '../source-admin/admin-controls.css';
import '../source-admin/admin-table.css';
import '../release-notes/ReleaseNotesDialog.css';
import './ReleaseNotesEditor.css';

export interface ReleaseNotesEditorProps {
  store: ReleaseNotesEditorStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

const asLanguage = (value: string | undefined): Language => LANGUAGES.find((language) => language === value) ?? 'en';

/** First words of a note for the list: the Markdown source without its marks. */
const excerpt = (note: ReleaseNote, language: Language): string => {
  const source = note.markdown?.[language] ?? note.markdown?.en ?? Object.values(note.markdown ?? {})[0] ?? '';
  const plain = source.replace(/[#*_`>[\]()-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > 90 ? `${plain.slice(0, 87)}…` : plain;
};

/** The "Release notes" tab of the administration. */
export const ReleaseNotesEditor = observer(function ReleaseNotesEditor({ store, autoLoad = true }: ReleaseNotesEditorProps) {
  const { t, i18n } = useTranslation('release-notes');
  const id = useId();
  const lng = asLanguage(i18n.resolvedLanguage);
  const dates = new Intl.DateTimeFormat(lng, { dateStyle: 'long' });
  const dateOf = (note: ReleaseNote) => dates.format(new Date(note.createdAt));
  useEffect(() => {
    if (autoLoad && store.status === 'idle') void store.load();
  }, [autoLoad, store]);

  if (store.status === 'idle' || store.status === 'loading') {
    return (
      <div className="nd-admin nd-admin--centered" aria-busy="true">
        <span className="nd-admin-spinner" aria-hidden="true" />
        <p role="status">{t('editor.loading')}</p>
      </div>
    );
  }
  if (store.status === 'error') {
    return (
      <div className="nd-admin nd-admin--centered">
        <p className="nd-admin__failed">{t('editor.loadFailed')}</p>
        <button type="button" className="nd-admin-btn nd-admin-btn--primary" onClick={() => void store.load()}>
          {t('editor.retry')}
        </button>
      </div>
    );
  }

  const editingNote = store.editing && store.editing !== 'new' ? store.notes.find((n) => n.id === store.editing) : undefined;

  return (
    <div className="nd-admin nd-rn-editor">
      <section className="nd-admin-section" aria-labelledby={`${id}-title`}>
        <header className="nd-admin-section__header">
          <div>
            <h2 id={`${id}-title`} className="nd-admin-section__title">{t('editor.title')}</h2>
            <p className="nd-admin-section__lead">{t('editor.lead')}</p>
          </div>
          <button type="button" className="nd-admin-btn nd-admin-btn--primary" onClick={store.startNew}>
            {t('editor.new')}
          </button>
        </header>
        <p role="status" className={`nd-admin-status${store.notice ? '' : ' nd-admin-status--empty'}`}>
          {store.notice ? t(store.notice) : ''}
        </p>
        {store.notes.length === 0 ? (
          <p className="nd-admin-empty">{t('editor.empty')}</p>
        ) : (
          <div className="nd-admin-table-wrap">
            <table className="nd-admin-table">
              <caption className="nd-visually-hidden">{t('editor.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('editor.columns.date')}</th>
                  <th scope="col">{t('editor.columns.text')}</th>
                  <th scope="col">{t('editor.columns.languages')}</th>
                  <th scope="col">
                    <span className="nd-visually-hidden">{t('editor.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {store.sorted.map((note) => (
                  <tr key={note.id}>
                    <th scope="row" className="nd-admin-table__nowrap">
                      <time dateTime={note.createdAt}>{dateOf(note)}</time>
                    </th>
                    <td className="nd-rn-editor__excerpt">{excerpt(note, lng)}</td>
                    <td>
                      <ul className="nd-rn-editor__languages">
                        {LANGUAGES.map((language) => {
                          const present = Boolean(note.markdown?.[language] ?? note.body[language]);
                          return (
                            <li key={language} className={present ? 'nd-rn-editor__lang' : 'nd-rn-editor__lang nd-rn-editor__lang--missing'}>
                              <abbr title={present ? t(`editor.languages.${language}`) : `${t(`editor.languages.${language}`)}: ${t('editor.missing')}`}>{language.toUpperCase()}</abbr>
                            </li>
                          );
                        })}
                      </ul>
                    </td>
                    <td className="nd-rn-editor__actions">
                      <button type="button" className="nd-admin-btn nd-admin-btn--small nd-admin-btn--secondary" aria-label={t('editor.editLabel', { date: dateOf(note) })} onClick={() => store.startEdit(note)}>
                        {t('editor.edit')}
                      </button>
                      <button type="button" className="nd-admin-btn nd-admin-btn--small nd-admin-btn--quiet-danger" aria-label={t('editor.deleteLabel', { date: dateOf(note) })} onClick={() => store.askDelete(note)}>
                        {t('editor.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {store.hasMore && (
          <div className="nd-rn-editor__more">
            <button type="button" className="nd-admin-btn nd-admin-btn--secondary" disabled={store.loadingMore} onClick={() => void store.loadMore()}>
              {t('editor.loadMore')}
            </button>
          </div>
        )}
        <ReleaseNoteEditorDialog store={store} title={editingNote ? t('editor.editTitle', { date: dateOf(editingNote) }) : t('editor.newTitle')} />
        <ConfirmDialog
          open={store.pendingDelete !== null}
          title={t('editor.confirmDelete.title')}
          text={t('editor.confirmDelete.text', { date: store.pendingDelete ? dateOf(store.pendingDelete) : '' })}
          confirmLabel={t('editor.confirmDelete.confirm')}
          busy={store.deleting}
          onConfirm={() => void store.confirmDelete()}
          onCancel={store.cancelDelete}
        />
      </section>
    </div>
  );
});

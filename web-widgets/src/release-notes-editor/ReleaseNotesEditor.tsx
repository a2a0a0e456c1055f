import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@newsdesk/core/identity/user-view';
import type { ReleaseNote } from '../release-notes/release-notes';
import { AdminStatus } from '../source-admin/AdminMessages';
import { AdminSection } from '../source-admin/AdminSection';
import { AdminTable } from '../source-admin/AdminTable';
import { ConfirmDeletion } from '../ui/ConfirmDialog';
import { AdminPanelFrame } from '../ui/AdminPanelFrame';
import { ReleaseNoteEditorDialog } from './ReleaseNoteEditorDialog';
import type { ReleaseNotesEditorStore } from './release-notes-editor.store';
import '../source-admin/SourceAdmin.css';
import '../source-admin/admin-controls.css';
import '../source-admin/admin-table.css';
import '../release-notes/ReleaseNotesDialog.css';
import './ReleaseNotesEditor.css';
import { Button } from '../ui/Button';

export interface ReleaseNotesEditorProps {
  store: ReleaseNotesEditorStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

const asLanguage = (value: string | undefined): Language => LANGUAGES.find((language) => language === value) ?? 'en';

/** First words of a note for the list: the Markdown source without its marks. */
const excerpt = (note: ReleaseNote, language: Language): string => {
  const source = note.markdown?.[language] ?? note.markdown?.en ?? Object.values(note.markdown ?? {})[0] ?? '';
  const plain = source
    .replace(/[#*_`>[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 90 ? `${plain.slice(0, 87)}…` : plain;
};

/** The published notes and the editor dialog, once loaded. */
const ReleaseNotesList = observer(function ReleaseNotesList({ store }: { store: ReleaseNotesEditorStore }) {
  const { t, i18n } = useTranslation('release-notes');
  const lng = asLanguage(i18n.resolvedLanguage);
  const dates = new Intl.DateTimeFormat(lng, { dateStyle: 'long' });
  const dateOf = (note: ReleaseNote) => dates.format(new Date(note.createdAt));
  const editingNote = store.editing && store.editing !== 'new' ? store.pages.notes.find((n) => n.id === store.editing) : undefined;

  return (
    <div className="nd-admin nd-rn-editor">
      <AdminSection
        title={t('editor.title')}
        lead={t('editor.lead')}
        actions={
          <Button variant="primary" onClick={store.startNew}>
            {t('editor.new')}
          </Button>
        }
      >
        <AdminStatus notice={store.notice ? { key: `release-notes:${store.notice}` } : null} />
        <AdminTable
          empty={store.pages.notes.length === 0 ? t('editor.empty') : null}
          caption={t('editor.tableCaption')}
          columns={[t('editor.columns.date'), t('editor.columns.text'), t('editor.columns.languages')]}
          actionsLabel={t('editor.columns.actions')}
          region={false}
        >
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
                        <abbr
                          title={
                            present ? t(`editor.languages.${language}`) : `${t(`editor.languages.${language}`)}: ${t('editor.missing')}`
                          }
                        >
                          {language.toUpperCase()}
                        </abbr>
                      </li>
                    );
                  })}
                </ul>
              </td>
              <td className="nd-rn-editor__actions">
                <Button size="small" aria-label={t('editor.editLabel', { date: dateOf(note) })} onClick={() => store.startEdit(note)}>
                  {t('editor.edit')}
                </Button>
                <Button
                  variant="quiet-danger"
                  size="small"
                  aria-label={t('editor.deleteLabel', { date: dateOf(note) })}
                  onClick={() => store.deletion.ask(note)}
                >
                  {t('editor.delete')}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
        {store.pages.hasMore && (
          <div className="nd-rn-editor__more">
            <Button disabled={store.pages.loadingMore} onClick={() => void store.pages.loadMore()}>
              {t('editor.loadMore')}
            </Button>
          </div>
        )}
        <ReleaseNoteEditorDialog
          store={store}
          title={editingNote ? t('editor.editTitle', { date: dateOf(editingNote) }) : t('editor.newTitle')}
        />
        <ConfirmDeletion
          deletion={store.deletion}
          ns="release-notes"
          keys="editor.confirmDelete"
          values={(note) => ({ date: dateOf(note) })}
        />
      </AdminSection>
    </div>
  );
});

/** The "Release notes" tab of the administration. */
export const ReleaseNotesEditor = observer(function ReleaseNotesEditor({ store, autoLoad = true }: ReleaseNotesEditorProps) {
  const { t } = useTranslation('release-notes');
  const texts = { loading: t('editor.loading'), failed: t('editor.loadFailed'), retry: t('editor.retry') };
  return (
    <AdminPanelFrame store={store} autoLoad={autoLoad} texts={texts}>
      <ReleaseNotesList store={store} />
    </AdminPanelFrame>
  );
});

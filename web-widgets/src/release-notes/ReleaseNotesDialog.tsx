import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import type { Language } from '@newsdesk/core/identity/user-view';
import { Dialog } from '../ui/Dialog';
import { newestFirst, releaseNoteBody } from './release-notes';
import type { ReleaseNote } from './release-notes';
import './ReleaseNotesDialog.css';

export interface ReleaseNotesDialogProps {
  open: boolean;
  onClose: () => void;
  notes: ReleaseNote[];
  /** Defaults to the language of the provider's i18n. */
  language?: Language;
}

const asLanguage = (value: string | undefined): Language =>
  LANGUAGES.find((language) => language === value) ?? 'en';

export const ReleaseNotesDialog = ({ open, onClose, notes, language }: ReleaseNotesDialogProps) => {
  const { t, i18n } = useTranslation();
  const lng = language ?? asLanguage(i18n.resolvedLanguage);
  const dates = new Intl.DateTimeFormat(lng, { dateStyle: 'long' });

  return (
    <Dialog open={open} onClose={onClose} title={t('releaseNotes.title')} closeLabel={t('dialog.close')} size="large">
      {notes.length === 0 ? (
        <p className="nd-release-notes__empty">{t('releaseNotes.empty')}</p>
      ) : (
        <ol className="nd-release-notes__list">
          {newestFirst(notes).map((note) => {
            const date = new Date(note.createdAt);
            return (
              <li key={note.id} className="nd-release-notes__entry">
                <time className="nd-release-notes__date" dateTime={note.createdAt}>
                  {Number.isNaN(date.getTime()) ? note.createdAt : dates.format(date)}
                </time>
                <p className="nd-release-notes__body">{releaseNoteBody(note, lng)}</p>
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
};

import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import { FormDialog } from '../ui/FormDialog';
import { PressedButtons } from '../ui/PressedButtons';
import type { ReleaseNotesEditorStore } from './release-notes-editor.store';

/** Markdown per language on the left, the sanitised preview of that language on the right. */
export const ReleaseNoteEditorDialog = observer(function ReleaseNoteEditorDialog({
  store,
  title,
}: {
  store: ReleaseNotesEditorStore;
  title: string;
}) {
  const { t } = useTranslation('release-notes');
  const id = useId();
  const languageName = t(`editor.languages.${store.language}`);
  return (
    <FormDialog
      open={store.editing !== null}
      onClose={store.close}
      title={title}
      closeLabel={t('close')}
      cancelLabel={t('editor.cancel')}
      submitLabel={store.saving ? t('editor.saving') : store.editing === 'new' ? t('editor.publish') : t('editor.save')}
      busy={store.saving}
      onSubmit={() => void store.save()}
      formClassName="nd-rn-form"
      size="large"
    >
      <PressedButtons
        label={t('editor.languages.label')}
        className="nd-rn-form__languages"
        buttonClassName="nd-rn-form__language"
        choices={LANGUAGES.map((language) => ({
          value: language,
          label: (
            <>
              {t(`editor.languages.${language}`)}
              {!store.drafts[language].trim() && <span className="nd-rn-form__missing"> · {t('editor.missing')}</span>}
            </>
          ),
        }))}
        chosen={store.language}
        onChoose={(language) => store.setLanguage(language)}
      />
      <div className="nd-rn-form__panes">
        <div className="nd-admin-field nd-rn-form__pane">
          <label htmlFor={`${id}-markdown`}>{t('editor.markdown', { language: languageName })}</label>
          <textarea
            id={`${id}-markdown`}
            className="nd-admin-input nd-rn-form__textarea"
            lang={store.language}
            rows={14}
            value={store.drafts[store.language]}
            aria-describedby={`${id}-hint`}
            onChange={(event) => store.setDraft(event.target.value)}
          />
          <p id={`${id}-hint`} className="nd-admin-hint">
            {t('editor.hint')}
          </p>
        </div>
        <section className="nd-rn-form__pane" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="nd-rn-form__preview-title">
            {t('editor.preview')}
          </h3>
          {store.drafts[store.language].trim() && store.preview !== null ? (
            <div
              className="nd-rn-form__preview nd-release-notes__body"
              lang={store.language}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by markdownToSafeHtml (marked, then DOMPurify)
              dangerouslySetInnerHTML={{ __html: store.preview }}
            />
          ) : (
            <p className="nd-rn-form__preview nd-rn-form__preview--empty">{t('editor.previewEmpty')}</p>
          )}
        </section>
      </div>
    </FormDialog>
  );
});

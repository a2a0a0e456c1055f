import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '@newsdesk/core/glossary/glossary.types';
import { FormDialog } from '../ui/FormDialog';
import type { GlossaryEditorStore } from './glossary-editor.store';
import type { UiError } from '../ui/ui-error';

const FieldError = ({ id, error }: { id: string; error: UiError | null }) => {
  const { t } = useTranslation('errors');
  if (!error) return null;
  return (
    <p id={id} className="nd-gloss-field__error" role="alert">
      {t(error.code, { ...error.values, defaultValue: error.message })}
    </p>
  );
};

/** Create or edit an item: title and description, both required (spec §5). */
export const GlossaryEditorDialog = observer(function GlossaryEditorDialog({ editor }: { editor: GlossaryEditorStore }) {
  const { t } = useTranslation('glossary');
  const id = useId();
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <FormDialog
      open={editor.open}
      onClose={editor.close}
      title={editor.isEdit ? t('editor.editTitle') : t('editor.createTitle')}
      closeLabel={t('editor.close')}
      cancelLabel={t('editor.cancel')}
      submitLabel={editor.saving ? t('editor.saving') : t('editor.save')}
      busy={editor.saving}
      onSubmit={() => void editor.save()}
      formClassName="nd-gloss-form"
    >
      <div className="nd-gloss-field">
        <label htmlFor={`${id}-title`}>{t('editor.titleLabel')}</label>
        <input
          id={`${id}-title`}
          className="nd-gloss-input"
          maxLength={MAX_TITLE_LENGTH}
          required
          value={editor.title}
          aria-invalid={editor.titleError ? true : undefined}
          aria-describedby={describedBy(editor.titleError !== null && `${id}-title-error`)}
          onChange={(event) => editor.setTitle(event.target.value)}
        />
        <FieldError id={`${id}-title-error`} error={editor.titleError} />
      </div>
      <div className="nd-gloss-field">
        <label htmlFor={`${id}-description`}>{t('editor.descriptionLabel')}</label>
        <textarea
          id={`${id}-description`}
          className="nd-gloss-input nd-gloss-form__description"
          rows={7}
          maxLength={MAX_DESCRIPTION_LENGTH}
          required
          value={editor.description}
          aria-invalid={editor.descriptionError ? true : undefined}
          aria-describedby={describedBy(`${id}-description-hint`, editor.descriptionError !== null && `${id}-description-error`)}
          onChange={(event) => editor.setDescription(event.target.value)}
        />
        <p id={`${id}-description-hint`} className="nd-gloss-muted nd-gloss-field__hint">
          {t('editor.descriptionHint')}
        </p>
        <FieldError id={`${id}-description-error`} error={editor.descriptionError} />
      </div>
    </FormDialog>
  );
});

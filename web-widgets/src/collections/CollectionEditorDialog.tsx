import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { CollectionForm } from './CollectionForm';
import type { CollectionEditorStore } from './collection-editor.store';
import './CollectionControls.css';
import { Button } from '../ui/Button';

/** The form in a dialog: "Save as collection" (create) or "Edit collection". */
export const CollectionEditorDialog = observer(function CollectionEditorDialog({ editor }: { editor: CollectionEditorStore }) {
  const { t } = useTranslation('collections');
  const formId = 'nd-collection-editor-form';
  const blocked = editor.attempted && editor.problems.length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  return (
    <Dialog
      open={editor.isOpen}
      onClose={editor.close}
      title={editor.mode === 'create' ? t('editor.createTitle') : t('editor.editTitle')}
      closeLabel={t('close')}
      footer={
        <>
          <p role="status" className={blocked ? 'nd-coll-form__blocked' : 'nd-visually-hidden'}>
            {blocked ? t('editor.blocked', { count: editor.problems.length }) : ''}
          </p>
          <Button onClick={editor.close}>{t('cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={editor.saving}>
            {editor.saving ? t('editor.saving') : t('editor.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <CollectionForm editor={editor} />
      </form>
    </Dialog>
  );
});

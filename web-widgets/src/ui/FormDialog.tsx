import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Translated by the caller, like every kit text. */
  closeLabel: string;
  cancelLabel: string;
  /** The submit button's label; the caller says "Saving…" while `busy`. */
  submitLabel: string;
  /** A call is under way: the submit button waits and the form says so. */
  busy: boolean;
  onSubmit: () => void;
  /** The form's own layout class (admin grid, glossary fields, …). */
  formClassName: string;
  size?: 'medium' | 'large';
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog that is one form: the fields, then Cancel and the submit button in the footer (tied to
 * the form by its id, so Enter in a field submits too). noValidate: the store and the server
 * validate, so the messages are the widget's own and translated.
 */
export const FormDialog = ({
  open,
  onClose,
  title,
  closeLabel,
  cancelLabel,
  submitLabel,
  busy,
  onSubmit,
  formClassName,
  size,
  children,
}: FormDialogProps) => {
  const formId = `${useId()}-form`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      {...(size === undefined ? {} : { size })}
      footer={
        <>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} noValidate onSubmit={submit} aria-busy={busy}>
        {children}
      </form>
    </Dialog>
  );
};

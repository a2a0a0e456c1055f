import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/Button';

export interface AdminSectionProps {
  title: string;
  lead: string;
  /** Buttons beside the title (add, refresh). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled part of an administration panel; the title names the section for screen readers. */
export const AdminSection = ({ title, lead, actions, children }: AdminSectionProps) => {
  const titleId = useId();
  return (
    <section className="nd-admin-section" aria-labelledby={titleId}>
      <header className="nd-admin-section__header">
        <div>
          <h2 id={titleId} className="nd-admin-section__title">
            {title}
          </h2>
          <p className="nd-admin-section__lead">{lead}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
};

export interface AdminInlineFormProps {
  busy: boolean;
  onSubmit: () => void;
  /** The submit button's label, and its label while the call is under way. */
  submitLabel: string;
  busyLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** A one-line add form; the fields are checked by the store, not the browser. */
export const AdminInlineForm = ({ busy, onSubmit, submitLabel, busyLabel, children }: AdminInlineFormProps) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="nd-admin-form nd-admin-form--inline" noValidate onSubmit={submit} aria-busy={busy}>
      {children}
      <Button variant="primary" type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
};

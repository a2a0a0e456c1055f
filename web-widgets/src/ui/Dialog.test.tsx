import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { useState, type ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { followBrowserFocusFixup } from '../testing/focus-fixup';
import { Dialog } from './Dialog';

/**
 * The shared dialog's focus after an action: a save that disables the focused button, a form
 * replaced by its loading state, an error naming a field or none. The focus fix-up makes jsdom
 * drop focus from a disabled control the way browsers do.
 */
let undoFixup: () => void;
beforeEach(() => {
  undoFixup = followBrowserFocusFixup();
});
afterEach(() => undoFixup());

const later = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = 'field-error' | 'general-error';

/** A form dialog that saves slowly and then fails, like a refused request. */
const SavingDialog = ({
  outcome,
  replaceWhileSaving = false,
  answer = later,
}: {
  outcome: Outcome;
  replaceWhileSaving?: boolean;
  answer?: () => Promise<unknown>;
}) => {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<Outcome | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    await answer();
    setSaving(false);
    setError(outcome);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add source
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add source"
        closeLabel="Close"
        footer={
          <button type="submit" form="f" disabled={saving}>
            Save
          </button>
        }
      >
        {replaceWhileSaving && saving ? (
          <p role="status">Saving…</p>
        ) : (
          <form
            id="f"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <label htmlFor="domain">Domain</label>
            <input
              id="domain"
              defaultValue="unlisted.example"
              aria-invalid={error === 'field-error' || undefined}
              aria-describedby="error"
            />
            <div id="error" role="alert" tabIndex={-1}>
              {error === 'field-error'
                ? 'Domain must be from the list of Generic/Custom sources'
                : error === 'general-error'
                  ? 'The server cannot be reached.'
                  : ''}
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
};

const openDialog = async (ui: ReactElement) => {
  const user = userEvent.setup();
  const { container } = render(ui);
  await user.click(screen.getByRole('button', { name: 'Add source' }));
  const dialog = screen.getByRole('dialog', { name: 'Add source' });
  return { user, container, dialog };
};

describe('focus in the shared dialog after an action', () => {
  test('a click on Save that disables it, then an error naming a field: focus goes to that field, Escape closes', async () => {
    const { user, container, dialog } = await openDialog(<SavingDialog outcome="field-error" />);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // while saving, focus is on the dialog, not on the page behind it
    expect(dialog).toHaveFocus();
    await waitFor(() => expect(within(dialog).getByLabelText('Domain')).toHaveFocus());
    expect(within(dialog).getByLabelText('Domain')).toHaveAccessibleDescription('Domain must be from the list of Generic/Custom sources');
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add source' })).toHaveFocus();
  });

  test('an error that names no field: focus goes to the message, which is announced', async () => {
    const { user, dialog } = await openDialog(<SavingDialog outcome="general-error" />);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveFocus());
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The server cannot be reached.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a form replaced by its loading state: focus stays in the dialog and comes back to the field at fault', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    const server = new Promise((resolve) => (answer = resolve));
    const { user, dialog } = await openDialog(<SavingDialog outcome="field-error" replaceWhileSaving answer={() => server} />);
    await user.type(within(dialog).getByLabelText('Domain'), '{Enter}');
    // the focused field is gone with the form: focus is on the dialog, not the page behind it
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(dialog).toHaveFocus());
    await act(async () => {
      answer();
      await server;
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Domain')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('focus that stayed where the user put it is left alone', async () => {
    const { user, dialog } = await openDialog(<SavingDialog outcome="field-error" />);
    // Enter in the field: the field keeps focus, the error is announced by its role=alert
    await user.type(within(dialog).getByLabelText('Domain'), '{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/Domain must be/));
    expect(within(dialog).getByLabelText('Domain')).toHaveFocus();
  });

  test('Escape with focus on nothing closes only the innermost dialog', async () => {
    const Nested = () => {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <Dialog open={outer} onClose={() => setOuter(false)} title="Outer" closeLabel="Close outer">
            <p>Outer text</p>
          </Dialog>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner" closeLabel="Close inner">
            <p>Inner text</p>
          </Dialog>
        </>
      );
    };
    const user = userEvent.setup();
    render(<Nested />);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });
});

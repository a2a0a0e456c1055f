import { describe, expect, jest, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { ApiError } from '../api/api-error';
import { copyOfReleaseNotes, fakeReleaseNotesApi } from '../release-notes/release-notes.fixtures';
import { focusIsInside, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';
import { ReleaseNotesEditor } from './ReleaseNotesEditor';
import * as stories from './ReleaseNotesEditor.stories';
import { ReleaseNotesEditorStore } from './release-notes-editor.store';

setProjectAnnotations(preview);

const setup = () => {
  const api = fakeReleaseNotesApi(copyOfReleaseNotes(), 2);
  const toasts = { show: jest.fn<(input: { kind: string; messageKey?: string }) => string>(() => 'id') };
  const store = new ReleaseNotesEditorStore(api, toasts);
  const user = userEvent.setup();
  const view = renderWidget(<ReleaseNotesEditor store={store} />);
  return { api, store, toasts, user, ...view };
};

describe('ReleaseNotesEditor', () => {
  test('an admin writes a note in German with a live preview that never runs script, and publishes it', async () => {
    const { api, user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New release note' }));
    const dialog = screen.getByRole('dialog', { name: 'New release note' });
    await user.click(within(dialog).getByRole('button', { name: /Deutsch/ }));
    const textarea = within(dialog).getByLabelText('Text in Deutsch (Markdown)');
    await user.type(textarea, '**Neu**: Glossar <img src=x onerror=alert(1)>');
    const previewPane = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(previewPane).getByText('Neu').tagName).toBe('STRONG');
    expect(previewPane.innerHTML).not.toContain('onerror');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Release note published.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await api.list()).releaseNotes[0]?.markdown).toEqual({ de: '**Neu**: Glossar <img src=x onerror=alert(1)>' });
  });

  test('editing sends only the changed languages; delete asks first', async () => {
    const { api, user } = setup();
    await screen.findByRole('table');
    const update = jest.spyOn(api, 'updateContent');
    await user.click(screen.getAllByRole('button', { name: /^Edit the release note of/ })[0]!);
    const dialog = screen.getByRole('dialog', { name: /^Edit the release note of/ });
    await user.click(within(dialog).getByRole('button', { name: /Français/ }));
    const textarea = within(dialog).getByLabelText('Text in Français (Markdown)');
    await user.clear(textarea);
    await user.type(textarea, 'Un glossaire.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Release note saved.')).toBeInTheDocument();
    expect(update.mock.calls).toEqual([['rn-3', 'fr', 'Un glossaire.']]);

    await user.click(screen.getAllByRole('button', { name: /^Delete the release note of/ })[0]!);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete release note?' })).getByRole('button', { name: 'Delete release note' }),
    );
    expect(await screen.findByText('Release note deleted.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load previous entries' }));
    expect(await screen.findAllByRole('row')).toHaveLength(3);
  });

  test('after a refused publish focus stays in the dialog and Escape closes it', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { api, user, toasts } = setup();
      await screen.findByRole('table');
      api.create = async () => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        throw new ApiError({ status: 500, code: 'server.internal', message: 'boom' });
      };
      await user.click(screen.getByRole('button', { name: 'New release note' }));
      const dialog = screen.getByRole('dialog', { name: 'New release note' });
      await user.type(within(dialog).getByLabelText('Text in English (Markdown)'), 'Glossary likes');
      await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
      await waitFor(() =>
        expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'errors:release_note.create_failed' })),
      );
      await waitFor(() => expect(focusIsInside(dialog)).toBe(true));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('create, update, delete and fetch errors are toasts', async () => {
    const { api, toasts, store } = setup();
    await screen.findByRole('table');
    api.create = () => Promise.reject(new ApiError({ status: 500, code: 'server.internal', message: 'boom' }));
    api.updateContent = () =>
      Promise.reject(
        new ApiError({ status: 400, code: 'release_note.body_required', message: 'A release note needs a text in at least one language.' }),
      );
    api.remove = () => Promise.reject(new ApiError({ status: 0, code: 'network.failed', message: 'offline' }));
    api.list = () => Promise.reject(new ApiError({ status: 500, code: 'server.internal', message: 'boom' }));
    await act(async () => {
      store.startNew();
      store.setDraft('x');
      await store.save();
      store.startEdit(store.sorted[1]!);
      store.setDraft('');
      await store.save();
      store.deletion.ask(store.sorted[0]!);
      await store.deletion.confirm();
      await store.load();
    });
    expect(toasts.show.mock.calls.map(([input]) => input.messageKey)).toEqual([
      'errors:release_note.create_failed',
      'errors:release_note.body_required',
      'errors:release_note.delete_failed',
      'errors:release_note.fetch_failed',
    ]);
  });
});

describe('ReleaseNotesEditor stories render axe-clean in their language', () => {
  test.each(Object.entries(composeStories(stories)))('%s', (storyName, Story) => expectStoryInItsLanguageAndAxeClean(storyName, Story));
});

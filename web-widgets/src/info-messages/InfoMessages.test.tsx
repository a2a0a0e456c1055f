import { describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { ApiError } from '../api/api-error';
import { renderWidget } from '../testing/render-widget';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';
import { InfoMessagesAdmin } from './InfoMessagesAdmin';
import * as adminStories from './InfoMessagesAdmin.stories';
import { InfoMessagesBanner } from './InfoMessagesBanner';
import * as bannerStories from './InfoMessagesBanner.stories';
import { FakeInfoMessagesApi } from './info-messages.fixtures';
import { InfoMessagesAdminStore } from './info-messages-admin.store';
import { InfoMessagesStore } from './info-messages.store';

setProjectAnnotations(preview);
const toasts = () => ({ show: jest.fn<(input: { kind: string; messageKey?: string }) => string>(() => 'id') });

describe('InfoMessagesBanner', () => {
  test('info and warning banners in the reader’s language; closing one tells the server', async () => {
    const api = new FakeInfoMessagesApi();
    const store = new InfoMessagesStore(api, toasts());
    await store.load();
    const user = userEvent.setup();
    const { container } = renderWidget(<InfoMessagesBanner store={store} />, { language: 'de' });
    const region = screen.getByRole('region', { name: 'Hinweise' });
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'Warnung:Newsdesk ist heute von 22:00 bis 22:30 Uhr wegen Wartung offline.',
    );
    // no German text: the English one
    expect(within(region).getByRole('status')).toHaveTextContent('The glossary is open for the whole newsroom.');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(within(region).getByRole('alert')).getByRole('button', { name: 'Diesen Hinweis schließen' }));
    expect(api.dismissed).toEqual(['im-2']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('text an admin typed as HTML is shown as text', async () => {
    const api = new FakeInfoMessagesApi('empty');
    api.messages = [
      { id: 'x', level: 'info', text: { en: '<img src=x onerror=alert(1)>Hello' }, expiresAt: null, createdAt: '', updatedAt: '' },
    ];
    const store = new InfoMessagesStore(api, toasts());
    await store.load();
    const { container } = renderWidget(<InfoMessagesBanner store={store} />);
    expect(screen.getByRole('status')).toHaveTextContent('<img src=x onerror=alert(1)>Hello');
    expect(container.querySelector('img')).toBeNull();
  });

  test('a dismissal the server refused brings the banner back with a toast', async () => {
    const api = new FakeInfoMessagesApi();
    api.dismiss = async () => {
      throw new ApiError({ status: 500, code: 'server.internal', message: 'boom' });
    };
    const t = toasts();
    const store = new InfoMessagesStore(api, t);
    await store.load();
    await store.dismiss('im-2');
    expect(store.messages.map((m) => m.id)).toEqual(['im-2', 'im-1']);
    expect(t.show).toHaveBeenCalledWith({ kind: 'error', messageKey: 'errors:info_message.dismiss_failed' });
  });
});

describe('InfoMessagesAdmin', () => {
  const setup = () => {
    const api = new FakeInfoMessagesApi();
    const t = toasts();
    const store = new InfoMessagesAdminStore(api, t);
    const user = userEvent.setup();
    const view = renderWidget(<InfoMessagesAdmin store={store} now={new Date('2026-11-22T12:00:00Z')} />);
    return { api, store, t, user, ...view };
  };

  test('publishes a warning with an expiry; it tops the list', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Info messages' });
    await user.selectOptions(screen.getByLabelText('Level'), 'warning');
    await user.type(screen.getByLabelText('Text in English'), 'Search is slow today.');
    await user.type(screen.getByLabelText('Text in Deutsch'), 'Die Suche ist heute langsam.');
    await user.type(screen.getByLabelText('Shown until (optional)'), '2099-01-31T18:00');
    await user.click(screen.getByRole('button', { name: 'Publish message' }));
    expect(await screen.findByText('Info message published.')).toBeInTheDocument();
    expect(api.messages[0]).toMatchObject({
      level: 'warning',
      text: { en: 'Search is slow today.', de: 'Die Suche ist heute langsam.', fr: '' },
      expiresAt: new Date('2099-01-31T18:00').toISOString(),
    });
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Search is slow today.');
  });

  test('edits and deletes a message after confirmation', async () => {
    const { api, user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Edit the message “The glossary/ }));
    expect(screen.getByRole('heading', { level: 3, name: 'Edit info message' })).toBeInTheDocument();
    const english = screen.getByLabelText('Text in English');
    await user.clear(english);
    await user.type(english, 'The glossary is open.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Info message saved.')).toBeInTheDocument();
    expect(api.messages.find((m) => m.id === 'im-1')?.text.en).toBe('The glossary is open.');

    await user.click(screen.getByRole('button', { name: 'Delete the message “The glossary is open.”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete info message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('Info message deleted.')).toBeInTheDocument();
    expect(api.messages.map((m) => m.id)).toEqual(['im-2']);
  });

  test('a refused save shows the server’s reason as a toast; other failures the generic text', async () => {
    const { api, t, user } = setup();
    await screen.findByRole('table');
    api.create = async () => {
      throw new ApiError({
        status: 400,
        code: 'info_message.text_required',
        message: 'An info message needs a text in at least one language.',
      });
    };
    await user.click(screen.getByRole('button', { name: 'Publish message' }));
    expect(t.show).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'error', messageKey: 'errors:info_message.text_required' }));
    api.remove = async () => {
      throw new ApiError({ status: 0, code: 'network.failed', message: 'offline' });
    };
    await user.click(screen.getAllByRole('button', { name: /^Delete the message/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(t.show).toHaveBeenLastCalledWith({ kind: 'error', messageKey: 'errors:info_message.delete_failed' });
  });
});

describe.each([
  ['banner', bannerStories],
  ['admin', adminStories],
] as const)('%s stories render axe-clean in their language', (_name, module) => {
  test.each(Object.entries(composeStories(module)))('%s', (storyName, Story) => expectStoryInItsLanguageAndAxeClean(storyName, Story));
});

import { describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWidget } from '../testing/render-widget';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import { aCollectionWithChannels, makeAlertChannelsEditor } from './alert-channels.scenarios';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

describe('the collection editor’s webhook, Teams and feed channels', () => {
  test('URL chips are checked by core’s rule; valid ones are saved with the alert', async () => {
    const { api, editor } = await makeAlertChannelsEditor('edit');
    const user = userEvent.setup({ delay: null });
    // URLs are long: pasted, then Enter, as people add them (typing each key costs seconds here)
    const addChip = async (input: HTMLElement, value: string) => {
      await user.click(input);
      await user.paste(value);
      await user.keyboard('{Enter}');
    };
    renderWidget(<CollectionEditorDialog editor={editor} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit collection' });
    const webhooks = within(dialog).getByRole('textbox', { name: 'Webhook URLs' });
    await addChip(webhooks, 'ftp://files.example/hook');
    expect(
      within(dialog).getByText('ftp://files.example/hook: A webhook address is a full http(s) URL without user name or password.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove ftp://files.example/hook' }));
    await addChip(webhooks, 'https://cms.newsroom.example/hooks/alerts');
    await addChip(within(dialog).getByRole('textbox', { name: 'Microsoft Teams URLs' }), 'not a url');
    expect(within(dialog).getByText(/not a url: A Teams address is the full http\(s\) URL/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove not a url' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    const [[, saved]] = api.callsOf('save') as [[string, { alert: Record<string, unknown> }]];
    expect(saved.alert).toEqual({
      ...aCollectionWithChannels().alert,
      webhooks: ['https://hooks.newsroom.example/newsdesk', 'https://cms.newsroom.example/hooks/alerts'],
    });
  });

  test('the secret and the feed URL are shown once, the feed can be revoked, and a test names what failed', async () => {
    const { api, editor } = await makeAlertChannelsEditor('edit');
    const user = userEvent.setup({ delay: null });
    const { container } = renderWidget(<CollectionEditorDialog editor={editor} />);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Edit collection' });
    expect(within(dialog).getByText('No secret yet: webhooks are not sent until you make one.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Make secret' }));
    const secret = within(dialog).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement;
    expect(secret.value).toMatch(/^whsec_/);
    expect(secret).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Copy it now: it is shown only this once.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Make new secret' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Make feed URL' }));
    const feed = within(dialog).getByRole('textbox', { name: 'Feed URL' }) as HTMLInputElement;
    expect(feed.value).toMatch(/^https:\/\/newsdesk\.example\/feeds\/collections\/\w+\.atom$/);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke feed' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Feed URL' })).toBeNull();
    expect(within(dialog).getByText('The feed URL was revoked.')).toBeTruthy();
    expect(api.callsOf('feed')).toHaveLength(2);

    api.failingRecipients.add('https://hooks.newsroom.example/newsdesk');
    await user.click(within(dialog).getByRole('button', { name: 'Test Webhook' }));
    expect(within(dialog).getByText('Test to https://hooks.newsroom.example/newsdesk: Failed (see the delivery log).')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Test Teams' }));
    expect(within(dialog).getByText('Test sent to 1 recipient.')).toBeTruthy();
    expect(api.callsOf('test').map(([, channel]) => channel)).toEqual(['webhook', 'teams']);
    expect(await axe(container)).toHaveNoViolations();

    // closing forgets what was shown once
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editor.channels.secret).toBeNull();
    // axe over the whole dialog takes seconds on a busy machine
  }, 60_000);

  test('a new collection: the URL fields, and a hint that secret, feed and tests come after saving (German)', async () => {
    const { editor } = await makeAlertChannelsEditor('new-collection');
    renderWidget(<CollectionEditorDialog editor={editor} />, { language: 'de' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Webhook-URLs' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Microsoft-Teams-URLs' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Geheimnis erstellen' })).toBeNull();
  });
});

import { expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { bundledResources, createWidgetI18n } from '@newsdesk/web-widgets/i18n';
import { WidgetProvider } from '@newsdesk/web-widgets/provider';
import { NotificationCenterStore, type NotificationCenterApi } from '@newsdesk/web-widgets/notification-center';
import { NotificationsPanel } from './NotificationsPanel';

const api: NotificationCenterApi = {
  missed: async () => [],
  state: async () => ({ muted: false, userId: 'u1' }),
  setMuted: async (muted) => ({ muted }),
  clear: async () => ({ clearedAt: new Date().toISOString() }),
  markRead: async () => undefined,
  connect: () => ({ close: () => undefined }),
};

/** As AppLayout: the sidebar's bell toggles the panel, which shows while open; maybe a dialog on top. */
const Shell = observer(function Shell({ store, dialog }: { store: NotificationCenterStore; dialog: boolean }) {
  return (
    <>
      <div data-tour="notifications">
        <button type="button" onClick={store.togglePanel}>
          Bell
        </button>
      </div>
      {store.panelOpen && <NotificationsPanel store={store} />}
      {dialog && <div role="dialog" aria-label="Release notes" />}
    </>
  );
});

const setup = async (dialog = false) => {
  const store = new NotificationCenterStore(api, { cache: null, manageDocumentTitle: false });
  const user = userEvent.setup();
  render(
    <WidgetProvider i18n={createWidgetI18n({ language: 'en', resources: bundledResources })}>
      <Shell store={store} dialog={dialog} />
    </WidgetProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Bell' }));
  await screen.findByRole('region', { name: 'Notifications' });
  return { store, user, bell: screen.getByRole('button', { name: 'Bell' }) };
};

test('Escape closes the panel and focus goes back to the bell', async () => {
  const { store, user, bell } = await setup();
  expect(bell).not.toHaveFocus();
  await user.keyboard('{Escape}');
  expect(store.panelOpen).toBe(false);
  expect(bell).toHaveFocus();
});

test('the close button closes the panel and focus goes back to the bell', async () => {
  const { store, user, bell } = await setup();
  await user.click(screen.getByRole('button', { name: 'Close notifications' }));
  expect(store.panelOpen).toBe(false);
  expect(bell).toHaveFocus();
});

test('an Escape another handler took (defaultPrevented) leaves the panel open', async () => {
  const { store } = await setup();
  act(() => {
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    event.preventDefault();
    window.dispatchEvent(event);
  });
  expect(store.panelOpen).toBe(true);
});

test('with a dialog on top, Escape is the dialog’s: the panel stays open', async () => {
  const { store, user } = await setup(true);
  await user.keyboard('{Escape}');
  expect(store.panelOpen).toBe(true);
});

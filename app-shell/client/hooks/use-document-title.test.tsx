import { expect, test } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { NotificationCenterStore, type NotificationCenterApi } from '@newsdesk/web-widgets/notification-center';
import type { AppStores } from '../stores/app-stores';
import { StoresContext } from '../stores/stores-context';
import { useDocumentTitle } from './use-document-title';

/** The calls the bell makes; only the socket's messages matter here. */
const liveApi = () => {
  let onMessage: (message: unknown) => void = () => undefined;
  const api: NotificationCenterApi = {
    missed: async () => [],
    state: async () => ({ muted: false, userId: 'u1' }),
    setMuted: async (muted) => ({ muted }),
    clear: async () => ({ clearedAt: new Date().toISOString() }),
    markRead: async () => undefined,
    connect: (handlers) => {
      onMessage = handlers.onMessage;
      return { close: () => undefined };
    },
  };
  return { api, push: (message: unknown) => onMessage(message) };
};

const Page = ({ title }: { title: string }) => {
  useDocumentTitle(title);
  return null;
};

test('a route change keeps the unread count in front of the new title', async () => {
  const { api, push } = liveApi();
  const notifications = new NotificationCenterStore(api, { cache: null });
  const stores = { notifications } as AppStores;
  const view = render(
    <StoresContext.Provider value={stores}>
      <Page title="Dashboard" />
    </StoresContext.Provider>,
  );
  expect(document.title).toBe('Dashboard · Newsdesk');
  await act(() => notifications.start('u1'));
  const document_ = {
    id: 'd-1',
    storyId: 'd-1',
    language: 'en',
    document: {
      documentTitle: 'SNB',
      domain: 'nzz.ch',
      url: 'https://nzz.ch/1',
      publicationDate: null,
      firstAcquisitionDate: '2026-11-21T09:00:00.000Z',
    },
  };
  act(() => push({ collectionId: 'c-1', collectionName: 'Central banks', documents: [document_] }));
  expect(document.title).toBe('(1) Dashboard · Newsdesk');
  view.rerender(
    <StoresContext.Provider value={stores}>
      <Page title="Search" />
    </StoresContext.Provider>,
  );
  expect(document.title).toBe('(1) Search · Newsdesk');
  act(() => notifications.openPanel());
  expect(document.title).toBe('Search · Newsdesk');
  notifications.stop();
});

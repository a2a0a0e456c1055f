import { act, screen, waitFor } from '@testing-library/react';
import { expect, test } from '@jest/globals';
import { bundledResources } from '../i18n/bundled-resources';
import { jsonAnswer } from '../standalone/testing/json-answer';
import type { SocketLike } from './live-socket-client';
import { liveSocketUrl } from './notification-center.gateway';
import { mountNotificationCenter } from './mount-notification-center';
import { aLiveMessage, aNotificationDocument } from './notification-center.fixtures';

class FakeSocket implements SocketLike {
  readyState = 0;
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send() {}
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
}

test('the socket URL is /ws on the API origin, ws: or wss:', () => {
  expect(liveSocketUrl('https://newsdesk.example')).toBe('wss://newsdesk.example/ws');
  expect(liveSocketUrl('http://127.0.0.1:3000/')).toBe('ws://127.0.0.1:3000/ws');
  expect(liveSocketUrl('', 'wss://live.example/ws')).toBe('wss://live.example/ws');
  expect(liveSocketUrl('')).toBe(`ws://${location.host}/ws`);
});

test('mounts bell and panel on a plain element: state over HTTP, arrivals over the socket, unmount closes it', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const calls: { url: string; credentials: RequestCredentials | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), credentials: init?.credentials });
    return jsonAnswer(String(input).endsWith('/api/notifications/state') ? { muted: false } : { notifications: [] });
  };
  const sockets: FakeSocket[] = [];
  const opened: string[] = [];
  let mounted: ReturnType<typeof mountNotificationCenter> | undefined;
  document.title = 'CMS page';
  await act(async () => {
    mounted = mountNotificationCenter(host, {
      apiBaseUrl: 'https://newsdesk.example',
      locale: 'de',
      credentials: 'include',
      resources: bundledResources,
      fetch,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      onOpenDocument: (id) => opened.push(id),
    });
  });
  await waitFor(() => expect(sockets).toHaveLength(1));
  expect(sockets[0]!.url).toBe('wss://newsdesk.example/ws');
  expect(calls[0]).toEqual({ url: 'https://newsdesk.example/api/notifications/state', credentials: 'include' });
  const doc = aNotificationDocument({ title: 'Auf einer CMS-Seite' });
  act(() => {
    sockets[0]!.readyState = 1;
    sockets[0]!.onopen?.({});
    sockets[0]!.onmessage?.({ data: JSON.stringify(aLiveMessage([doc])) });
  });
  const bell = screen.getByRole('button', { name: 'Benachrichtigungen (1 neu)' });
  // the host's title is its own unless it asks otherwise
  expect(document.title).toBe('CMS page');
  act(() => bell.click());
  act(() => screen.getByRole('button', { name: /Auf einer CMS-Seite/ }).click());
  expect(opened).toEqual([doc.id]);
  act(() => mounted!.unmount());
  expect(sockets[0]!.closedWith).toBe(1000);
  expect(host.innerHTML).toBe('');
  host.remove();
});

import { act, waitFor } from '@testing-library/react';
import { expect, test } from '@jest/globals';
import { jsonAnswer } from '../standalone/testing/json-answer';
import { localeFileAnswer } from '../standalone/testing/locale-files';
import { createStandaloneNotificationCenter } from './standalone-notification-center';

const requested: string[] = [];
const fetch: typeof globalThis.fetch = async (input) => {
  requested.push(String(input));
  const localeFile = localeFileAnswer(String(input));
  if (localeFile) return localeFile;
  return jsonAnswer(String(input).endsWith('/state') ? { muted: true } : { notifications: [] });
};

test('mounts in a shadow root with its own texts in the chosen language, the API at the script origin; refuses bad calls', async () => {
  const api = createStandaloneNotificationCenter({ styles: '.nd-root{color:red}', scriptOrigin: 'https://newsdesk.example', fetch });
  const host = document.createElement('div');
  document.body.append(host);
  let mounted: ReturnType<typeof api.mountNotificationCenter> | undefined;
  await act(async () => {
    mounted = api.mountNotificationCenter(host, { locale: 'de', theme: 'dark', onOpenDocument: () => undefined });
  });
  const shadow = host.querySelector('[data-newsdesk-widget]')!.shadowRoot!;
  await waitFor(() => expect(shadow.querySelector('button')?.getAttribute('aria-label')).toBe('Benachrichtigungen'));
  expect(shadow.querySelector('.nd-root')).toHaveAttribute('data-nd-theme', 'dark');
  // Its own namespaces, German only: no English stand-ins, no other widget's files.
  expect(requested.filter((url) => url.includes('/locales/')).sort()).toEqual([
    'https://newsdesk.example/locales/de/common.json',
    'https://newsdesk.example/locales/de/errors.json',
    'https://newsdesk.example/locales/de/notifications.json',
  ]);
  // muted on the server: nothing listens
  expect(mounted!.store.muted).toBe(true);
  act(() => mounted!.unmount());
  expect(host.children).toHaveLength(0);
  expect(() => api.mountNotificationCenter(host, {} as never)).toThrow('onOpenDocument');
  expect(() => api.mountNotificationCenter(null as never, { onOpenDocument: () => undefined })).toThrow('DOM element');
  expect(() => api.mountNotificationCenter(host, { onOpenDocument: () => undefined, theme: 'sepia' as 'dark' })).toThrow('options.theme');
  host.remove();
});

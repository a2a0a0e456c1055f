import { act, waitFor } from '@testing-library/react';
import { expect, test } from '@jest/globals';
import { createStandaloneNotificationCenter } from './standalone-notification-center';

const fetch: typeof globalThis.fetch = async (input) => {
  const body = String(input).endsWith('/state') ? { muted: true } : { notifications: [] };
  return {
    ok: true,
    status: 200,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
};

test('mounts in a shadow root with compiled-in translations, the API at the script origin; refuses bad calls', async () => {
  const api = createStandaloneNotificationCenter({ styles: '.nd-root{color:red}', scriptOrigin: 'https://newsdesk.example', fetch });
  const host = document.createElement('div');
  document.body.append(host);
  let mounted: ReturnType<typeof api.mountNotificationCenter> | undefined;
  await act(async () => {
    mounted = api.mountNotificationCenter(host, { locale: 'fr', onOpenDocument: () => undefined });
  });
  const shadow = host.querySelector('[data-newsdesk-widget]')!.shadowRoot!;
  await waitFor(() => expect(shadow.querySelector('button')?.getAttribute('aria-label')).toBe('Notifications'));
  // muted on the server: nothing listens
  expect(mounted!.store.muted).toBe(true);
  act(() => mounted!.unmount());
  expect(host.children).toHaveLength(0);
  expect(() => api.mountNotificationCenter(host, {} as never)).toThrow('onOpenDocument');
  expect(() => api.mountNotificationCenter(null as never, { onOpenDocument: () => undefined })).toThrow('DOM element');
  host.remove();
});

import { act, screen, waitFor } from '@testing-library/react';
import { expect, test } from '@jest/globals';
import { bundledResources } from '../i18n/bundled-resources';
import { aNewsDocument, someTopics } from './document-viewer.fixtures';
import { mountDocumentViewer } from './mount-document-viewer';

/** A fetch that answers like the Newsdesk API, recording what was asked (URL and credentials). */
const fakeApi = (documentStatus = 200) => {
  const calls: { url: string; credentials: RequestCredentials | undefined }[] = [];
  // the parts of a fetch Response the API client reads (jsdom has no Response of its own)
  const reply = (status: number, body: unknown) =>
    ({
      ok: status < 400,
      status,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    }) as unknown as Response;
  const json = (body: unknown) => reply(200, body);
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, credentials: init?.credentials });
    if (url.includes('/api/document/recommended')) return json({ documents: [] });
    if (url.includes('/api/document/') && documentStatus === 404)
      return reply(404, { code: 'document.not_found', message: 'Document not found.' });
    if (url.includes('/api/document/') && documentStatus === 401)
      return reply(401, { code: 'auth.unauthenticated', message: 'Please log in.' });
    if (url.includes('/api/document/')) return json(aNewsDocument({ id: 'doc-1', document: { documentTitle: 'Embedded on a CMS page' } }));
    if (url.includes('/api/topics')) return json({ topics: someTopics() });
    return reply(404, { code: 'route.not_found', message: 'Not found.' });
  };
  return { fetch, calls };
};

test('mounts into a plain element with its own provider and API base URL, and unmounts cleanly', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const api = fakeApi();
  let mounted: ReturnType<typeof mountDocumentViewer> | undefined;
  await act(async () => {
    mounted = mountDocumentViewer(host, {
      apiBaseUrl: 'https://newsdesk.example',
      documentId: 'doc-1',
      locale: 'de',
      credentials: 'include',
      resources: bundledResources,
      fetch: api.fetch,
    });
  });
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Embedded on a CMS page' })).toBeInTheDocument());
  expect(host.querySelector('.nd-root')).not.toBeNull();
  expect(screen.getByRole('button', { name: /Weiter|Nächst/ })).toBeInTheDocument();
  expect(api.calls).toContainEqual({ url: 'https://newsdesk.example/api/document/doc-1', credentials: 'include' });
  act(() => mounted!.unmount());
  expect(host.innerHTML).toBe('');
  expect(document.documentElement.getAttribute('style')).toBeNull();
});

test.each([
  [404, 'This document does not exist.'],
  // Not logged in to Newsdesk: the embedding page learns it instead of seeing an empty overlay.
  [401, 'Log in to Newsdesk to read this document.'],
])('a document that cannot be loaded (%i) is explained in an error message that stays until dismissed', async (status, text) => {
  const host = document.createElement('div');
  document.body.append(host);
  const api = fakeApi(status);
  let mounted: ReturnType<typeof mountDocumentViewer> | undefined;
  await act(async () => {
    mounted = mountDocumentViewer(host, {
      apiBaseUrl: 'https://newsdesk.example',
      documentId: 'gone',
      resources: bundledResources,
      fetch: api.fetch,
    });
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
  expect(screen.queryByRole('alert')).toBeNull();
  act(() => mounted!.unmount());
  host.remove();
});

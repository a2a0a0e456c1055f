import { describe, expect, jest, test } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { bundledResources } from './bundled-resources';
import { createWidgetI18n } from './create-widget-i18n';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, ok: status < 400, text: () => Promise.resolve(JSON.stringify(body)) } as Response);

describe('createWidgetI18n', () => {
  test('with bundled resources it is ready at once, with English as fallback', () => {
    const i18n = createWidgetI18n({ language: 'de', resources: { ...bundledResources, de: { common: {}, errors: {} } } });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.search')).toBe('Search');
    expect(i18n.t('errors:network.failed')).toBe('The server cannot be reached. Please check your connection.');
  });

  test('loads common and errors from the load path', async () => {
    const fetch = jest.fn((url: string) =>
      answer(200, url.endsWith('common.json') ? { nav: { search: 'Recherche' } } : { auth: { forbidden: 'Interdit' } }),
    );
    const i18n = createWidgetI18n({
      language: 'fr',
      loadPath: 'https://newsdesk.example/locales/{{lng}}/{{ns}}.json',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await waitFor(() => expect(i18n.t('nav.search')).toBe('Recherche'));
    expect(i18n.t('errors:auth.forbidden')).toBe('Interdit');
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining(['https://newsdesk.example/locales/fr/common.json', 'https://newsdesk.example/locales/fr/errors.json']),
    );
  });

  test('with namespaces and no fallback language it loads exactly those files, in the chosen language only', async () => {
    const fetch = jest.fn((url: string) => answer(200, url.endsWith('viewer.json') ? { share: 'Teilen' } : {}));
    const i18n = createWidgetI18n({
      language: 'de',
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      namespaces: ['viewer'],
      fallbackLanguage: false,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await waitFor(() => expect(i18n.t('viewer:share')).toBe('Teilen'));
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/locales/de/common.json',
      '/locales/de/errors.json',
      '/locales/de/viewer.json',
    ]);
  });
});

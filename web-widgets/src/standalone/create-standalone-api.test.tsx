import { act, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from '@jest/globals';
import { aNewsDocument } from '../document-viewer/document-viewer.fixtures';
import { createStandaloneApi } from './create-standalone-api';
import { localeFileAnswer } from './testing/locale-files';

const STYLES = '.nd-root { color: rgb(29, 36, 48); } .nd-viewer { display: flex; }';

const fakeFetch = () => {
  const urls: string[] = [];
  const reply = (status: number, body: unknown) =>
    ({
      ok: status < 400,
      status,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    }) as unknown as Response;
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const localeFile = localeFileAnswer(url);
    if (localeFile) return localeFile;
    if (url.includes('/api/document/recommended')) return reply(200, { documents: [] });
    if (url.includes('/api/document/'))
      return reply(200, aNewsDocument({ id: 'doc-1', document: { documentTitle: 'Council <b>approves</b> budget' } }));
    if (url.includes('/api/topics')) return reply(200, { topics: [] });
    return reply(404, { code: 'route.not_found', message: 'Not found.' });
  };
  return { fetch, urls };
};

/** The CSS that reached a shadow root, whether adopted (browsers) or as a <style> (jsdom). */
const cssIn = (shadow: ShadowRoot) =>
  [
    ...(shadow.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    ...[...shadow.querySelectorAll('style')].map((style) => style.textContent ?? ''),
  ].join('\n');

const mountAt = async (
  options: { isolateStyles?: boolean; apiBaseUrl?: string; locale?: 'en' | 'de' | 'fr'; theme?: 'light' | 'dark' | 'auto' } = {},
) => {
  const element = document.createElement('section');
  element.innerHTML = '<p class="host-own">The host page’s own paragraph</p>';
  document.body.append(element);
  const api = fakeFetch();
  const standalone = createStandaloneApi({ styles: STYLES, scriptOrigin: 'https://newsdesk.example', fetch: api.fetch });
  let mounted: ReturnType<typeof standalone.mountDocumentViewer> | undefined;
  await act(async () => {
    mounted = standalone.mountDocumentViewer(element, { documentId: 'doc-1', ...options });
  });
  return { element, api, mounted: mounted!, standalone };
};

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

test('renders inside a shadow root with its CSS, next to the host’s content, and calls the script’s origin', async () => {
  const { element, api, mounted } = await mountAt();
  const [own, shadowHost] = [...element.children];
  expect(own).toHaveTextContent('The host page’s own paragraph');
  const shadow = shadowHost!.shadowRoot!;
  expect(shadow).not.toBeNull();
  const inside = within(shadow as unknown as HTMLElement);
  await waitFor(() => expect(inside.getByRole('heading', { name: 'Council <b>approves</b> budget' })).toBeInTheDocument());
  // The host's document has no widget markup and no widget CSS; the shadow root has both.
  expect(document.querySelector('.nd-root')).toBeNull();
  expect(document.querySelectorAll('style')).toHaveLength(0);
  expect(cssIn(shadow)).toContain('.nd-viewer');
  expect(cssIn(shadow)).toContain(':host');
  expect(api.urls).toContain('https://newsdesk.example/api/document/doc-1');
  act(() => mounted.unmount());
  expect(element.innerHTML).toBe('<p class="host-own">The host page’s own paragraph</p>');
});

test('the share link points at Newsdesk, not at the embedding page', async () => {
  await mountAt({ apiBaseUrl: 'https://newsdesk.newsroom.example' });
  const shadow = document.querySelector('[data-newsdesk-widget]')!.shadowRoot!;
  const inside = within(shadow as unknown as HTMLElement);
  await waitFor(() => expect(inside.getByRole('button', { name: 'Share' })).toBeInTheDocument());
  act(() => inside.getByRole('button', { name: 'Share' }).click());
  expect(inside.getByLabelText('Link to this document')).toHaveValue('https://newsdesk.newsroom.example/search?docId=doc-1');
});

test('loads only the viewer’s own namespaces, in the chosen language, from the Newsdesk server', async () => {
  const { api } = await mountAt({ locale: 'de' });
  const shadow = document.querySelector('[data-newsdesk-widget]')!.shadowRoot!;
  const inside = within(shadow as unknown as HTMLElement);
  await waitFor(() => expect(inside.getByRole('button', { name: 'Teilen' })).toBeInTheDocument());
  const localeUrls = api.urls.filter((url) => url.includes('/locales/')).sort();
  expect(localeUrls).toEqual([
    'https://newsdesk.example/locales/de/common.json',
    'https://newsdesk.example/locales/de/errors.json',
    'https://newsdesk.example/locales/de/viewer.json',
  ]);
});

test('theme: light and dark set data-nd-theme on .nd-root, auto leaves it to the host’s preference', async () => {
  const rootOf = (element: Element) => element.querySelector('[data-newsdesk-widget]')!.shadowRoot!.querySelector('.nd-root');
  const dark = await mountAt({ theme: 'dark' });
  await waitFor(() => expect(rootOf(dark.element)).toHaveAttribute('data-nd-theme', 'dark'));
  const light = await mountAt({ theme: 'light' });
  await waitFor(() => expect(rootOf(light.element)).toHaveAttribute('data-nd-theme', 'light'));
  const auto = await mountAt({ theme: 'auto' });
  await waitFor(() => expect(rootOf(auto.element)).not.toBeNull());
  expect(rootOf(auto.element)).not.toHaveAttribute('data-nd-theme');
  const unset = await mountAt();
  await waitFor(() => expect(rootOf(unset.element)).not.toBeNull());
  expect(rootOf(unset.element)).not.toHaveAttribute('data-nd-theme');
  const standalone = createStandaloneApi({ styles: STYLES, scriptOrigin: undefined });
  expect(() => standalone.mountDocumentViewer(document.body, { documentId: 'doc-1', theme: 'night' as 'dark' })).toThrow(
    "options.theme must be 'light', 'dark' or 'auto'",
  );
});

test('a second mount into the same element works after an unmount', async () => {
  const first = await mountAt();
  act(() => first.mounted.unmount());
  let again: ReturnType<typeof first.standalone.mountDocumentViewer> | undefined;
  await act(async () => {
    again = first.standalone.mountDocumentViewer(first.element, { documentId: 'doc-1' });
  });
  expect(first.element.querySelectorAll('[data-newsdesk-widget]')).toHaveLength(1);
  act(() => again!.unmount());
});

test('isolateStyles: false renders in the page and adds the widget CSS to <head> once', async () => {
  const one = await mountAt({ isolateStyles: false });
  const two = await mountAt({ isolateStyles: false });
  await waitFor(() => expect(one.element.querySelector('.nd-root h2')).toHaveTextContent('Council <b>approves</b> budget'));
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
  expect(document.head.querySelector('style')!.textContent).toBe(STYLES);
  act(() => {
    one.mounted.unmount();
    two.mounted.unmount();
  });
});

test('wrong arguments fail with a message that says what is missing', () => {
  const standalone = createStandaloneApi({ styles: STYLES, scriptOrigin: undefined });
  expect(() => standalone.mountDocumentViewer(null as unknown as Element, { documentId: 'doc-1' })).toThrow('needs a DOM element');
  expect(() => standalone.mountDocumentViewer(document.body, {} as { documentId: string })).toThrow('needs options.documentId');
  expect(document.body.children).toHaveLength(0);
});

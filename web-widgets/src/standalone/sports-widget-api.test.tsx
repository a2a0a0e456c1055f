import { act, waitFor, within } from '@testing-library/react';
import { afterEach, expect, jest, test } from '@jest/globals';
import { aPublicWidget } from '../sports-embed/sports-embed.fixtures';
import { createSportsWidgetApi } from './sports-widget-api';

const STYLES = '.nd-sports-embed { padding: 16px; }';

/** The public route as a host page's browser meets it: what was asked, and with which credentials. */
const publicRoute = (answers: Record<string, { status: number; body: unknown }>) => {
  const requests: { url: string; credentials: RequestCredentials | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    requests.push({ url, credentials: init?.credentials });
    const token = decodeURIComponent(url.split('/').pop() ?? '');
    const answer = answers[token] ?? {
      status: 404,
      body: { code: 'sports.widget_not_found', message: 'This widget does not exist or was revoked.' },
    };
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(answer.body),
    } as unknown as Response;
  };
  return { fetch, requests };
};

const placeholder = (attributes: Record<string, string>) => {
  const element = document.createElement('div');
  element.setAttribute('data-newsdesk-sports-widget', '');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
};

const shadowOf = (element: Element) => within(element.querySelector('[data-newsdesk-widget]')!.shadowRoot as unknown as HTMLElement);

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

test('mountAll fills every placeholder from its token, without cookies, in the widget’s language, styles in a shadow root', async () => {
  const route = publicRoute({
    'tok-1': { status: 200, body: aPublicWidget('football-standings', { locale: 'de' }) },
    'tok-2': { status: 200, body: aPublicWidget('tennis-ranking') },
  });
  const api = createSportsWidgetApi({ styles: STYLES, scriptOrigin: 'https://newsdesk.example', fetch: route.fetch, refreshMs: 0 });
  const first = placeholder({ 'data-token': 'tok-1' });
  const second = placeholder({ 'data-token': 'tok-2', 'data-api-base-url': 'https://sports.newsdesk.example', 'data-locale': 'fr' });
  let widgets: ReturnType<typeof api.mountAll> = [];
  await act(async () => {
    widgets = api.mountAll();
  });
  expect(widgets).toHaveLength(2);
  await waitFor(() => expect(shadowOf(first).getByRole('heading', { name: 'Premier League 2024/25' })).toBeInTheDocument());
  // the widget was made in German: its headings follow
  await waitFor(() => expect(shadowOf(first).getByRole('columnheader', { name: 'Punkte' })).toBeInTheDocument());
  // data-locale overrides the widget's own English
  await waitFor(() => expect(shadowOf(second).getByRole('table', { name: /^Classement du/ })).toBeInTheDocument());
  expect(route.requests).toEqual([
    { url: 'https://newsdesk.example/api/public/sports/widgets/tok-1', credentials: 'omit' },
    { url: 'https://sports.newsdesk.example/api/public/sports/widgets/tok-2', credentials: 'omit' },
  ]);
  expect(document.querySelectorAll('style')).toHaveLength(0);
  expect(document.querySelector('.nd-sports-embed')).toBeNull();
  // again: nothing is mounted twice
  expect(api.mountAll()).toEqual([]);
  act(() => widgets.forEach((w) => w.unmount()));
  expect(first.children).toHaveLength(0);
});

test('a revoked token shows that the widget is no longer available, in the host page’s language', async () => {
  document.documentElement.lang = 'fr-CH';
  const api = createSportsWidgetApi({
    styles: STYLES,
    scriptOrigin: 'https://newsdesk.example',
    fetch: publicRoute({}).fetch,
    refreshMs: 0,
  });
  const element = placeholder({ 'data-token': 'revoked' });
  await act(async () => {
    api.mountAll();
  });
  await waitFor(() => expect(shadowOf(element).getByRole('status')).toHaveTextContent('Ce widget n’est plus disponible.'));
});

test('mount() takes options; a placeholder without a token is left alone with a warning; wrong arguments say what is missing', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createSportsWidgetApi({
    styles: STYLES,
    scriptOrigin: undefined,
    fetch: publicRoute({ t: { status: 200, body: aPublicWidget('motorsport-results') } }).fetch,
    refreshMs: 0,
  });
  placeholder({});
  expect(api.mountAll()).toEqual([]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no data-token'), expect.anything());
  const element = document.createElement('section');
  document.body.append(element);
  await act(async () => {
    api.mount(element, { token: 't', apiBaseUrl: 'https://newsdesk.example', isolateStyles: false });
  });
  await waitFor(() => expect(element.querySelector('.nd-sports-embed h2')).toHaveTextContent('Abu Dhabi Grand Prix 2024'));
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
  expect(() => api.mount(null as unknown as Element, { token: 't' })).toThrow('needs a DOM element');
  expect(() => api.mount(element, {} as { token: string })).toThrow('needs options.token');
  warn.mockRestore();
});

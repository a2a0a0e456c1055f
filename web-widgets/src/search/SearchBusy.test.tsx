import { describe, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@newsdesk/core/identity/user-view';
import { ApiClient } from '../api/api-client';
import { renderWidget } from '../testing/render-widget';
import { SearchWorkspace } from './SearchWorkspace';
import { SearchGateway } from './search.gateway';
import { NOW } from './search.fixtures';
import { SearchStore } from './search.store';

// When the server sheds a search (503 server.busy + Retry-After, docs/operations.md "Failure
// modes"), the search page asks once more after the wait and, still busy, says so in the reader's
// language with "Try again" — through the real API client and gateway, the server's answers given
// as the server sends them.

// jsdom has no fetch Response: the few members the API client reads, as a browser's would give them
const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Response => {
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
};
const busy = () =>
  answer(
    503,
    {
      message: 'Newsdesk is busy. Please try again in a few seconds.',
      code: 'server.busy',
      details: { retryAfterSeconds: 1, reason: 'expensive_in_flight' },
    },
    { 'retry-after': '1' },
  );
const found = () =>
  answer(200, {
    hits: [],
    total: 0,
    moreThan10000: false,
    query: { display: 'inflation', tags: [{ name: 'inflation' }] },
    page: 1,
    pageSize: 20,
  });

const setup = async (language: Language) => {
  let serverBusy = true;
  const searches: string[] = [];
  const fetch = jest.fn<typeof globalThis.fetch>(async (url, init) => {
    const path = String(url);
    if (path.endsWith('/api/search/filters')) return answer(200, { sources: [], topics: [] });
    if (path.endsWith('/api/suggestions')) return answer(200, { suggestions: [] });
    if (path.endsWith('/api/search')) {
      searches.push(String(init?.body));
      return serverBusy ? busy() : found();
    }
    return answer(404, { message: 'Not found.', code: 'route.not_found' });
  });
  const waits: number[] = [];
  const api = new ApiClient({ fetch, wait: async (ms) => void waits.push(ms) });
  const store = new SearchStore(new SearchGateway(api), { cache: null, now: () => NOW, debounceMs: 0 });
  await act(async () => store.init());
  renderWidget(<SearchWorkspace store={store} onOpenDocument={() => undefined} clipboard={{ writeText: async () => undefined }} />, {
    language,
  });
  return { searches, waits, calm: () => (serverBusy = false), user: userEvent.setup() };
};

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));

describe.each([
  ['en', 'Search terms', 'Newsdesk is busy right now. Please try again in a few seconds.', 'Try again'],
  ['de', 'Suchbegriffe', 'Newsdesk ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden erneut.', 'Erneut versuchen'],
  ['fr', 'Termes de recherche', 'Newsdesk est très sollicité en ce moment. Veuillez réessayer dans quelques secondes.', 'Réessayer'],
] as const)('a search the server is too busy for (%s)', (language, inputName, busyText, tryAgain) => {
  test('is asked once more after Retry-After, then the busy message shows with Try again, which searches again', async () => {
    const { searches, waits, calm, user } = await setup(language);
    await user.type(screen.getByRole('combobox', { name: inputName }), 'inflation{Enter}');
    await settle();
    expect(searches).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent(busyText);

    calm();
    await user.click(screen.getByRole('button', { name: tryAgain }));
    await settle();
    expect(searches).toHaveLength(3);
    expect(screen.queryByText(busyText)).toBeNull();
  });
});

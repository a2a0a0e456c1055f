import { describe, expect, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { answerSlowly, focusIsInside, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';
import { ToastStore } from '../toasts/toast.store';
import { Toasts } from '../toasts/Toasts';
import { Glossary } from './Glossary';
import * as stories from './Glossary.stories';
import { FakeGlossaryApi, type GlossaryScenario } from './glossary.fixtures';
import { GlossaryStore } from './glossary.store';

const setup = (scenario: GlossaryScenario = 'loaded', language: Language = 'en') => {
  const api = new FakeGlossaryApi(scenario);
  const toasts = new ToastStore({ autoCloseMs: 60_000 });
  const store = new GlossaryStore(api, { toasts });
  const user = userEvent.setup();
  const view = renderWidget(
    <>
      <Glossary store={store} />
      <Toasts store={toasts} />
    </>,
    { language },
  );
  return { api, store, user, ...view };
};

const titles = () =>
  within(screen.getByRole('list', { name: 'Glossary items' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('Glossary', () => {
  test('items by folded title with their authors and likes; axe-clean', async () => {
    const { container } = setup();
    await screen.findByRole('list', { name: 'Glossary items' });
    expect(titles()).toEqual(['24/7 desk', 'Ärztekammer', 'Élysée', 'Kicker', 'Sperrfrist']);
    expect(screen.getByText('5 items')).toBeInTheDocument();
    expect(card('Sperrfrist').getByText(/Added by Clara Keller on/)).toBeInTheDocument();
    expect(card('Élysée').getByRole('button', { name: 'Like “Élysée”' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Élysée').getByText('2 likes')).toBeInTheDocument();
    // rich text (sanitised) keeps its formatting; colleagues' items offer no edit or delete
    expect(card('Élysée').getByText('presidency').tagName).toBe('STRONG');
    expect(card('Élysée').queryByRole('button', { name: 'Delete “Élysée”' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('while another letter loads, the count line still names the list on screen', async () => {
    const { api, store } = setup();
    await screen.findByText('5 items');
    let release: () => void = () => undefined;
    const list = api.list.bind(api);
    api.list = async (params) => {
      await new Promise<void>((resolve) => (release = resolve));
      return list(params);
    };
    act(() => store.chooseLetter('E'));
    // the answer for E is not there yet: the line still describes the whole list shown
    expect(screen.getByText('5 items')).toBeInTheDocument();
    expect(screen.queryByText(/under E/)).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('1 item under E')).toBeInTheDocument();
    expect(titles()).toEqual(['Élysée']);
  });

  test('the letter bar files Ä under A and É under E; # holds the rest; All clears it', async () => {
    const { user, api } = setup();
    await screen.findByRole('list', { name: 'Glossary items' });
    const bar = within(screen.getByRole('navigation', { name: 'Filter by first letter' }));
    await user.click(bar.getByRole('button', { name: 'Letter E' }));
    expect(await screen.findByText('1 item under E')).toBeInTheDocument();
    expect(titles()).toEqual(['Élysée']);
    expect(bar.getByRole('button', { name: 'Letter E' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(bar.getByRole('button', { name: 'Letter A' }));
    await screen.findByText('1 item under A');
    expect(titles()).toEqual(['Ärztekammer']);
    await user.click(bar.getByRole('button', { name: 'Other characters' }));
    await screen.findByText('1 item under Other characters');
    expect(titles()).toEqual(['24/7 desk']);
    await user.click(bar.getByRole('button', { name: 'Letter Q' }));
    expect(await screen.findByText('No items match. Try another letter or search.')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'All' }));
    await screen.findByText('5 items');
    expect(api.calls.filter((c) => c.startsWith('list')).map((c) => c.split(' ')[1])).toEqual(['*', 'E', 'A', '#', 'Q', '*']);
  });

  test('search and sort', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Glossary items' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the glossary' }), 'EMBARGO{Enter}');
    await screen.findByText('1 item under “EMBARGO”');
    expect(titles()).toEqual(['Sperrfrist']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the glossary' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('5 items');
    await user.click(screen.getByRole('button', { name: 'Sort: Title' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Most liked' }));
    await screen.findByRole('button', { name: 'Sort: Most liked' });
    expect(titles().slice(0, 2)).toEqual(['Élysée', 'Sperrfrist']);
  });

  test('creating needs a title and a description; the saved item appears with a toast', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New glossary item' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Chefredaktion');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('A glossary item needs a description.');
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.startsWith('save'))).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'The editors-in-chief.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Chefredaktion” added to the glossary')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('article', { name: 'Chefredaktion' });
  });

  test('an XSS payload in title, description or comment is shown as text and never runs', async () => {
    const { user, container } = setup('empty');
    const payload = '<img src=x onerror="window.__pwned=1">';
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), payload.replace(/[{[]/g, '$&$&'));
    await user.type(
      dialog.getByRole('textbox', { name: 'Description' }),
      `<script>window.__pwned=2</script>${payload}`.replace(/[{[]/g, '$&$&'),
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const article = await screen.findByRole('article', { name: payload });
    expect(within(article).getByText(`<script>window.__pwned=2</script>${payload}`)).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Comments' }));
    await user.type(within(article).getByRole('textbox', { name: `Your comment on “${payload}”` }), payload.replace(/[{[]/g, '$&$&'));
    await user.click(within(article).getByRole('button', { name: 'Comment' }));
    await within(article).findByText(payload, { selector: '.nd-gloss-comment__text' });
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  test('a rich description that reached the database unsanitised is sanitised again on render', async () => {
    const { api, store } = setup('empty');
    await screen.findByText('The glossary is empty. Add the first term with “New item”.');
    await api.repo.insert({
      id: '00000000-0000-4000-9000-000000000999',
      title: 'Raw',
      description: '<p>ok<img src=x onerror="window.__pwned=3"><script>window.__pwned=4</script></p>',
      descriptionFormat: 'html',
      authorId: 'x',
      createdAt: '2026-11-22T00:00:00.000Z',
      updatedAt: '2026-11-22T00:00:00.000Z',
    });
    await act(() => store.load());
    expect(card('Raw').getByText('ok')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Raw' }).querySelector('img, script')).toBeNull();
  });

  test('likes toggle; comments are added and deleted (own only)', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Glossary items' });
    const like = card('Sperrfrist').getByRole('button', { name: 'Like “Sperrfrist”' });
    await user.click(like);
    await card('Sperrfrist').findByText('2 likes');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    await card('Sperrfrist').findByText('1 like');
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(card('Sperrfrist').getByRole('button', { name: '1 comment' }));
    expect(card('Sperrfrist').queryByRole('button', { name: 'Delete the comment of Jean Dubois' })).not.toBeInTheDocument();
    await user.type(card('Sperrfrist').getByRole('textbox', { name: 'Your comment on “Sperrfrist”' }), 'Also in French: embargo.');
    await user.click(card('Sperrfrist').getByRole('button', { name: 'Comment' }));
    await card('Sperrfrist').findByText('Also in French: embargo.');
    expect(card('Sperrfrist').getByRole('textbox', { name: 'Your comment on “Sperrfrist”' })).toHaveValue('');
    await user.click(card('Sperrfrist').getByRole('button', { name: 'Delete the comment of Clara Keller' }));
    await screen.findByRole('button', { name: '1 comment' });
    expect(card('Sperrfrist').queryByText('Also in French: embargo.')).not.toBeInTheDocument();
  });

  test('deletes an own item after confirmation', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete “Kicker”' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete glossary item' })).getByRole('button', { name: 'Delete item' }));
    expect(await screen.findByText('“Kicker” deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kicker' })).not.toBeInTheDocument();
  });

  test('a failed fetch is the spec’s toast, with the page offering to try again', async () => {
    setup('load-error');
    expect(await screen.findByText('Error fetching glossary items')).toBeInTheDocument();
    expect(screen.getByText('The glossary could not be loaded.')).toBeInTheDocument();
  });

  test('a failed save keeps the dialog open and says "Error saving glossary item"', async () => {
    const { user } = setup('save-error');
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Chefredaktion');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'The editors-in-chief.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving glossary item')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('after a failed save focus stays in the dialog (the message is the toast’s) and Escape closes it', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { user, api, container } = setup('save-error');
      answerSlowly(api, 'save');
      await user.click(await screen.findByRole('button', { name: 'New item' }));
      const dialog = screen.getByRole('dialog', { name: 'New glossary item' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Chefredaktion');
      await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'The editors-in-chief.');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Error saving glossary item')).toBeInTheDocument();
      await waitFor(() => expect(focusIsInside(dialog)).toBe(true));
      expect(await axe(container)).toHaveNoViolations();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('while a deletion is under way focus stays in the question', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { user, api } = setup();
      answerSlowly(api, 'remove', 400);
      await user.click(await screen.findByRole('button', { name: 'Delete “Kicker”' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete glossary item' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete item' }));
      expect(within(dialog).getByRole('button', { name: 'Delete item' })).toBeDisabled();
      await waitFor(() => expect(focusIsInside(dialog)).toBe(true));
      expect(await screen.findByText('“Kicker” deleted')).toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('German and French labels', async () => {
    const { unmount } = setup('loaded', 'de');
    expect(await screen.findByRole('button', { name: 'Neuer Eintrag' })).toBeInTheDocument();
    expect(await screen.findByText('5 Einträge')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Nach Anfangsbuchstaben filtern' })).toBeInTheDocument();
    unmount();
    setup('loaded', 'fr');
    expect(await screen.findByText('5 entrées')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'J’aime « Sperrfrist »' })).toBeInTheDocument();
  });
});

setProjectAnnotations(preview);

describe('Glossary stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', (storyName, Story) =>
    expectStoryInItsLanguageAndAxeClean(storyName, Story),
  );
});

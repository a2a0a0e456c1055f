import { describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import { ToastStore } from '../toasts/toast.store';
import { SaveAsCollection } from './SaveAsCollection';
import * as stories from './SaveAsCollection.stories';
import { makeSaveAsCollection } from './collections.scenarios';
import { collectionSearchToParams } from './collection-search';
import { expectStoryInItsLanguageAndAxeClean } from '../testing/story-checks';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

describe('SaveAsCollection', () => {
  test('saves the search page’s criteria (without paging) with a name and an alert', async () => {
    const toasts = new ToastStore({ autoCloseMs: 60_000 });
    const { api, search, editor, ready } = makeSaveAsCollection('idle', toasts);
    const user = userEvent.setup();
    renderWidget(<SaveAsCollection search={search} editor={editor} />);
    await act(async () => {
      await ready;
    });
    search.toggleLanguage('de');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Save as collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Save as collection' });
    expect(within(dialog).getByRole('list', { name: 'Search terms' })).toHaveTextContent('Zurich');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Zurich news');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Alert frequency' }), 'hourly');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail addresses' }), 'desk@newsroom.example,');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(api.callsOf('save')).toEqual([
      [
        {
          name: 'Zurich news',
          search: {
            tags: [{ name: 'Zurich', fromSuggestion: true }],
            timeFrame: 'month',
            sort: { field: 'indexing-date', direction: 'newest' },
            filters: { domains: [], topics: [], languages: ['de'], entities: { organizations: [], persons: [], locations: [] } },
            exactMatchesOnly: false,
          },
          alert: { frequency: 'hourly', slackChannels: [], emails: ['desk@newsroom.example'] },
        },
      ],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts.toasts.map((t) => t.messageKey)).toEqual(['collections:toasts.added']);
    // …and the collection's search opens the same search page again (`/search?collection=`)
    const saved = api.collections.at(-1)!;
    expect(collectionSearchToParams(saved.search)).toEqual({ ...search.snapshot, page: 1 });
  });

  test('the same search twice: "Collection with these parameters already exists" in the dialog', async () => {
    const { search, editor, ready } = makeSaveAsCollection('duplicate');
    renderWidget(<SaveAsCollection search={search} editor={editor} />);
    await act(async () => {
      await ready;
    });
    expect(within(screen.getByRole('dialog', { name: 'Save as collection' })).getByRole('alert')).toHaveTextContent(
      'Collection with these parameters already exists',
    );
  });

  test('no criteria: the button is disabled', async () => {
    const { search, editor, ready } = makeSaveAsCollection('idle');
    await ready;
    renderWidget(<SaveAsCollection search={search} editor={editor} />);
    expect(screen.getByRole('button', { name: 'Save as collection' })).toBeEnabled();
    expect(screen.queryByText('Add a search term or filter first.')).toBeNull();
    act(() => search.removeTag(0));
    const button = screen.getByRole('button', { name: 'Save as collection' });
    expect(button).toBeDisabled();
    // the reason is text on the page, not only a tooltip, and describes the button
    expect(screen.getByText('Add a search term or filter first.')).toBeVisible();
    expect(button).toHaveAccessibleDescription('Add a search term or filter first.');
    expect(button).not.toHaveAttribute('title');
  });
});

setProjectAnnotations(preview);

describe('SaveAsCollection stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', (storyName, Story) =>
    expectStoryInItsLanguageAndAxeClean(storyName, Story, { settles: 2, settleMs: 5 }),
  );
});

import { describe, expect, jest, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../testing/render-widget';
import { SearchWorkspace } from './SearchWorkspace';
import { makeSearchStore } from './search.scenarios';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

const setup = async () => {
  const { store, ready } = makeSearchStore('results-list');
  const onOpenDocument = jest.fn<(id: string) => void>();
  const user = userEvent.setup();
  renderWidget(<SearchWorkspace store={store} onOpenDocument={onOpenDocument} clipboard={{ writeText: async () => undefined }} />);
  await act(async () => {
    await ready;
  });
  await settle();
  const titles = () => [...document.querySelectorAll<HTMLButtonElement>('.nd-result__title')];
  return { store, user, onOpenDocument, titles };
};

describe('SearchWorkspace keyboard shortcuts', () => {
  test('/ goes to the query field; typing there is typing, not shortcuts', async () => {
    const { user, titles } = await setup();
    const input = screen.getByRole('combobox', { name: 'Search terms' });
    await user.keyboard('/');
    expect(input).toHaveFocus();
    await user.keyboard('jks');
    expect(input).toHaveValue('jks');
    expect(titles().some((title) => title === document.activeElement)).toBe(false);
  });

  test('j and k move from result to result, stopping at the ends; Enter opens the focused one', async () => {
    const { user, titles, onOpenDocument, store } = await setup();
    expect(titles().length).toBeGreaterThan(2);
    await user.keyboard('j');
    expect(titles()[0]).toHaveFocus();
    await user.keyboard('jj');
    expect(titles()[2]).toHaveFocus();
    await user.keyboard('k');
    expect(titles()[1]).toHaveFocus();
    await user.keyboard('kkk');
    expect(titles()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenDocument).toHaveBeenCalledWith(store.hits[0]?.document.id ?? 'no first hit');
  });

  test('o opens the focused result’s original source in a new tab', async () => {
    const { user } = await setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      await user.keyboard('o');
      expect(open).not.toHaveBeenCalled();
      await user.keyboard('jo');
      expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\//), '_blank', 'noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
  });

  test('s opens Share search; with Ctrl or Cmd the key is left to the browser', async () => {
    const { user } = await setup();
    const share = screen.getByRole('button', { name: 'Share search' });
    await user.keyboard('{Control>}s{/Control}{Meta>}s{/Meta}');
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('s');
    expect(share).toHaveAttribute('aria-expanded', 'true');
    expect(share).toHaveFocus();
  });
});

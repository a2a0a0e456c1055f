import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { answerSlowly, focusIsInside, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { Toasts } from '../toasts/Toasts';
import { ToastStore } from '../toasts/toast.store';
import { CollectionsWorkspace } from './CollectionsWorkspace';
import * as stories from './CollectionsWorkspace.stories';
import { makeCollectionsStore, type CollectionsScenario } from './collections.scenarios';
import { loadSortableCollections } from './load-sortable';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });

const setup = async (scenario: CollectionsScenario = 'list', language: Language = 'en') => {
  const toasts = new ToastStore({ autoCloseMs: 60_000 });
  const { api, store, ready } = makeCollectionsStore(scenario, toasts);
  const onOpenDocument = jest.fn<(id: string) => void>();
  const user = userEvent.setup();
  const view = renderWidget(
    <>
      <CollectionsWorkspace store={store} onOpenDocument={onOpenDocument} />
      <Toasts store={toasts} />
    </>,
    { language },
  );
  await act(async () => {
    await ready;
  });
  await settle();
  return { api, store, toasts, user, onOpenDocument, ...view };
};

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Your collections' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const openEditor = async (user: ReturnType<typeof userEvent.setup>, name = 'Swiss National Bank') => {
  await user.click(screen.getByRole('button', { name: 'Edit collections' }));
  await user.click(within(screen.getByRole('group', { name: `Actions for ${name}` })).getByRole('button', { name: 'Edit' }));
  return screen.getByRole('dialog', { name: 'Edit collection' });
};

// dnd-kit loads with edit mode (load-sortable.ts); loaded once here, edit mode renders at once
beforeAll(() => loadSortableCollections());

describe('CollectionsWorkspace', () => {
  test('view mode: search chips, alert, role, newest documents that open in the viewer; axe-clean', async () => {
    const { container, user, onOpenDocument } = await setup();
    expect(cardNames()).toEqual(['Swiss National Bank', 'Inflation', 'Zurich', 'Pension reform']);
    const snb = screen.getByRole('article', { name: 'Swiss National Bank' });
    expect(within(snb).getByRole('list', { name: 'Search terms' })).toHaveTextContent('Swiss National Bank');
    expect(within(snb).getByText('Immediately')).toBeInTheDocument();
    expect(within(snb).getByText('#economy-desk')).toBeInTheDocument();
    expect(within(snb).getByText('Owner')).toBeInTheDocument();
    expect(within(snb).getByRole('link', { name: 'Swiss National Bank' })).toHaveAttribute(
      'href',
      '/search?collection=00000000-0000-4000-8000-000000000001',
    );
    const zurich = screen.getByRole('article', { name: 'Zurich' });
    expect(within(zurich).getByText('Subscribed · shared by Marc Dubois')).toBeInTheDocument();
    await user.click(within(snb).getByRole('button', { name: 'Swiss National Bank holds its policy rate at zero' }));
    expect(onOpenDocument).toHaveBeenCalledWith('doc-1');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('a collection whose documents fail says "Error fetching collection documents" on its own card and in a toast; retry loads them', async () => {
    const { api, user } = await setup('documents-error');
    const card = screen.getByRole('article', { name: 'Inflation' });
    const onCard = within(card).getAllByRole('alert');
    expect(onCard).toHaveLength(1);
    expect(onCard[0]).toHaveTextContent('Error fetching collection documents');
    // spec §8: errors also toast (one for the page); the other cards show no error
    const toasts = screen.getAllByRole('alert').filter((alert) => !alert.closest('article'));
    expect(toasts.map((t) => t.textContent)).toEqual([expect.stringContaining('Error fetching collection documents')]);
    api.failingDocuments.clear();
    await user.click(within(onCard[0]!).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(screen.getByRole('article', { name: 'Inflation' })).queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Inflation' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  test('the delivery log names each reason in the reader’s language, with a provider’s own words beside it', async () => {
    await setup('deliveries', 'de');
    const dialog = screen.getByRole('dialog');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('—');
    expect(rows[1]).toHaveTextContent('Der Mailserver hat die Nachricht nicht angenommen.');
    expect(within(rows[1]!).getByText('SMTP: 451 try again later')).toHaveAttribute('lang', 'en');
    expect(rows[2]).toHaveTextContent('Die Sammlung wurde gelöscht.');
    expect(rows[2]).not.toHaveTextContent('The collection was deleted.');
  });

  test('an invalid e-mail chip is flagged with the spec’s message and saving is blocked', async () => {
    const { api, user } = await setup();
    const dialog = await openEditor(user);
    const emails = within(dialog).getByRole('textbox', { name: 'E-mail addresses' });
    await user.type(emails, 'desk@newsroom{Enter}');
    const chip = within(dialog).getByText('desk@newsroom').closest('li');
    expect(chip).toHaveAttribute('aria-invalid', 'true');
    expect(chip).toHaveTextContent('desk@newsroom (not valid)');
    expect(emails).toHaveAttribute('aria-invalid', 'true');
    expect(emails).toHaveAccessibleDescription(expect.stringContaining('desk@newsroom: This e-mail address is not valid.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsOf('save')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit collection' })).toHaveTextContent('Please fix 1 problem before saving.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove desk@newsroom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(api.callsOf('save')).toHaveLength(1);
  });

  test('text left in a chip input blocks saving until Enter makes it a chip; then "updated" toasts', async () => {
    const { api, user } = await setup();
    const dialog = await openEditor(user);
    const slack = within(dialog).getByRole('textbox', { name: 'Slack channels' });
    await user.type(slack, '#newsroom');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsOf('save')).toEqual([]);
    expect(slack).toHaveAccessibleDescription(
      expect.stringContaining('“#newsroom” is not added yet: press Enter to turn it into a chip, or clear it.'),
    );
    await user.type(slack, '{Enter}');
    await settle();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(api.callsOf('save')).toEqual([
      [
        expect.any(String),
        expect.objectContaining({
          alert: { frequency: 'immediately', slackChannels: ['#economy-desk', '#newsroom'], emails: ['desk@newsroom.example'] },
        }),
      ],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Collection “Swiss National Bank” updated')).toBeInTheDocument();
  });

  test('the spec’s messages in German', async () => {
    const { user } = await setup('list', 'de');
    await user.click(screen.getByRole('button', { name: 'Sammlungen bearbeiten' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Aktionen für Swiss National Bank' })).getByRole('button', { name: 'Bearbeiten' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Sammlung bearbeiten' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail-Adressen' }), 'x@{Enter}');
    expect(within(dialog).getByText(/^x@: /)).toHaveTextContent('x@: Diese E-Mail-Adresse ist ungültig.');
  });

  test('delete asks first; confirming removes the collection with a "removed" toast', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit collections' }));
    await user.click(within(screen.getByRole('group', { name: 'Actions for Inflation' })).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete collection?' });
    expect(dialog).toHaveTextContent('“Inflation” and its alerts will be deleted.');
    expect(dialog).toHaveTextContent('It is shared with 1 colleague; it disappears for them too.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(api.callsOf('delete')).toHaveLength(1);
    expect(cardNames()).toEqual(['Swiss National Bank', 'Zurich', 'Pension reform']);
    expect(screen.getByText('Collection “Inflation” removed')).toBeInTheDocument();
  });

  test('unsubscribe with nothing selected warns: "You must select at least one collection"', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe from collections' });
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You must select at least one collection');
    expect(api.callsOf('unsubscribe')).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /Zurich/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    await settle();
    expect(api.callsOf('unsubscribe')).toEqual([[['00000000-0000-4000-8000-000000000003']]]);
    expect(cardNames()).not.toContain('Zurich');
  });

  test('sharing with an unknown colleague shows the server’s message in the dialog', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit collections' }));
    await user.click(within(screen.getByRole('group', { name: 'Actions for Pension reform' })).getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share “Pension reform”' });
    await user.type(within(dialog).getByRole('textbox', { name: "Colleagues' e-mail addresses" }), 'ghost@newsroom.example{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('There is no colleague with this e-mail address. (ghost@newsroom.example)');
  });

  test('sharing with a colleague closes the dialog with a "shared" toast', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit collections' }));
    await user.click(within(screen.getByRole('group', { name: 'Actions for Pension reform' })).getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share “Pension reform”' });
    await user.type(within(dialog).getByRole('textbox', { name: "Colleagues' e-mail addresses" }), 'marc.dubois@newsroom.example{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await settle();
    expect(api.callsOf('share')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Collection “Pension reform” shared')).toBeInTheDocument();
  });

  test('a name already taken: the server’s message describes the name field', async () => {
    const { api, user } = await setup();
    const dialog = await openEditor(user, 'Inflation');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Swiss National Bank');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(api.callsOf('save')).toHaveLength(1);
    const message = 'A Collection by that name already exists. Please select a different name for this Collection.';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(message);
  });

  describe('focus after an error stays in the dialog (the button that had it waits disabled meanwhile)', () => {
    let undo: () => void;
    beforeEach(() => {
      undo = followBrowserFocusFixup();
    });
    afterEach(() => undo());

    test('editor: a name already taken puts focus on the name field; Escape closes', async () => {
      const { api, user } = await setup();
      answerSlowly(api, 'update');
      const dialog = await openEditor(user, 'Inflation');
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Swiss National Bank');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(name).toHaveFocus());
      expect(name).toHaveAccessibleDescription(/already exists/);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('share: the server’s message about an unknown colleague takes focus; Escape closes', async () => {
      const { api, user, container } = await setup();
      answerSlowly(api, 'share');
      await user.click(screen.getByRole('button', { name: 'Edit collections' }));
      await user.click(within(screen.getByRole('group', { name: 'Actions for Pension reform' })).getByRole('button', { name: 'Share' }));
      const dialog = screen.getByRole('dialog', { name: 'Share “Pension reform”' });
      await user.type(within(dialog).getByRole('textbox', { name: "Colleagues' e-mail addresses" }), 'ghost@newsroom.example{Enter}');
      await user.click(within(dialog).getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveFocus());
      expect(within(dialog).getByRole('alert')).toHaveTextContent('There is no colleague with this e-mail address.');
      expect(await axe(container)).toHaveNoViolations();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('unsubscribe: a refused request keeps focus in the dialog, on its message; Escape closes', async () => {
      const { api, user } = await setup();
      api.failing.add('unsubscribe');
      answerSlowly(api, 'unsubscribe');
      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
      const dialog = screen.getByRole('dialog', { name: 'Unsubscribe from collections' });
      await user.click(within(dialog).getByRole('checkbox', { name: /Zurich/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).not.toBeEmptyDOMElement());
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('delivery log: paging to older entries disables the button that had focus; focus stays, Escape closes', async () => {
      const { api, user } = await setup();
      api.deliveryLog = Array.from({ length: 3 * 9 }, (_, i) => ({ ...api.deliveryLog[i % api.deliveryLog.length]!, id: `delivery-${i}` }));
      answerSlowly(api, 'deliveries');
      await user.click(screen.getByRole('button', { name: 'Edit collections' }));
      await user.click(within(screen.getByRole('group', { name: 'Actions for Inflation' })).getByRole('button', { name: 'Delivery log' }));
      const dialog = screen.getByRole('dialog', { name: 'Delivery log: Inflation' });
      const older = await within(dialog).findByRole('button', { name: 'Older' });
      await user.click(older);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Older' })).toBeDisabled());
      expect(focusIsInside(dialog)).toBe(true);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('delete: while the deletion is under way focus stays in the question', async () => {
      const { api, user } = await setup();
      answerSlowly(api, 'remove', 400);
      await user.click(screen.getByRole('button', { name: 'Edit collections' }));
      await user.click(within(screen.getByRole('group', { name: 'Actions for Inflation' })).getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete collection?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
      await waitFor(() => expect(focusIsInside(dialog)).toBe(true));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  test('edit mode is a toggle button: the same name, aria-pressed says whether it is on', async () => {
    const { user } = await setup();
    const toggle = screen.getByRole('button', { name: 'Edit collections' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Edit collections' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('drag to reorder by keyboard (dnd-kit KeyboardSensor)', () => {
  // jsdom has no layout: cards get the boxes a browser would give a one-column list.
  const original = HTMLElement.prototype.getBoundingClientRect;
  beforeEach(() => {
    HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
      const card = this.closest('[data-collection-id]');
      if (!card?.parentElement) return original.call(this);
      const index = [...card.parentElement.children].indexOf(card);
      const top = index * 200;
      return { x: 0, y: top, top, left: 0, right: 800, bottom: top + 180, width: 800, height: 180, toJSON: () => ({}) } as DOMRect;
    };
  });
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
  });

  const moveDown = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    screen.getByRole('button', { name: `Move ${name}` }).focus();
    await user.keyboard('[Space]');
    await settle();
    // dnd-kit's live region (inside the widget) speaks each step in the user's language
    expect(screen.getByText(`Picked up ${name}, position 1 of 4.`)).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    await settle();
    expect(screen.getByText(`${name} moved to position 2 of 4.`)).toBeInTheDocument();
    await user.keyboard('[Space]');
    await settle();
  };

  test('Space, ArrowDown, Space moves a collection one down and saves the order', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit collections' }));
    await moveDown(user, 'Swiss National Bank');
    expect(cardNames()).toEqual(['Inflation', 'Swiss National Bank', 'Zurich', 'Pension reform']);
    expect(api.callsOf('order')).toEqual([
      [
        [
          '00000000-0000-4000-8000-000000000002',
          '00000000-0000-4000-8000-000000000001',
          '00000000-0000-4000-8000-000000000003',
          '00000000-0000-4000-8000-000000000004',
        ],
      ],
    ]);
  });

  test('a refused order is rolled back with "Error updating collection order"', async () => {
    const { api, user } = await setup();
    api.failing.add('order');
    await user.click(screen.getByRole('button', { name: 'Edit collections' }));
    await moveDown(user, 'Swiss National Bank');
    expect(api.callsOf('order')).toHaveLength(1);
    expect(cardNames()).toEqual(['Swiss National Bank', 'Inflation', 'Zurich', 'Pension reform']);
    expect(screen.getByRole('alert')).toHaveTextContent('Error updating collection order');
  });
});

setProjectAnnotations(preview);

describe('CollectionsWorkspace stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', async (storyName, Story) => {
    const { container, unmount } = render(<Story />);
    await settle();
    await settle();
    const locale = storyName.endsWith('German') ? 'de' : storyName.endsWith('French') ? 'fr' : 'en';
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    // a dialog story shows its dialog, in the story's language
    const dialog = screen.queryByRole('dialog');
    if (/Dialog|Warning|Confirm|Log/.test(storyName)) expect(dialog).not.toBeNull();
    if (dialog && locale !== 'en') expect(dialog.closest('[lang]')).toHaveAttribute('lang', locale);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});

import { afterEach, describe, expect, test } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { renderWidget } from '../testing/render-widget';
import { NotificationCenter } from './NotificationCenter';
import * as stories from './NotificationCenter.stories';
import { aLiveMessage, aNotificationDocument } from './notification-center.fixtures';
import { makeNotificationStore, type NotificationScenario } from './notification-center.scenarios';

setProjectAnnotations(preview);

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const setup = async (scenario: NotificationScenario, language: Language = 'en') => {
  const { api, store } = makeNotificationStore(scenario);
  const user = userEvent.setup();
  const view = renderWidget(<NotificationCenter store={store} />, { language });
  await settle();
  return { api, store, user, ...view };
};

describe('NotificationCenter', () => {
  test('the bell names the count, the badge shows 9+ above 9; opening shows 10 documents and resets the count', async () => {
    const { user, container, store } = await setup('many');
    const bell = screen.getByRole('button', { name: 'Notifications (9+ new)' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveTextContent('9+');
    await user.click(bell);
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    expect(store.alertCount).toBe(0);
    const list = screen.getByRole('list', { name: 'Latest documents of your collections' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveAccessibleName(/Lindt raises its outlook/);
    expect(items[0]).toHaveTextContent('in Swiss economy');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('a new arrival shows in the open list at the top; clicking it opens the document', async () => {
    const { api, store, user } = await setup('some');
    const opened: string[] = [];
    (store as unknown as { options: { onOpenDocument: (id: string) => void } }).options.onOpenDocument = (id) => opened.push(id);
    await user.click(screen.getByRole('button', { name: 'Notifications (3 new)' }));
    const doc = aNotificationDocument({ title: 'Breaking: SNB cuts rate' });
    act(() => api.push(aLiveMessage([doc], 'Monetary policy')));
    const first = within(screen.getByRole('list')).getAllByRole('button')[0]!;
    expect(first).toHaveAccessibleName(/Breaking: SNB cuts rate/);
    await user.click(first);
    expect(opened).toEqual([doc.id]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('Clear all empties the list and asks the server to clear for the user; an opened item shows as read', async () => {
    const { api, user } = await setup('some');
    await user.click(screen.getByRole('button', { name: 'Notifications (3 new)' }));
    const first = within(screen.getByRole('list')).getAllByRole('button')[0]!;
    await user.click(first);
    expect(api.readCalls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const reopened = within(screen.getByRole('list')).getAllByRole('button')[0]!;
    expect(reopened).toHaveClass('nd-notification-panel__item--read');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await settle();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(api.clearedAt).not.toBeNull();
  });

  test('mute switch, clear all, and Escape back to the bell', async () => {
    const { api, store, user } = await setup('some');
    const bell = screen.getByRole('button', { name: /Notifications/ });
    await user.click(bell);
    const mute = screen.getByRole('switch', { name: 'Mute notifications' });
    expect(mute).toHaveAttribute('aria-checked', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-checked', 'true');
    expect(api.setMutedCalls).toEqual([true]);
    expect(screen.getByText(/Notifications are muted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('No new documents in your collections.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(store.panelOpen).toBe(false);
    expect(bell).toHaveFocus();
  });

  test('"Reconnecting…" goes into a live region that was there before, so it is announced', async () => {
    const { api, user } = await setup('some');
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => api.current!.handlers.onStateChange('waiting'));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Connection lost. Reconnecting…');
    act(() => api.current!.handlers.onStateChange('open'));
    expect(status).toHaveTextContent('');
  });

  test('a failed toggle says so in the panel', async () => {
    await setup('error');
    await userEvent.setup().click(screen.getByRole('button', { name: /Notifications/ }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Error toggling notification state');
  });

  test.each([
    ['de', 'Benachrichtigungen (3 neu)', 'Benachrichtigungen stummschalten'],
    ['fr', 'Notifications (non lues\u00a0: 3)', 'Désactiver les notifications'],
  ] as const)('in %s', async (language, bellName, muteName) => {
    const { user } = await setup('some', language);
    await user.click(screen.getByRole('button', { name: bellName }));
    expect(screen.getByRole('switch', { name: muteName })).toBeInTheDocument();
  });
});

describe('panel placement', () => {
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
  });

  /** jsdom lays nothing out: the bell's box and the viewport are given as a browser would measure them. */
  const openWithBellAt = async (left: number, viewportWidth: number) => {
    const view = await setup('some');
    const root = view.container.querySelector<HTMLElement>('.nd-notification-center')!;
    root.getBoundingClientRect = () => ({ left, right: left + 40, top: 0, bottom: 40, width: 40, height: 40, x: left, y: 0 }) as DOMRect;
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: viewportWidth });
    await view.user.click(screen.getByRole('button', { name: 'Notifications (3 new)' }));
    return view.container.querySelector<HTMLElement>('.nd-notification-center__popover')!;
  };

  test('a bell at the left edge of the page opens the panel rightwards, inside the viewport', async () => {
    const popover = await openWithBellAt(0, 1280);
    expect(popover).toHaveAttribute('data-align', 'start');
    expect(popover.style.left).toBe('8px');
    expect(popover.style.width).toBe('360px');
  });

  test('a bell at the right edge of a 390 px phone opens it leftwards, 8 px from the screen’s edge', async () => {
    const popover = await openWithBellAt(390 - 48, 390);
    expect(popover).toHaveAttribute('data-align', 'end');
    expect(popover.style.width).toBe('360px');
    // the panel's right edge in the viewport: bell's left + left + width
    expect(390 - 48 + Number.parseFloat(popover.style.left) + 360).toBe(382);
  });
});

describe('stories', () => {
  test.each(Object.entries(composeStories(stories)))('%s renders axe-clean', async (storyName, Story) => {
    const { container, unmount } = render(<Story />);
    await settle();
    await settle();
    const locale = { German: 'de', French: 'fr' }[storyName] ?? 'en';
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', locale);
    expect(container.querySelector('.nd-notification-bell')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
  });
});

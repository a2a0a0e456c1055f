import { describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Language } from '@newsdesk/core/identity/user-view';
import preview from '../../../.storybook/preview';
import { answerSlowly, focusIsInside, followBrowserFocusFixup } from '../testing/focus-fixup';
import { renderWidget } from '../testing/render-widget';
import { SlackStatus } from './SlackStatus';
import * as slackStories from './SlackStatus.stories';
import { UserAdmin } from './UserAdmin';
import * as stories from './UserAdmin.stories';
import { ADMIN_ID, FakeUserAdminApi, type UserAdminScenario } from './user-admin.fixtures';
import { UserAdminStore } from './user-admin.store';
import { SlackStatusStore } from './slack-status.store';

setProjectAnnotations(preview);

const setup = (scenario: UserAdminScenario = 'loaded', language: Language = 'en') => {
  const api = new FakeUserAdminApi(scenario);
  const store = new UserAdminStore(api, { currentUserId: ADMIN_ID });
  const user = userEvent.setup();
  const view = renderWidget(<UserAdmin store={store} />, { language });
  return { api, store, user, ...view };
};

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);

describe('UserAdmin', () => {
  test('the summary counts take the plural form of each number, in the reader’s language', async () => {
    setup('loaded', 'fr');
    expect(await screen.findByText('4 actifs · 1 désactivé · 3 sessions ouvertes')).toBeInTheDocument();
  });

  test('lists users with admin switch, status, last activity and sessions; deactivated last; axe-clean', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names.at(-1)).toContain('Peter Zuber');
    expect(screen.getByText('4 active · 1 deactivated · 3 open sessions')).toBeInTheDocument();
    expect(rowOf('Clara Keller').getByRole('checkbox', { name: 'Administrator: Clara Keller' })).not.toBeChecked();
    expect(rowOf('Peter Zuber').getByText('Deactivated')).toBeInTheDocument();
    expect(rowOf('Nora Neu').getByText('Never')).toBeInTheDocument();
    // the admin's own row: marked, admin switch locked with the reason, no deactivate button
    const own = rowOf('Alex Admin');
    expect(own.getByText('You')).toBeInTheDocument();
    expect(own.getByRole('checkbox', { name: 'Administrator: Alex Admin' })).toBeDisabled();
    expect(own.getByRole('checkbox', { name: 'Administrator: Alex Admin' })).toHaveAccessibleDescription(
      'You cannot remove your own admin role.',
    );
    expect(own.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('unfolds the sessions of a user and ends one of them', async () => {
    const { api, user, container } = setup();
    const toggle = await screen.findByRole('button', { name: 'Sessions of Clara Keller: 2 sessions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(screen.getByRole('list', { name: 'Open sessions of Clara Keller' }));
    expect(list.getByText('Firefox on Linux')).toBeInTheDocument();
    expect(list.getByText('Page closed')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(list.getByRole('button', { name: 'End session Safari on iOS of Clara Keller' }));
    expect(await screen.findByText('The session of Clara Keller was ended.')).toBeInTheDocument();
    expect(api.users.find((u) => u.id === 'u-clara')!.sessions.map((s) => s.id)).toEqual(['s-clara-laptop']);
    expect(screen.getByRole('button', { name: 'Sessions of Clara Keller: 1 session' })).toBeInTheDocument();
  });

  test('the admin’s own current session cannot be ended from here', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sessions of Alex Admin: 1 session' }));
    const list = within(screen.getByRole('list', { name: 'Open sessions of Alex Admin' }));
    expect(list.getByText('This session')).toBeInTheDocument();
    expect(list.queryByRole('button')).not.toBeInTheDocument();
  });

  test('makes a user an administrator and back', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Administrator: Clara Keller' }));
    expect(await screen.findByText('Clara Keller is now an administrator.')).toBeInTheDocument();
    expect(api.users.find((u) => u.id === 'u-clara')!.roles).toEqual(['admin', 'staff']);
    expect(screen.getByRole('checkbox', { name: 'Administrator: Clara Keller' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Administrator: Clara Keller' }));
    expect(await screen.findByText('Clara Keller is no longer an administrator.')).toBeInTheDocument();
    expect(api.users.find((u) => u.id === 'u-clara')!.roles).toEqual(['staff']);
  });

  test('deactivates after confirmation, then reactivates', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Clara Keller' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deactivate user' }));
    expect(dialog.getByText(/Clara Keller is logged out everywhere at once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Clara Keller was deactivated and logged out everywhere.')).toBeInTheDocument();
    expect(api.users.find((u) => u.id === 'u-clara')).toMatchObject({ active: false, sessions: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate Clara Keller' }));
    expect(await screen.findByText('Clara Keller can log in again.')).toBeInTheDocument();
  });

  test('creates a user; a short password is refused before sending; a taken e-mail is marked', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New user' }));
    await user.type(dialog.getByLabelText('E-mail address'), 'clara.keller@newsdesk.test');
    await user.type(dialog.getByLabelText('Given name'), 'Clara');
    await user.type(dialog.getByLabelText('Password'), 'short');
    await user.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('The password must have at least 12 characters.');
    expect(dialog.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(dialog.getByLabelText('Password'), ' but longer now');
    await user.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(await dialog.findByText('A user with this e-mail address already exists.')).toBeInTheDocument();
    expect(dialog.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(dialog.getByLabelText('E-mail address'));
    await user.type(dialog.getByLabelText('E-mail address'), 'Ana.Brunner@newsdesk.test');
    await user.type(dialog.getByLabelText('Family name'), 'Brunner');
    await user.selectOptions(dialog.getByLabelText('Interface language'), 'fr');
    await user.click(dialog.getByLabelText('Administrator (may open the administration)'));
    await user.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Clara Brunner (ana.brunner@newsdesk.test) can now log in.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.users.at(-1)).toMatchObject({ email: 'ana.brunner@newsdesk.test', roles: ['admin', 'staff'], language: 'fr' });
    expect(screen.getByRole('rowheader', { name: /Clara Brunner/ })).toBeInTheDocument();
  });

  test('after a refused new user focus stays in the dialog, on the field at fault, and Escape closes it', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { api, user, container } = setup();
      answerSlowly(api, 'createUser');
      await user.click(await screen.findByRole('button', { name: 'New user' }));
      const dialogElement = screen.getByRole('dialog', { name: 'New user' });
      const dialog = within(dialogElement);
      await user.type(dialog.getByLabelText('E-mail address'), api.users[0]!.email);
      await user.type(dialog.getByLabelText('Given name'), 'Clara');
      await user.type(dialog.getByLabelText('Password'), 'long enough password');
      await user.click(dialog.getByRole('button', { name: 'Create user' }));
      expect(await dialog.findByText('A user with this e-mail address already exists.')).toBeInTheDocument();
      await waitFor(() => expect(dialog.getByLabelText('E-mail address')).toHaveFocus());
      expect(focusIsInside(dialogElement)).toBe(true);
      expect(await axe(container)).toHaveNoViolations();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('while a deactivation is under way focus stays in the confirmation, whose button waits', async () => {
    const undo = followBrowserFocusFixup();
    try {
      const { api, user } = setup();
      answerSlowly(api, 'setActive', 400);
      await user.click(await screen.findByRole('button', { name: 'Deactivate Clara Keller' }));
      const dialogElement = screen.getByRole('dialog', { name: 'Deactivate user' });
      await user.click(within(dialogElement).getByRole('button', { name: 'Deactivate' }));
      expect(within(dialogElement).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
      await waitFor(() => expect(focusIsInside(dialogElement)).toBe(true));
      expect(await screen.findByText('Clara Keller was deactivated and logged out everywhere.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  test('filters by name or e-mail', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Filter users' }), 'rochat');
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual([expect.stringContaining('Jean Rochat')]);
    await user.type(screen.getByRole('searchbox', { name: 'Filter users' }), 'x');
    expect(screen.getByText('No user matches “rochatx”.')).toBeInTheDocument();
  });

  test('a failed load offers to try again', async () => {
    setup('load-error');
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached. Please check your connection.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('German and French labels', async () => {
    const de = setup('loaded', 'de');
    expect(await screen.findByRole('heading', { level: 2, name: 'Benutzer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sitzungen von Clara Keller: 2 Sitzungen' })).toBeInTheDocument();
    de.unmount();
    setup('loaded', 'fr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Désactiver Clara Keller' })).toBeInTheDocument();
  });
});

describe('SlackStatus', () => {
  test('tells whether Slack is configured, in words', async () => {
    const configured = renderWidget(<SlackStatus store={new SlackStatusStore({ slackStatus: async () => ({ configured: true }) })} />);
    expect(await screen.findByText('Slack connected')).toBeInTheDocument();
    expect(await axe(configured.container)).toHaveNoViolations();
    configured.unmount();
    renderWidget(<SlackStatus store={new SlackStatusStore({ slackStatus: async () => ({ configured: false }) })} />, { language: 'de' });
    expect(await screen.findByText('Slack ist nicht eingerichtet')).toBeInTheDocument();
  });
});

describe('every story renders without axe violations', () => {
  const all = { ...composeStories(stories), ...composeStories(slackStories) };
  test.each(Object.entries(all))('%s', async (_name, Story) => {
    const { container } = render(<Story />);
    // the stories' fake server answers asynchronously
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Language } from '@newsdesk/core/identity/user-view';
import { renderWidget } from '../testing/render-widget';
import { SettingsMenu, type SettingsMenuProps } from './SettingsMenu';

const setup = (overrides: Partial<SettingsMenuProps> = {}, language: Language = 'en') => {
  const props = {
    feedbackUrl: 'https://chat.newsroom.example/newsdesk',
    onUserGuide: jest.fn(),
    onUpdatesAndFeatures: jest.fn(),
    onTourGuide: jest.fn(),
    onLogout: jest.fn(),
    openUrl: jest.fn(),
    ...overrides,
  } satisfies SettingsMenuProps;
  const user = userEvent.setup();
  return { props, user, ...renderWidget(<SettingsMenu {...props} />, { language }) };
};

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('SettingsMenu', () => {
  test('lists the entries of spec §2 in order, is axe clean, and works by keyboard', async () => {
    const { user, props, container } = setup({ onReleaseNotesEditor: jest.fn() });
    const trigger = screen.getByRole('button', { name: 'Settings' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(itemNames()).toEqual(['Feedback', 'User guide', 'Updates and features', 'Release notes', 'Tour guide', 'Log out']);
    expect(screen.getByRole('menuitem', { name: 'Feedback' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(props.onTourGuide).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  test('each entry does its own thing', async () => {
    const onReleaseNotesEditor = jest.fn();
    const { user, props } = setup({ onReleaseNotesEditor });
    const choose = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Settings' }));
      await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name }));
    };
    await choose('Feedback');
    expect(props.openUrl).toHaveBeenCalledWith('https://chat.newsroom.example/newsdesk');
    await choose('User guide');
    expect(props.onUserGuide).toHaveBeenCalledTimes(1);
    await choose('Updates and features');
    expect(props.onUpdatesAndFeatures).toHaveBeenCalledTimes(1);
    await choose('Release notes');
    expect(onReleaseNotesEditor).toHaveBeenCalledTimes(1);
    await choose('Log out');
    expect(props.onLogout).toHaveBeenCalledTimes(1);
  });

  test('no feedback link configured, or one that is not a web address: no Feedback entry; release notes editor only when given', async () => {
    const { user, unmount } = setup({ feedbackUrl: null });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(itemNames()).toEqual(['User guide', 'Updates and features', 'Tour guide', 'Log out']);
    unmount();
    const second = setup({ feedbackUrl: 'javascript:alert(1)' });
    await second.user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(itemNames()).not.toContain('Feedback');
  });

  test.each([
    ['de', 'Einstellungen', ['Feedback', 'Benutzerhandbuch', 'Neuerungen und Funktionen', 'Rundgang', 'Abmelden']],
    ['fr', 'Paramètres', ['Commentaires', 'Guide de l’utilisateur', 'Nouveautés et fonctionnalités', 'Visite guidée', 'Se déconnecter']],
  ] as const)('%s translation', async (language, settings, entries) => {
    const { user } = setup({}, language);
    await user.click(screen.getByRole('button', { name: settings }));
    expect(itemNames()).toEqual(entries);
  });
});

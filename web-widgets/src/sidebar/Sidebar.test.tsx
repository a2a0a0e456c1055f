import { describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Language } from '@newsdesk/core/identity/user-view';
import type { LinkComponent } from '../provider/link';
import { aUser, anAdmin, renderWidget } from '../testing/render-widget';
import { navigationItems } from './navigation';
import { Sidebar } from './Sidebar';
import type { SidebarProps } from './Sidebar';
import { SidebarStore } from './sidebar.store';

const setup = (overrides: Partial<SidebarProps> = {}, language: Language = 'en') => {
  const props: SidebarProps = {
    store: new SidebarStore(null),
    items: navigationItems({ user: aUser(), environment: 'production' }),
    currentPath: '/dashboard',
    user: aUser(),
    language,
    notificationCount: 0,
    onNotificationsClick: jest.fn(),
    onLogoClick: jest.fn(),
    onLanguageChange: jest.fn(),
    onLogout: jest.fn(),
    onReleaseNotes: jest.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  const view = renderWidget(<Sidebar {...props} />, { language });
  return { props, user, ...view };
};

describe('Sidebar', () => {
  test('open: labelled links, the current page marked, axe-clean', async () => {
    const { container } = setup({ currentPath: '/search?docId=7' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Statistics', 'Search', 'Collections', 'Glossary']);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('collapse toggles, persists and keeps every link named', async () => {
    const store = new SidebarStore(null);
    const { user, container } = setup({ store });
    await user.click(screen.getByRole('button', { name: 'Sidebar' }));
    expect(store.collapsed).toBe(true);
    expect(screen.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.nd-sidebar--collapsed')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Glossary' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('admin on staging: administration and the site monitor with its alert badge', async () => {
    const admin = anAdmin();
    const { container } = setup({
      user: admin,
      items: navigationItems({ user: admin, environment: 'staging', siteMonitorAlertCount: 3 }),
    });
    expect(screen.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/administration');
    expect(screen.getByRole('link', { name: 'Site monitor (3 new)' })).toHaveAttribute('href', '/site-monitor');
    expect(await axe(container)).toHaveNoViolations();
  });

  test.each([
    [0, 'Notifications', null],
    [5, 'Notifications (5 new)', '5'],
    [12, 'Notifications (9+ new)', '9+'],
  ])('bell with %i notifications', async (count, name, badge) => {
    const { user, props, container } = setup({ notificationCount: count });
    const bell = screen.getByRole('button', { name });
    expect(bell.querySelector('.nd-sidebar__badge')?.textContent ?? null).toBe(badge);
    await user.click(bell);
    expect(props.onNotificationsClick).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('the logo opens the release notes', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: /^Newsdesk/ }));
    expect(props.onLogoClick).toHaveBeenCalledTimes(1);
  });

  test('settings menu by keyboard: Enter opens, arrows move, Escape returns focus', async () => {
    const { user, props, container } = setup();
    const trigger = screen.getByRole('button', { name: 'Settings' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Settings' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Updates and features' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard(' ');
    await user.keyboard('{End}{Enter}');
    expect(props.onLogout).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  test('settings menu: updates and features (the release notes) by mouse; a click outside closes it', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Updates and features' }));
    expect(props.onReleaseNotes).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  test('user menu shows who is logged in and switches the language', async () => {
    const { user, props, container } = setup();
    const trigger = screen.getByRole('button', { name: 'User menu: Anna Keller' });
    await user.click(trigger);
    expect(screen.getByText('anna.keller@newsroom.example')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(group).getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(props.onLanguageChange).toHaveBeenCalledWith('de');
    expect(trigger).toHaveFocus();
  });

  test('choosing the current language again does nothing', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'User menu: Anna Keller' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(props.onLanguageChange).not.toHaveBeenCalled();
  });

  test('user menu → Appearance: System, Light or Dark, the current one checked, in German too', async () => {
    const onColorSchemeChange = jest.fn();
    const { user, container } = setup({ colorScheme: 'system', onColorSchemeChange }, 'de');
    await user.click(screen.getByRole('button', { name: 'Benutzermenü: Anna Keller' }));
    const group = screen.getByRole('group', { name: 'Darstellung' });
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['System', 'Hell', 'Dunkel']);
    expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(group).getByRole('menuitemradio', { name: 'Dunkel' }));
    expect(onColorSchemeChange).toHaveBeenCalledWith('dark');
  });

  test('without a colour scheme handler the user menu offers no appearance choice', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'User menu: Anna Keller' }));
    expect(screen.queryByRole('group', { name: 'Appearance' })).toBeNull();
  });

  test('uses the host router link', () => {
    const RouterLink: LinkComponent = ({ to, children, ...rest }) => (
      <a href={`#${to}`} data-router="yes" {...rest}>
        {children}
      </a>
    );
    renderWidget(
      <Sidebar
        store={new SidebarStore(null)}
        items={navigationItems({ user: aUser(), environment: 'production' })}
        currentPath="/"
        user={aUser()}
        language="en"
        notificationCount={0}
        onNotificationsClick={() => undefined}
        onLogoClick={() => undefined}
        onLanguageChange={() => undefined}
        onLogout={() => undefined}
        onReleaseNotes={() => undefined}
      />,
      { linkComponent: RouterLink },
    );
    expect(screen.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '#/collections');
  });

  test.each([
    ['de', 'Hauptnavigation', 'Sammlungen', 'Einstellungen'],
    ['fr', 'Navigation principale', 'Collections', 'Paramètres'],
  ] as const)('%s translation', async (language, navLabel, collections, settings) => {
    const { container } = setup({ language }, language);
    expect(screen.getByRole('navigation', { name: navLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: collections })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: settings })).toBeInTheDocument();
    expect(container.querySelector('.nd-root')).toHaveAttribute('lang', language);
    expect(await axe(container)).toHaveNoViolations();
  });
});

import { describe, expect, jest, test } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { aUser, renderWidget } from '../testing/render-widget';
import { NavigationDrawer } from './NavigationDrawer';
import { navigationItems } from './navigation';
import { Sidebar } from './Sidebar';
import { SidebarStore } from './sidebar.store';

/** The shell's use of it: a menu button outside, the sidebar in drawer form inside. */
const Shell = ({ drawer }: { drawer: boolean }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </button>
      <NavigationDrawer drawer={drawer} open={open} onClose={() => setOpen(false)} label="Menu">
        <Sidebar
          variant={drawer ? 'drawer' : 'rail'}
          onClose={() => setOpen(false)}
          store={new SidebarStore(null)}
          items={navigationItems({ user: aUser(), environment: 'production' })}
          currentPath="/dashboard"
          user={aUser()}
          language="en"
          notificationCount={0}
          onNotificationsClick={jest.fn()}
          onLogoClick={jest.fn()}
          onLanguageChange={jest.fn()}
          onLogout={jest.fn()}
          onReleaseNotes={jest.fn()}
        />
      </NavigationDrawer>
      <main>
        <button type="button">On the page</button>
      </main>
    </>
  );
};

describe('NavigationDrawer', () => {
  test('on a phone: closed it is inert; the menu opens a labelled modal dialog with focus inside; Escape closes it and focus goes back', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<Shell drawer />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('.nd-drawer')).toHaveAttribute('inert');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).not.toHaveAttribute('inert');
    expect(dialog).toHaveFocus();
    // in drawer form the sidebar has a close button instead of the collapse toggle
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sidebar' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });

  test('a click on the page beside it and the close button close it', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<Shell drawer />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(container.querySelector('.nd-drawer__backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Tab from the last control of the drawer goes to its first, never to the page behind', async () => {
    const user = userEvent.setup();
    renderWidget(<Shell drawer />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog', { name: 'Menu' })).toContainElement(document.activeElement as HTMLElement);
    }
  });

  test('wider than a phone it only wraps the sidebar: no dialog, nothing inert, the collapse toggle', () => {
    const { container } = renderWidget(<Shell drawer={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});

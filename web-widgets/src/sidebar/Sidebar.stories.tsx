import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@newsdesk/core/identity/user-view';
import type { Language, SessionInfo, UserView } from '@newsdesk/core/identity/user-view';
import { aUser, anAdmin } from '../testing/mothers';
import { navigationItems } from './navigation';
import { Sidebar } from './Sidebar';
import { SidebarStore } from './sidebar.store';

interface SidebarStoryArgs {
  user: UserView;
  environment: SessionInfo['environment'];
  collapsed: boolean;
  currentPath: string;
  notificationCount: number;
  siteMonitorAlertCount: number;
}

/** Keeps the collapsed state in memory, so one story does not change the next. */
const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
};

const SidebarPage = ({ args, locale }: { args: SidebarStoryArgs; locale: Language }) => {
  const [store] = useState(() => {
    const created = new SidebarStore(memoryStorage());
    created.setCollapsed(args.collapsed);
    return created;
  });
  const [language, setLanguage] = useState<Language>(locale);
  const [notifications, setNotifications] = useState(args.notificationCount);
  return (
    <div style={{ display: 'flex', height: '100vh', background: 'var(--nd-color-canvas)' }}>
      <Sidebar
        store={store}
        items={navigationItems({ user: args.user, environment: args.environment, siteMonitorAlertCount: args.siteMonitorAlertCount })}
        currentPath={args.currentPath}
        user={args.user}
        language={language}
        notificationCount={notifications}
        onNotificationsClick={() => setNotifications(0)}
        onLogoClick={() => undefined}
        onLanguageChange={setLanguage}
        onLogout={() => undefined}
        onReleaseNotes={() => undefined}
        onUserGuide={() => undefined}
        onTourGuide={() => undefined}
        feedbackUrl="https://chat.example.org/channel/newsdesk"
      />
    </div>
  );
};

const meta = {
  title: 'Navigation/Sidebar',
  args: {
    user: aUser(),
    environment: 'production',
    collapsed: false,
    currentPath: '/dashboard',
    notificationCount: 0,
    siteMonitorAlertCount: 0,
  },
  argTypes: {
    environment: { control: 'inline-radio', options: ['production', 'staging', 'development'] },
    currentPath: {
      control: 'select',
      options: ['/dashboard', '/statistics', '/search', '/collections', '/glossary', '/administration', '/site-monitor'],
    },
  },
  render: (args, context) => (
    <SidebarPage key={JSON.stringify(args)} args={args} locale={LANGUAGES.find((lng) => lng === context.globals['locale']) ?? 'en'} />
  ),
} satisfies Meta<SidebarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Collapsed: Story = { args: { collapsed: true, notificationCount: 5 } };

export const Staff: Story = { args: { currentPath: '/search?docId=42' } };

export const Admin: Story = { args: { user: anAdmin(), currentPath: '/administration' } };

export const StagingWithSiteMonitor: Story = {
  args: { user: anAdmin(), environment: 'staging', siteMonitorAlertCount: 3, currentPath: '/site-monitor' },
};

export const CollapsedOnStaging: Story = {
  args: { user: anAdmin(), environment: 'staging', siteMonitorAlertCount: 14, collapsed: true, notificationCount: 12 },
};

export const NoNotifications: Story = { args: { notificationCount: 0 } };

export const FiveNotifications: Story = { args: { notificationCount: 5 } };

export const TwelveNotifications: Story = { args: { notificationCount: 12 } };

export const LongName: Story = {
  args: { user: aUser({ name: { givenName: 'Maximiliane', familyName: 'Schwarzenberg-Hohenlohe' } }) },
};

export const German: Story = {
  args: { user: aUser({ language: 'de' }), notificationCount: 3 },
  globals: { locale: 'de' },
};

export const French: Story = {
  args: { user: anAdmin({ language: 'fr' }), environment: 'staging', siteMonitorAlertCount: 2 },
  globals: { locale: 'fr' },
};

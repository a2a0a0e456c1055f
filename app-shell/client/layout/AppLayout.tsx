import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavigationDrawer, navigationItems, ShortcutsHelp, Sidebar } from '@newsdesk/web-widgets/sidebar';
import { useGuidedTour } from '@newsdesk/web-widgets/tour';
import { useStores } from '../stores/stores-context';
import { InfoMessagesHost } from '../release-notes/InfoMessagesHost';
import { ReleaseNotesHost } from '../release-notes/ReleaseNotesHost';
import { LoadingPage } from '../pages/LoadingPage';
import { NotificationsPanel } from './NotificationsPanel';
import { useSiteMonitorBadge } from '../site-monitor/use-site-monitor-badge';
import { PHONE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { TopBar } from './TopBar';
import './AppLayout.css';

/** The navigation shell around every page but /login: sidebar, main area, dialogs. */
export const AppLayout = observer(function AppLayout({ children }: { children: ReactNode }) {
  const { session, sidebar, notifications } = useStores();
  const { tour, helpLinks } = useStores();
  const { siteMonitor, colorScheme } = useStores();
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const [releaseNotesOpen, setReleaseNotesOpen] = useState(false);
  // Phones get a top bar and the sidebar as a drawer over the page (ADR 0018).
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  // Following a link closes the drawer; so does growing out of the phone layout.
  useEffect(() => setDrawerOpen(false), [location.pathname, phone]);
  const user = session.user;
  const userId = user?.id;
  // live notifications from login to logout: the layout only shows for a logged-in user
  useEffect(() => {
    if (!userId) return;
    void notifications.start(userId);
    return () => notifications.stop();
  }, [userId, notifications]);
  // guided tour (a new user gets it 400 ms after load) and the settings popup's links
  useGuidedTour(tour, user, location.pathname);
  useSiteMonitorBadge(siteMonitor, Boolean(userId) && session.info?.environment === 'staging');
  useEffect(() => void (userId ? helpLinks.load() : undefined), [userId, helpLinks]);
  if (!user || !session.info) return null;

  const logout = async () => {
    await session.logout();
    await navigate('/login');
  };

  const toggleNotifications = () => {
    setDrawerOpen(false);
    notifications.togglePanel();
  };

  return (
    <div className={`nd-shell${sidebar.collapsed ? ' nd-shell--collapsed' : ''}`}>
      <a className="nd-shell__skip" href="#main">
        {t('skipToContent')}
      </a>
      {phone && (
        <TopBar
          drawerId={drawerId}
          drawerOpen={drawerOpen}
          onMenu={() => setDrawerOpen(true)}
          notificationCount={notifications.alertCount}
          notificationsOpen={notifications.panelOpen}
          onNotifications={toggleNotifications}
        />
      )}
      <NavigationDrawer
        id={drawerId}
        drawer={phone}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        label={t('common:sidebar.menu')}
      >
        <Sidebar
          variant={phone ? 'drawer' : 'rail'}
          onClose={() => setDrawerOpen(false)}
          store={sidebar}
          items={navigationItems({ user, environment: session.info.environment, siteMonitorAlertCount: siteMonitor.alertCount })}
          currentPath={location.pathname}
          user={user}
          language={session.language}
          notificationCount={notifications.alertCount}
          notificationsOpen={notifications.panelOpen}
          onNotificationsClick={toggleNotifications}
          onLogoClick={() => setReleaseNotesOpen(true)}
          onReleaseNotes={() => setReleaseNotesOpen(true)}
          onLanguageChange={(language) => void session.changeLanguage(language)}
          colorScheme={colorScheme.choice}
          onColorSchemeChange={colorScheme.choose}
          onLogout={() => void logout()}
          onUserGuide={() => void navigate(helpLinks.userGuidePath)}
          onTourGuide={tour.start}
          feedbackUrl={helpLinks.feedbackUrl}
          onReleaseNotesEditor={session.isAdmin ? () => void navigate('/administration') : undefined}
        />
      </NavigationDrawer>
      <main id="main" className="nd-shell__main" tabIndex={-1}>
        <InfoMessagesHost />
        {/*
          A page whose widgets load their translations suspends here, below the router. Were it to
          suspend the provider's boundary above the router, React would hide the router's
          LocationProvider, which then never hears of a navigation again (@reach/router 1.3).
        */}
        <Suspense fallback={<LoadingPage />}>{children}</Suspense>
      </main>
      {notifications.panelOpen && <NotificationsPanel store={notifications} />}
      <ReleaseNotesHost open={releaseNotesOpen} onClose={() => setReleaseNotesOpen(false)} />
      <ShortcutsHelp />
    </div>
  );
});

import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ReleaseNotesDialog } from '@newsdesk/web-widgets/release-notes';
import { navigationItems, Sidebar } from '@newsdesk/web-widgets/sidebar';
import { useStores } from '../stores/stores-context';
import { LoadingPage } from '../pages/LoadingPage';
import { NotificationsPanel } from './NotificationsPanel';
import './AppLayout.css';

/** The navigation shell around every page but /login: sidebar, main area, dialogs. */
export const AppLayout = observer(function AppLayout({ children }: { children: ReactNode }) {
  const { session, sidebar, notifications } = useStores();
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const [releaseNotesOpen, setReleaseNotesOpen] = useState(false);
  const user = session.user;
  const userId = user?.id;
  // live notifications from login to logout: the layout only shows for a logged-in user
  useEffect(() => {
    if (!userId) return;
    void notifications.start(userId);
    return () => notifications.stop();
  }, [userId, notifications]);
  if (!user || !session.info) return null;

  const logout = async () => {
    await session.logout();
    await navigate('/login');
  };

  return (
    <div className={`nd-shell${sidebar.collapsed ? ' nd-shell--collapsed' : ''}`}>
      <a className="nd-shell__skip" href="#main">
        {t('skipToContent')}
      </a>
      <Sidebar
        store={sidebar}
        items={navigationItems({ user, environment: session.info.environment })}
        currentPath={location.pathname}
        user={user}
        language={session.language}
        notificationCount={notifications.alertCount}
        notificationsOpen={notifications.panelOpen}
        onNotificationsClick={notifications.togglePanel}
        onLogoClick={() => setReleaseNotesOpen(true)}
        onReleaseNotes={() => setReleaseNotesOpen(true)}
        onLanguageChange={(language) => void session.changeLanguage(language)}
        onLogout={() => void logout()}
      />
      <main id="main" className="nd-shell__main" tabIndex={-1}>
        {/*
          A page whose widgets load their translations suspends here, below the router. Were it to
          suspend the provider's boundary above the router, React would hide the router's
          LocationProvider, which then never hears of a navigation again (@reach/router 1.3).
        */}
        <Suspense fallback={<LoadingPage />}>{children}</Suspense>
      </main>
      {notifications.panelOpen && <NotificationsPanel store={notifications} />}
      <ReleaseNotesDialog open={releaseNotesOpen} onClose={() => setReleaseNotesOpen(false)} notes={[]} />
    </div>
  );
});

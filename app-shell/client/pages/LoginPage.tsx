import { useEffect } from 'react';
import type { RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@newsdesk/core/identity/user-view';
import { LoginForm } from '@newsdesk/web-widgets/login-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { loginTarget } from '../routing/login-target';
import { navigateTo } from '../routing/navigate-to';
import { useSessionStores } from '../stores/stores-context';

/** /login, without the navigation shell (spec §2); shown before the router is loaded (ClientRoot.tsx). */
export const LoginPage = observer(function LoginPage(_: RouteComponentProps) {
  const { session, loginForm } = useSessionStores();
  const { t } = useTranslation('shell');
  useDocumentTitle(t('login.title'));
  const authenticated = session.status === 'authenticated';
  useEffect(() => {
    if (authenticated) void navigateTo(loginTarget(), { replace: true });
  }, [authenticated]);
  if (authenticated) return null;

  const onLoggedIn = async (info: SessionInfo) => {
    loginForm.setPassword('');
    await session.signedIn(info);
  };
  return (
    <main className="nd-login-page">
      <LoginForm store={loginForm} onLoggedIn={(info) => void onLoggedIn(info)} />
    </main>
  );
});

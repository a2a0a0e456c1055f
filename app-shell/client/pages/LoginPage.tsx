import { Redirect, useNavigate, type RouteComponentProps } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title';
import type { SessionInfo } from '@newsdesk/core/identity/user-view';
import { LoginForm } from '@newsdesk/web-widgets/login-form';
import { useSessionStores } from '../stores/stores-context';

const safeTarget = (from: unknown): string =>
  typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/dashboard';

/** /login, without the navigation shell (spec §2). */
export const LoginPage = observer(function LoginPage({ location }: RouteComponentProps) {
  const { session, loginForm } = useSessionStores();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const target = safeTarget((location?.state as { from?: unknown } | null)?.from);
  useDocumentTitle(t('login.title'));
  if (session.status === 'authenticated') return <Redirect to={target} noThrow />;

  const onLoggedIn = async (info: SessionInfo) => {
    loginForm.setPassword('');
    await session.signedIn(info);
    await navigate(target, { replace: true });
  };
  return (
    <main className="nd-login-page">
      <LoginForm store={loginForm} onLoggedIn={(info) => void onLoggedIn(info)} />
    </main>
  );
});

import { useId } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@newsdesk/core/identity/user-view';
import { errorKey } from '../api/error-message';
import { Alert } from '../ui/Alert';
import type { LoginFormStore } from './login-form.store';
import './LoginForm.css';

export interface LoginFormProps {
  store: LoginFormStore;
  onLoggedIn: (session: SessionInfo) => void;
}

export const LoginForm = observer(function LoginForm({ store, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const session = await store.submit();
    if (session) onLoggedIn(session);
  };

  const errorText = store.error ? t(errorKey(store.error.code), { ...store.errorValues, defaultValue: store.error.message }) : '';

  return (
    <div className="nd-login">
      {/* A named region, not <main>: the landmark structure belongs to the host page. */}
      <section className="nd-login__card" aria-labelledby={`${id}-title`}>
        <div className="nd-login__wordmark">
          <span className="nd-login__mark" aria-hidden="true">
            N
          </span>
          <span>Newsdesk</span>
        </div>
        <h1 id={`${id}-title`} className="nd-login__title">
          {t('login.title')}
        </h1>
        <p className="nd-login__intro">{t('login.intro')}</p>

        {/* noValidate: the store validates, so the message is ours and in the UI's language. */}
        <form className="nd-login__form" noValidate onSubmit={onSubmit} aria-busy={store.submitting}>
          <div className="nd-login__field">
            <label htmlFor={`${id}-email`}>{t('login.email')}</label>
            <input
              id={`${id}-email`}
              className="nd-login__input"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              required
              value={store.email}
              aria-invalid={store.emailMissing || undefined}
              aria-describedby={store.error ? errorId : undefined}
              onChange={(event) => store.setEmail(event.target.value)}
            />
          </div>
          <div className="nd-login__field">
            <label htmlFor={`${id}-password`}>{t('login.password')}</label>
            <input
              id={`${id}-password`}
              className="nd-login__input"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={store.password}
              aria-invalid={store.passwordMissing || undefined}
              aria-describedby={store.error ? errorId : undefined}
              onChange={(event) => store.setPassword(event.target.value)}
            />
          </div>

          <Alert id={errorId} text={errorText} />

          <button type="submit" className="nd-login__submit" disabled={store.submitting}>
            {store.submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </section>
    </div>
  );
});

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SlackStatusStore } from './slack-status.store';
import './UserAdmin.css';

const TEXT = {
  unknown: 'slack.unknown',
  configured: 'slack.configured',
  'not-configured': 'slack.notConfigured',
  error: 'slack.error',
} as const;
const HINT = { configured: 'slack.configuredHint', 'not-configured': 'slack.notConfiguredHint' } as const;

/** The Slack connection at a glance: text and colour together, with what it means as a hint. */
export const SlackStatus = observer(function SlackStatus({ store, autoLoad = true }: { store: SlackStatusStore; autoLoad?: boolean }) {
  const { t } = useTranslation('user-admin');
  useEffect(() => {
    if (autoLoad && store.state === 'unknown') void store.load();
  }, [autoLoad, store]);
  const hint = store.state === 'configured' || store.state === 'not-configured' ? t(HINT[store.state]) : null;
  return (
    <p role="status" className={`nd-slack-status nd-slack-status--${store.state}`}>
      <span className="nd-slack-status__dot" aria-hidden="true" />
      <span className="nd-slack-status__text">{t(TEXT[store.state])}</span>
      {hint && <span className="nd-slack-status__hint">{hint}</span>}
    </p>
  );
});

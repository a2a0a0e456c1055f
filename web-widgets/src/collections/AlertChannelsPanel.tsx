import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import type { AlertChannelsStore } from './alert-channels.store';
import './AlertChannels.css';
import { Button } from '../ui/Button';

/** A value shown once (secret, feed URL): read-only, selected on focus, with a copy button. */
const ShownOnce = ({ label, value, hint }: { label: string; value: string; hint: string }) => {
  const { t } = useTranslation('collections');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="nd-coll-field">
      <label htmlFor={id} className="nd-coll-field__label">
        {label}
      </label>
      <div className="nd-coll-channels__once">
        <input
          id={id}
          className="nd-coll-input"
          readOnly
          value={value}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={copy}>{copied ? t('channels.copied') : t('channels.copy')}</Button>
      </div>
      <p id={`${id}-hint`} className="nd-coll-field__hint">
        {hint}
      </p>
    </div>
  );
};

/**
 * The saved collection's channel controls in the editor (ADR 0022): the webhook signing secret
 * and the private Atom feed (each shown once when made), revoking the feed, and "send test" per
 * channel with saved recipients. A collection not saved yet has none of these.
 */
export const AlertChannelsPanel = observer(function AlertChannelsPanel({ channels }: { channels: AlertChannelsStore | null }) {
  const { t, i18n } = useTranslation('collections');
  if (!channels?.collection) {
    return <p className="nd-coll-field__hint">{t('channels.saveFirst')}</p>;
  }
  const { status, error } = channels;
  const sent = channels.testResults?.filter((r) => r.status === 'sent') ?? [];
  const unsent = channels.testResults?.filter((r) => r.status !== 'sent') ?? [];
  return (
    <fieldset className="nd-coll-channels">
      <legend className="nd-coll-field__label">{t('channels.title')}</legend>
      {channels.loading && <p role="status">{t('channels.loading')}</p>}
      <section aria-label={t('channels.secretTitle')}>
        <h3 className="nd-coll-channels__title">{t('channels.secretTitle')}</h3>
        <p className="nd-coll-field__hint">{status?.webhookSecretSet ? t('channels.secretSet') : t('channels.secretMissing')}</p>
        {channels.secret && <ShownOnce label={t('channels.secretLabel')} value={channels.secret} hint={t('channels.secretOnce')} />}
        <Button disabled={channels.busy || !status} onClick={() => void channels.makeSecret()}>
          {status?.webhookSecretSet ? t('channels.newSecret') : t('channels.makeSecret')}
        </Button>
      </section>
      <section aria-label={t('channels.feedTitle')}>
        <h3 className="nd-coll-channels__title">{t('channels.feedTitle')}</h3>
        {!channels.feedUrl && (
          <p className="nd-coll-field__hint">
            {status?.feedSince
              ? t('channels.feedSince', { at: new Date(status.feedSince).toLocaleString(i18n.language) })
              : channels.feedRevoked
                ? t('channels.feedRevoked')
                : t('channels.feedNone')}
          </p>
        )}
        {channels.feedUrl && <ShownOnce label={t('channels.feedLabel')} value={channels.feedUrl} hint={t('channels.feedOnce')} />}
        <Button disabled={channels.busy || !status} onClick={() => void channels.makeFeed()}>
          {status?.feedSince ? t('channels.newFeed') : t('channels.makeFeed')}
        </Button>
        {status?.feedSince && (
          <Button disabled={channels.busy} onClick={() => void channels.revokeFeed()}>
            {t('channels.revokeFeed')}
          </Button>
        )}
      </section>
      {channels.testableChannels.length > 0 && (
        <section aria-label={t('channels.testTitle')}>
          <h3 className="nd-coll-channels__title">{t('channels.testTitle')}</h3>
          <div className="nd-coll-channels__tests">
            {channels.testableChannels.map((channel) => (
              <Button
                key={channel}
                disabled={channels.busy}
                aria-busy={channels.testing === channel || undefined}
                onClick={() => void channels.sendTest(channel)}
              >
                {t('channels.test', { channel: t(`deliveries.channels.${channel}`) })}
              </Button>
            ))}
          </div>
          <div role="status">
            {sent.length > 0 && <p>{t('channels.testSent', { count: sent.length })}</p>}
            {unsent.map((r) => (
              <p key={r.deliveryId} className="nd-coll-field__error">
                {t('channels.testProblem', { recipient: r.recipient, status: t(`deliveries.statuses.${r.status}`) })}
              </p>
            ))}
          </div>
        </section>
      )}
      {error && (
        <p role="alert" className="nd-coll-form__error">
          {t(errorKey(error.code), { ...error.values, defaultValue: error.message })}
        </p>
      )}
    </fieldset>
  );
});

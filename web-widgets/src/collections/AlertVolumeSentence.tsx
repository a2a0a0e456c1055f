import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/error-message';
import type { AlertVolumeStore } from './alert-volume.store';
import './AlertVolumeSentence.css';

/**
 * Under the alert fields: how many alerts the collection as edited would have sent in the last
 * 7 days (ADR 0024). A polite live region, so a screen reader hears the new figure after a change.
 */
export const AlertVolumeSentence = observer(function AlertVolumeSentence({ volume }: { volume: AlertVolumeStore }) {
  const { t, i18n } = useTranslation('collections');
  const { state } = volume;
  let text = '';
  if (state.kind === 'loading') text = t('volume.loading');
  if (state.kind === 'error') {
    const reason = t(errorKey(state.error.code), { ...state.error.values, defaultValue: state.error.message || t('volume.failed') });
    text = t('volume.error', { reason });
  }
  if (state.kind === 'loaded') {
    const { alerts, maxInOneHour, capped, from } = state.preview;
    const number = new Intl.NumberFormat(i18n.language);
    const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(from));
    // count picks the plural form; the figures are shown in the reader's number format
    const values = { count: alerts, alerts: number.format(alerts), max: number.format(maxInOneHour) };
    text = capped ? t('volume.capped', { ...values, since }) : t('volume.sentence', values);
  }
  return (
    <p
      role="status"
      aria-busy={state.kind === 'loading' || undefined}
      className={state.kind === 'idle' ? 'nd-visually-hidden' : `nd-coll-volume nd-coll-volume--${state.kind}`}
    >
      {text}
    </p>
  );
});

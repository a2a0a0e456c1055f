import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../ui/status-icons';
import type { Toast, ToastStore } from './toast.store';
import './Toasts.css';

export interface ToastsProps {
  store: ToastStore;
}

const ToastItem = observer(({ toast, store }: { toast: Toast; store: ToastStore }) => {
  const { t } = useTranslation();
  const text = toast.messageKey ? t(toast.messageKey, { ...toast.values, defaultValue: toast.message ?? '' }) : (toast.message ?? '');
  return (
    <div
      className={`nd-toast nd-toast--${toast.kind}`}
      // Errors interrupt (role=alert); everything else waits its turn in the status region.
      role={toast.kind === 'error' ? 'alert' : undefined}
      onMouseEnter={() => store.hold(toast.id)}
      onMouseLeave={() => store.release(toast.id)}
      onFocus={() => store.hold(toast.id)}
      onBlur={() => store.release(toast.id)}
    >
      <StatusIcon name={toast.kind} className="nd-toast__icon" />
      <span className="nd-visually-hidden">{t(`toasts.kind.${toast.kind}`)}: </span>
      <p className="nd-toast__message">{text}</p>
      <button type="button" className="nd-toast__close" aria-label={t('toasts.dismiss')} onClick={() => store.dismiss(toast.id)}>
        <StatusIcon name="close" size={18} />
      </button>
    </div>
  );
});

/** Fixed at the bottom centre of the viewport; render once near the root of the page. */
export const Toasts = observer(({ store }: ToastsProps) => {
  const errors = store.toasts.filter((toast) => toast.kind === 'error');
  const others = store.toasts.filter((toast) => toast.kind !== 'error');
  return (
    <div className="nd-toasts">
      {/* The live region is always in the DOM: screen readers only announce changes to one. */}
      <div role="status" className="nd-toasts__stack">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
      <div className="nd-toasts__stack">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
    </div>
  );
});

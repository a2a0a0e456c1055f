import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** A panel's store: loaded once, retried after a failure. */
export interface LoadableStore {
  status: 'idle' | 'loading' | 'ready' | 'error';
  load(): Promise<void>;
}

/** A LoadableStore for a store that only has load(): its status follows that promise. */
export const loadableOf = (load: () => Promise<void>): LoadableStore => {
  const loadable: LoadableStore = observable({
    status: 'idle' as LoadableStore['status'],
    async load() {
      runInAction(() => (loadable.status = 'loading'));
      try {
        await load();
        runInAction(() => (loadable.status = 'ready'));
      } catch {
        runInAction(() => (loadable.status = 'error'));
      }
    },
  });
  return loadable;
};

export interface AdminPanelFrameProps {
  store: LoadableStore;
  /** Load on first render when the store has not loaded yet. */
  autoLoad: boolean;
  /** Translated by the caller, each panel in its own namespace. */
  texts: { loading: string; failed: string; retry: string };
  /** Shown under the failure line, for stores that keep why the load failed. */
  alert?: ReactNode;
  /** The panel itself, rendered once the store is ready. */
  children: ReactNode;
}

/** What every administration panel shows until its data is there: a spinner, or the failure and a retry. */
export const AdminPanelFrame = observer(function AdminPanelFrame({ store, autoLoad, texts, alert, children }: AdminPanelFrameProps) {
  useEffect(() => {
    if (autoLoad && store.status === 'idle') void store.load();
  }, [autoLoad, store]);

  if (store.status === 'idle' || store.status === 'loading') {
    return (
      <div className="nd-admin nd-admin--centered" aria-busy="true">
        <Spinner />
        <p role="status">{texts.loading}</p>
      </div>
    );
  }
  if (store.status === 'error') {
    return (
      <div className="nd-admin nd-admin--centered">
        <p className="nd-admin__failed">{texts.failed}</p>
        {alert}
        <Button variant="primary" onClick={() => void store.load()}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
});

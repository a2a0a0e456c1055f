import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminAlert, AdminStatus } from '../source-admin/AdminMessages';
import { ConfirmDialog } from '../source-admin/ConfirmDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { UserRow } from './UserRow';
import { fullName, type UserAdminStore } from './user-admin.store';
import '../source-admin/SourceAdmin.css';
import '../source-admin/admin-controls.css';
import '../source-admin/admin-table.css';
import './UserAdmin.css';

export interface UserAdminProps {
  store: UserAdminStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

/** The "Users" tab of the administration: who may log in, as what, and where they are logged in. */
export const UserAdmin = observer(function UserAdmin({ store, autoLoad = true }: UserAdminProps) {
  const { t } = useTranslation(['user-admin', 'admin']);
  const id = useId();
  useEffect(() => {
    if (autoLoad && store.status === 'idle') void store.load();
  }, [autoLoad, store]);

  if (store.status === 'idle' || store.status === 'loading') {
    return (
      <div className="nd-admin nd-admin--centered" aria-busy="true">
        <span className="nd-admin-spinner" aria-hidden="true" />
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (store.status === 'error') {
    return (
      <div className="nd-admin nd-admin--centered">
        <p className="nd-admin__failed">{t('loadFailed')}</p>
        <AdminAlert error={store.loadError} />
        <button type="button" className="nd-admin-btn nd-admin-btn--primary" onClick={() => void store.load()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const users = store.visibleUsers;
  const counts = store.counts;
  return (
    <div className="nd-admin nd-user-admin">
      <section className="nd-admin-section" aria-labelledby={`${id}-title`}>
        <header className="nd-admin-section__header">
          <div>
            <h2 id={`${id}-title`} className="nd-admin-section__title">{t('title')}</h2>
            <p className="nd-admin-section__lead">{t('lead')}</p>
          </div>
          <div className="nd-admin-actions">
            <button type="button" className="nd-admin-btn nd-admin-btn--secondary" onClick={() => void store.load()}>
              {t('refresh')}
            </button>
            <button type="button" className="nd-admin-btn nd-admin-btn--primary" onClick={store.create.openDialog}>
              {t('newUser')}
            </button>
          </div>
        </header>
        <div className="nd-user-admin__toolbar">
          <div className="nd-admin-field nd-user-admin__filter">
            <label htmlFor={`${id}-filter`} className="nd-visually-hidden">{t('filter')}</label>
            <input
              id={`${id}-filter`}
              type="search"
              className="nd-admin-input"
              placeholder={t('filterPlaceholder')}
              value={store.filter}
              onChange={(event) => store.setFilter(event.target.value)}
            />
          </div>
          <p className="nd-user-admin__summary">{t('summary', counts)}</p>
        </div>
        <AdminAlert error={store.error} />
        <AdminStatus notice={store.notice} />
        {users.length === 0 ? (
          <p className="nd-admin-empty">{store.filter.trim() ? t('noMatch', { filter: store.filter.trim() }) : t('empty')}</p>
        ) : (
          <div className="nd-admin-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="nd-admin-table nd-user-admin__table">
              <caption id={`${id}-caption`} className="nd-visually-hidden">{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.user')}</th>
                  <th scope="col">{t('columns.admin')}</th>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('columns.lastActivity')}</th>
                  <th scope="col">{t('columns.sessions')}</th>
                  <th scope="col">
                    <span className="nd-visually-hidden">{t('columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <UserRow key={user.id} store={store} user={user} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <CreateUserDialog store={store.create} />
      <ConfirmDialog
        open={store.pendingDeactivate !== null}
        title={t('confirmDeactivate.title')}
        text={t('confirmDeactivate.text', { name: store.pendingDeactivate ? fullName(store.pendingDeactivate) : '' })}
        confirmLabel={t('confirmDeactivate.confirm')}
        busy={store.pendingDeactivate !== null && store.isPending(`active:${store.pendingDeactivate.id}`)}
        onConfirm={() => void store.confirmDeactivate()}
        onCancel={store.cancelDeactivate}
      />
    </div>
  );
});

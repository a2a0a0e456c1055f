import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminAlert, AdminStatus } from '../source-admin/AdminMessages';
import { AdminSection } from '../source-admin/AdminSection';
import { AdminTable } from '../source-admin/AdminTable';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AdminPanelFrame } from '../ui/AdminPanelFrame';
import { CreateUserDialog } from './CreateUserDialog';
import { UserRow } from './UserRow';
import { fullName, type UserAdminStore } from './user-admin.store';
import '../source-admin/SourceAdmin.css';
import '../source-admin/admin-controls.css';
import '../source-admin/admin-table.css';
import './UserAdmin.css';
import { Button } from '../ui/Button';

export interface UserAdminProps {
  store: UserAdminStore;
  /** Load on first render when the store has not loaded yet (default true). */
  autoLoad?: boolean;
}

/** The users table with its filter and dialogs, once loaded. */
const UserList = observer(function UserList({ store }: { store: UserAdminStore }) {
  const { t } = useTranslation(['user-admin', 'admin']);
  const id = useId();
  const users = store.visibleUsers;
  const counts = store.counts;
  const filter = store.filter.trim();
  const empty = filter ? t('noMatch', { filter }) : t('empty');
  return (
    <div className="nd-admin nd-user-admin">
      <AdminSection
        title={t('title')}
        lead={t('lead')}
        actions={
          <div className="nd-admin-actions">
            <Button onClick={() => void store.load()}>{t('refresh')}</Button>
            <Button variant="primary" onClick={store.create.openDialog}>
              {t('newUser')}
            </Button>
          </div>
        }
      >
        <div className="nd-user-admin__toolbar">
          <div className="nd-admin-field nd-user-admin__filter">
            <label htmlFor={`${id}-filter`} className="nd-visually-hidden">
              {t('filter')}
            </label>
            <input
              id={`${id}-filter`}
              type="search"
              className="nd-admin-input"
              placeholder={t('filterPlaceholder')}
              value={store.filter}
              onChange={(event) => store.setFilter(event.target.value)}
            />
          </div>
          <p className="nd-user-admin__summary">
            {[
              t('summaryActive', { count: counts.active }),
              t('summaryInactive', { count: counts.inactive }),
              t('summarySessions', { count: counts.sessions }),
            ].join(' · ')}
          </p>
        </div>
        <AdminAlert error={store.error} />
        <AdminStatus notice={store.notice} />
        <AdminTable
          empty={users.length === 0 ? empty : null}
          caption={t('caption')}
          columns={[t('columns.user'), t('columns.admin'), t('columns.status'), t('columns.lastActivity'), t('columns.sessions')]}
          actionsLabel={t('columns.actions')}
          className="nd-user-admin__table"
        >
          {users.map((user) => (
            <UserRow key={user.id} store={store} user={user} />
          ))}
        </AdminTable>
      </AdminSection>
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

/** The "Users" tab of the administration: who may log in, as what, and where they are logged in. */
export const UserAdmin = observer(function UserAdmin({ store, autoLoad = true }: UserAdminProps) {
  const { t } = useTranslation(['user-admin', 'admin']);
  const texts = { loading: t('loading'), failed: t('loadFailed'), retry: t('retry') };
  return (
    <AdminPanelFrame store={store} autoLoad={autoLoad} texts={texts} alert={<AdminAlert error={store.loadError} />}>
      <UserList store={store} />
    </AdminPanelFrame>
  );
});

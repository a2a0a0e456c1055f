import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { UserAccountView, UserSessionView } from '@newsdesk/core/identity/user-account-view';
import { formatDateTime } from '../source-admin/format';
import { describeDevice } from './describe-device';
import { fullName, type UserAdminStore } from './user-admin.store';
import { Button } from '../ui/Button';

const COLUMNS = 6;

const useDeviceName = () => {
  const { t } = useTranslation('user-admin');
  return (session: UserSessionView) => {
    const device = describeDevice(session.userAgent);
    if (!device) return session.userAgent ?? t('sessions.unknownDevice');
    return device.system ? t('sessions.device', { browser: device.browser, system: device.system }) : device.browser;
  };
};

/** One user: name and e-mail, the admin switch, status, last activity, sessions (unfolding) and (de)activation. */
export const UserRow = observer(function UserRow({ store, user }: { store: UserAdminStore; user: UserAccountView }) {
  const { t, i18n } = useTranslation('user-admin');
  const id = useId();
  const name = fullName(user);
  const self = store.isSelf(user);
  const isAdmin = user.roles.includes('admin');
  const expanded = store.expanded.has(user.id);
  const lockedAdmin = self && isAdmin;

  return (
    <>
      <tr className={user.active ? undefined : 'nd-user-admin__row--inactive'}>
        <th scope="row" className="nd-admin-table__main">
          <span className="nd-admin-table__name">
            {name}
            {self && <span className="nd-user-admin__you">{t('you')}</span>}
          </span>
          <span className="nd-admin-table__sub">{user.email}</span>
        </th>
        <td>
          <input
            type="checkbox"
            className="nd-user-admin__switch"
            checked={store.isAdminShown(user)}
            // not disabled while saving: the focus stays on it; a second click waits for the first
            disabled={lockedAdmin}
            aria-busy={store.isPending(`roles:${user.id}`) || undefined}
            aria-label={t('adminLabel', { name })}
            aria-describedby={lockedAdmin ? `${id}-own-admin` : undefined}
            onChange={(event) => void store.setAdmin(user, event.target.checked)}
          />
          {lockedAdmin && (
            <span id={`${id}-own-admin`} className="nd-visually-hidden">
              {t('ownAdminHint')}
            </span>
          )}
        </td>
        <td>
          <span className={`nd-admin-badge ${user.active ? 'nd-admin-badge--healthy' : 'nd-admin-badge--disabled'}`}>
            {t(user.active ? 'status.active' : 'status.inactive')}
          </span>
        </td>
        <td className="nd-admin-table__nowrap">
          {user.lastActivityAt ? (
            formatDateTime(user.lastActivityAt, i18n.language)
          ) : (
            <span className="nd-user-admin__muted">{t('never')}</span>
          )}
        </td>
        <td className="nd-admin-table__nowrap">
          {user.sessions.length === 0 ? (
            <span className="nd-user-admin__muted">{t('noSessions')}</span>
          ) : (
            <button
              type="button"
              className="nd-user-admin__disclosure"
              aria-expanded={expanded}
              aria-controls={`${id}-sessions`}
              aria-label={`${t('showSessionsLabel', { name })}: ${t('sessionCount', { count: user.sessions.length })}`}
              onClick={() => store.toggleSessions(user.id)}
            >
              <span aria-hidden="true" className="nd-user-admin__chevron" />
              {t('sessionCount', { count: user.sessions.length })}
            </button>
          )}
        </td>
        <td>
          <div className="nd-admin-actions">
            {user.active ? (
              !self && (
                <Button
                  variant="quiet-danger"
                  size="small"
                  aria-label={t('deactivateLabel', { name })}
                  disabled={store.isPending(`active:${user.id}`)}
                  onClick={() => store.askDeactivate(user)}
                >
                  {t('deactivate')}
                </Button>
              )
            ) : (
              <Button
                size="small"
                aria-label={t('reactivateLabel', { name })}
                disabled={store.isPending(`active:${user.id}`)}
                onClick={() => void store.reactivate(user)}
              >
                {t('reactivate')}
              </Button>
            )}
          </div>
        </td>
      </tr>
      {expanded && user.sessions.length > 0 && (
        <tr className="nd-user-admin__sessions-row">
          <td colSpan={COLUMNS}>
            <SessionList store={store} user={user} listId={`${id}-sessions`} />
          </td>
        </tr>
      )}
    </>
  );
});

const SessionList = observer(function SessionList({
  store,
  user,
  listId,
}: {
  store: UserAdminStore;
  user: UserAccountView;
  listId: string;
}) {
  const { t, i18n } = useTranslation('user-admin');
  const deviceName = useDeviceName();
  const name = fullName(user);
  return (
    <ul id={listId} className="nd-user-admin__sessions" aria-label={t('sessions.listLabel', { name })}>
      {user.sessions.map((session) => {
        const device = deviceName(session);
        const ending = store.isPending(`session:${session.id}`);
        return (
          <li key={session.id} className="nd-user-admin__session">
            <div className="nd-user-admin__session-text">
              <span className="nd-user-admin__device">
                {device}
                {session.current && <span className="nd-admin-badge nd-admin-badge--healthy">{t('sessions.current')}</span>}
                {session.pageClosed && <span className="nd-admin-badge nd-admin-badge--disabled">{t('sessions.pageClosed')}</span>}
              </span>
              <span className="nd-user-admin__session-meta">
                {[
                  t('sessions.started', { time: formatDateTime(session.createdAt, i18n.language) }),
                  t('sessions.lastSeen', { time: formatDateTime(session.lastSeenAt, i18n.language) }),
                  session.ip ? t('sessions.ip', { ip: session.ip }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            {!session.current && (
              <Button
                size="small"
                aria-label={t('sessions.endLabel', { device, name })}
                disabled={ending}
                onClick={() => void store.endSession(user, session)}
              >
                {ending ? t('sessions.ending') : t('sessions.end')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
});

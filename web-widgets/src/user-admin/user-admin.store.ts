import { makeAutoObservable, runInAction } from 'mobx';
import type { UserAccountView, UserSessionView } from '@newsdesk/core/identity/user-account-view';
import type { Notice } from '../ui/admin-form';
import { CreateUserStore } from './create-user.store';
import type { UserAdminApi } from './user-admin.gateway';
import { toUiError, type UiError } from '../ui/ui-error';
import type { LoadStatus } from '../ui/loadable';
import { LoadableValue } from '../ui/loadable-value';

export type UserAdminStatus = LoadStatus;

export interface UserAdminStoreOptions {
  /** The admin using the page: their own row cannot lose its admin role or be deactivated. */
  currentUserId?: string;
}

/** The Users tab: the list, its filter, role and active switches, sessions and the create dialog. */
export class UserAdminStore {
  /** The users as loaded, then as changed here. */
  readonly list = new LoadableValue<UserAccountView[]>();
  filter = '';
  /** Users whose sessions are unfolded. */
  expanded = new Set<string>();
  /** Keys of the changes in flight (`roles:<id>`, `active:<id>`, `session:<id>`), so their buttons wait. */
  pending = new Set<string>();
  error: UiError | null = null;
  notice: Notice | null = null;
  pendingDeactivate: UserAccountView | null = null;
  /** The admin switch as clicked while the server has not answered yet: the checkbox follows the click at once. */
  adminIntent = new Map<string, boolean>();
  readonly create: CreateUserStore;

  constructor(
    private readonly api: UserAdminApi,
    private readonly options: UserAdminStoreOptions = {},
  ) {
    this.create = new CreateUserStore(api, (user) => this.onCreated(user));
    makeAutoObservable<UserAdminStore, 'api' | 'options'>(
      this,
      { api: false, options: false, create: false, list: false },
      { autoBind: true },
    );
  }

  /** A refresh, or a failed one, keeps the list on screen (a failed refresh says why above it). */
  get status(): UserAdminStatus {
    return this.list.shownStatus;
  }

  get loadError(): UiError | null {
    return this.list.error;
  }

  get users(): UserAccountView[] {
    return this.list.value ?? [];
  }

  get currentUserId(): string | undefined {
    return this.options.currentUserId ?? this.users.find((u) => u.sessions.some((s) => s.current))?.id;
  }

  /** Active users first, each group by family then given name (the server's order). */
  get visibleUsers(): UserAccountView[] {
    const needle = this.filter.trim().toLocaleLowerCase();
    const matches = needle
      ? this.users.filter((u) => `${u.name.givenName} ${u.name.familyName} ${u.email}`.toLocaleLowerCase().includes(needle))
      : this.users;
    return [...matches.filter((u) => u.active), ...matches.filter((u) => !u.active)];
  }

  get counts(): { active: number; inactive: number; sessions: number } {
    const active = this.users.filter((u) => u.active);
    return {
      active: active.length,
      inactive: this.users.length - active.length,
      sessions: active.reduce((n, u) => n + u.sessions.length, 0),
    };
  }

  isSelf(user: UserAccountView): boolean {
    return user.id === this.currentUserId;
  }

  isPending(key: string): boolean {
    return this.pending.has(key);
  }

  async load(): Promise<void> {
    const failure = await this.list.load(() => this.api.listUsers());
    if (failure && this.list.value !== undefined) runInAction(() => (this.error = failure));
  }

  setFilter(filter: string): void {
    this.filter = filter;
  }

  toggleSessions(userId: string): void {
    if (this.expanded.has(userId)) this.expanded.delete(userId);
    else this.expanded.add(userId);
  }

  isAdminShown(user: UserAccountView): boolean {
    return this.adminIntent.get(user.id) ?? user.roles.includes('admin');
  }

  async setAdmin(user: UserAccountView, admin: boolean): Promise<void> {
    if (this.pending.has(`roles:${user.id}`)) return;
    const roles = admin ? [...new Set([...user.roles, 'admin' as const, 'staff' as const])] : user.roles.filter((r) => r !== 'admin');
    this.adminIntent.set(user.id, admin);
    await this.change(`roles:${user.id}`, () => this.api.setRoles(user.id, roles.length ? roles : ['staff']), {
      key: admin ? 'user-admin:notices.madeAdmin' : 'user-admin:notices.adminRemoved',
      values: { name: fullName(user) },
    });
    // refused or done: from now on the server's roles are shown
    runInAction(() => this.adminIntent.delete(user.id));
  }

  askDeactivate(user: UserAccountView): void {
    this.error = null;
    this.pendingDeactivate = user;
  }

  cancelDeactivate(): void {
    this.pendingDeactivate = null;
  }

  async confirmDeactivate(): Promise<void> {
    const user = this.pendingDeactivate;
    if (!user) return;
    await this.change(`active:${user.id}`, () => this.api.setActive(user.id, false), {
      key: 'user-admin:notices.deactivated',
      values: { name: fullName(user) },
    });
    runInAction(() => {
      this.pendingDeactivate = null;
    });
  }

  reactivate(user: UserAccountView): Promise<void> {
    return this.change(`active:${user.id}`, () => this.api.setActive(user.id, true), {
      key: 'user-admin:notices.reactivated',
      values: { name: fullName(user) },
    });
  }

  async endSession(user: UserAccountView, session: UserSessionView): Promise<void> {
    const key = `session:${session.id}`;
    if (this.pending.has(key)) return;
    this.pending.add(key);
    this.error = null;
    this.notice = null;
    try {
      await this.api.endSession(user.id, session.id);
      runInAction(() => {
        this.replace({ ...user, sessions: user.sessions.filter((s) => s.id !== session.id) });
        this.notice = { key: 'user-admin:notices.sessionEnded', values: { name: fullName(user) } };
      });
    } catch (error) {
      runInAction(() => {
        this.error = toUiError(error);
      });
      // an already ended session is gone from the server's list too
      if (toUiError(error).code === 'session.not_found') void this.load();
    } finally {
      runInAction(() => {
        this.pending.delete(key);
      });
    }
  }

  private async change(key: string, work: () => Promise<UserAccountView>, notice: Notice): Promise<void> {
    if (this.pending.has(key)) return;
    this.pending.add(key);
    this.error = null;
    this.notice = null;
    try {
      const updated = await work();
      runInAction(() => {
        this.replace(updated);
        this.notice = notice;
      });
    } catch (error) {
      runInAction(() => {
        this.error = toUiError(error);
      });
    } finally {
      runInAction(() => {
        this.pending.delete(key);
      });
    }
  }

  private replace(user: UserAccountView): void {
    this.list.update((users) => users.map((u) => (u.id === user.id ? user : u)));
  }

  private onCreated(user: UserAccountView): void {
    this.list.update((users) =>
      [...users.filter((u) => u.id !== user.id), user].sort(
        (a, b) => a.name.familyName.localeCompare(b.name.familyName) || a.name.givenName.localeCompare(b.name.givenName),
      ),
    );
    this.error = null;
    this.notice = { key: 'user-admin:notices.created', values: { name: fullName(user), email: user.email } };
  }
}

export const fullName = (user: Pick<UserAccountView, 'name'>): string => `${user.name.givenName} ${user.name.familyName}`.trim();

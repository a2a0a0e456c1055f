import { makeAutoObservable } from 'mobx';

export const SIDEBAR_STORAGE_KEY = 'nd.sidebar.collapsed';

export type SidebarStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage throws in sandboxed iframes and some private modes: then nothing is remembered. */
const browserStorage = (): SidebarStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Open or collapsed; remembered per browser (spec §2: open by default). */
export class SidebarStore {
  collapsed: boolean;

  constructor(private readonly storage: SidebarStorage | null = browserStorage()) {
    this.collapsed = this.read();
    makeAutoObservable<SidebarStore, 'storage' | 'read' | 'write'>(this, { storage: false, read: false, write: false }, { autoBind: true });
  }

  toggle(): void {
    this.setCollapsed(!this.collapsed);
  }

  setCollapsed(collapsed: boolean): void {
    this.collapsed = collapsed;
    this.write();
  }

  private read(): boolean {
    try {
      return this.storage?.getItem(SIDEBAR_STORAGE_KEY) === 'true';
    } catch {
      return false;
    }
  }

  private write(): void {
    try {
      this.storage?.setItem(SIDEBAR_STORAGE_KEY, String(this.collapsed));
    } catch {
      // Quota or privacy settings: the sidebar still works, it just forgets.
    }
  }
}

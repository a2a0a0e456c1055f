export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export { SidebarStore, SIDEBAR_STORAGE_KEY } from './sidebar.store';
export type { SidebarStorage } from './sidebar.store';
export { formatBadgeCount } from './badge';
export { navigationItems, isCurrentPath } from './navigation';
export type { SidebarItem, NavigationContext } from './navigation';
export type { IconName } from '../ui/icons';

export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export { SidebarStore, SIDEBAR_STORAGE_KEY } from './sidebar.store';
export type { SidebarStorage } from './sidebar.store';
export { formatBadgeCount } from './badge';
export { navigationItems, isCurrentPath } from './navigation';
export type { SidebarItem, NavigationContext } from './navigation';
export type { IconName } from '../ui/icons';
// the shell's phone top bar draws the same menu and bell as the sidebar
export { Icon } from '../ui/icons';
export { NavigationDrawer } from './NavigationDrawer';
export type { NavigationDrawerProps } from './NavigationDrawer';
export { ShortcutsHelp } from '../shortcuts/ShortcutsHelp';

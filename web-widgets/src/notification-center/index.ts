export { NotificationCenter } from './NotificationCenter';
export type { NotificationCenterProps } from './NotificationCenter';
export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
export { NotificationPanel } from './NotificationPanel';
export type { NotificationPanelProps } from './NotificationPanel';
export { NotificationCenterStore } from './notification-center.store';
export type { DocumentTitle, NotificationCenterOptions, PageVisibility } from './notification-center.store';
export { NotificationCenterGateway, liveSocketUrl } from './notification-center.gateway';
export type { LiveConnection, LiveHandlers, NotificationCenterApi, NotificationState } from './notification-center.gateway';
export { NotificationCache, NOTIFICATIONS_ENTRY } from './notification-cache';
// the shapes are core's (one definition for the server and the bell); re-exported for hosts of the widget
export type { LiveNotificationMessage } from '@newsdesk/core/notifications/live-messages';
export type { MissedNotification, NotificationDocument, NotificationItem } from '@newsdesk/core/notifications/notification.types';
export { mountNotificationCenter } from './mount-notification-center';
export type { MountNotificationCenterOptions, MountedNotificationCenter } from './mount-notification-center';
export { baseTitle, titleWithCount } from './page-title';

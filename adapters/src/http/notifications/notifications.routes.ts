import type { Clock } from '@newsdesk/core/shared/clock';
import type { MissedNotifications, NotificationPreferences, NotificationStateStore } from '@newsdesk/core/notifications/notification.ports';
import { defineRoute, type RouteDefinition } from '../route-definition';
import {
  clearBodySchema,
  clearResponseSchema,
  missedQuerySchema,
  missedResponseSchema,
  notificationStateResponseSchema,
  notificationStateSchema,
  readBodySchema,
} from './notifications.schema';

export interface NotificationRouteDeps {
  missed: MissedNotifications;
  preferences: Pick<NotificationPreferences, 'isMuted' | 'setMuted'>;
  state: Pick<NotificationStateStore, 'clearedBefore' | 'clear' | 'markRead'>;
  clock: Clock;
}

/** The bell's HTTP side: what a reconnecting browser missed, and the mute switch (spec §4). */
export const notificationRoutes = (deps: NotificationRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/notifications',
    access: 'user',
    tag: 'Notifications',
    summary: 'Newest matches of the collections the user sees: at most 10 unique documents, newest first',
    query: missedQuerySchema,
    response: missedResponseSchema,
    errors: { 400: 'since is not an ISO date-time' },
    handler: async ({ auth, query }) => ({
      notifications: await deps.missed.forUser(auth.user.id, query.since ? new Date(query.since) : null, deps.clock.now()),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/notifications/state',
    access: 'user',
    tag: 'Notifications',
    summary: 'Whether the user muted live notifications, and the user’s id (the browser keeps its cached list per user)',
    response: notificationStateResponseSchema,
    handler: async ({ auth }) => ({
      muted: await deps.preferences.isMuted(auth.user.id),
      userId: auth.user.id,
      clearedAt: (await deps.state.clearedBefore(auth.user.id))?.toISOString() ?? null,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/notifications/clear',
    access: 'user',
    tag: 'Notifications',
    summary: 'Clear all: matches up to `before` (or now) leave the list on every tab and device of the user',
    body: clearBodySchema,
    response: clearResponseSchema,
    errors: { 400: 'before is not an ISO date-time' },
    handler: async ({ auth, body }) => {
      const cleared = await deps.state.clear(auth.user.id, body.before ? new Date(body.before) : null, deps.clock.now());
      return { clearedAt: cleared.toISOString() };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/notifications/read',
    access: 'user',
    tag: 'Notifications',
    summary: 'Mark listed documents as read for the user (1 to 100 document ids)',
    body: readBodySchema,
    errors: { 400: 'documentIds must be 1 to 100 UUIDs' },
    handler: async ({ auth, body }) => {
      await deps.state.markRead(auth.user.id, body.documentIds, deps.clock.now());
      return undefined;
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/notifications/state',
    access: 'user',
    tag: 'Notifications',
    summary: 'Mute or unmute live notifications (muted: nothing is pushed to any of the user’s sockets)',
    body: notificationStateSchema,
    response: notificationStateSchema,
    errors: { 400: 'muted must be true or false' },
    handler: async ({ auth, body }) => {
      await deps.preferences.setMuted(auth.user.id, body.muted, deps.clock.now());
      return { muted: body.muted };
    },
  }),
];

import type { Clock } from '@newsdesk/core/shared/clock';
import type { PostgresMissedNotifications } from '../../live/missed-notifications';
import type { NotificationPreferences } from '../../postgres/notification-preferences/postgres-notification-preferences';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { missedQuerySchema, missedResponseSchema, notificationStateResponseSchema, notificationStateSchema } from './notifications.schema';

export interface NotificationRouteDeps {
  missed: Pick<PostgresMissedNotifications, 'forUser'>;
  preferences: Pick<NotificationPreferences, 'isMuted' | 'setMuted'>;
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
    handler: async ({ auth }) => ({ muted: await deps.preferences.isMuted(auth.user.id), userId: auth.user.id }),
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

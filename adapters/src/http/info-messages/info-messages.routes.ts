import type {
  DeleteInfoMessage,
  DismissInfoMessage,
  ListActiveInfoMessages,
  ListInfoMessages,
} from '@newsdesk/core/info-messages/info-message-use-cases';
import type { CreateInfoMessage, UpdateInfoMessage } from '@newsdesk/core/info-messages/save-info-message';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { infoMessageBody, infoMessageIdParam, infoMessageListSchema, infoMessageViewSchema } from './info-messages.schema';

export interface InfoMessageRouteDeps {
  active: ListActiveInfoMessages;
  all: ListInfoMessages;
  create: CreateInfoMessage;
  update: UpdateInfoMessage;
  remove: DeleteInfoMessage;
  dismiss: DismissInfoMessage;
}

const tag = 'Info status messages';
const VALIDATION = 'info_message.text_required, info_message.too_long, info_message.expiry_in_past, info_message.invalid_expiry';

/** The banners at the top of the shell: GET for everyone (spec §7), writes for admins, dismiss per user. */
export const infoMessageRoutes = (deps: InfoMessageRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/infoStatusMessages',
    access: 'user',
    tag,
    summary: 'The banners this user sees now: not expired, not dismissed by them, newest first',
    response: infoMessageListSchema,
    handler: async ({ auth }) => ({ messages: await deps.active.execute(auth.user.id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/infoStatusMessages/all',
    access: 'admin',
    tag,
    summary: 'Every info message, expired ones included (administration)',
    response: infoMessageListSchema,
    handler: async () => ({ messages: await deps.all.execute() }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/infoStatusMessages',
    access: 'admin',
    tag,
    summary: 'Create an info message: level info or warning, text per language (or one), optional expiry',
    body: infoMessageBody,
    response: infoMessageViewSchema,
    errors: { 400: VALIDATION },
    handler: async ({ body }) => deps.create.execute(body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/infoStatusMessages/:id',
    access: 'admin',
    tag,
    summary: 'Replace level, text and expiry of an info message',
    params: infoMessageIdParam,
    body: infoMessageBody,
    response: infoMessageViewSchema,
    errors: { 400: VALIDATION, 404: 'info_message.not_found' },
    handler: async ({ params, body }) => deps.update.execute(params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/infoStatusMessages/:id',
    access: 'admin',
    tag,
    summary: 'Delete an info message',
    params: infoMessageIdParam,
    errors: { 404: 'info_message.not_found' },
    handler: async ({ params }) => {
      await deps.remove.execute(params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/infoStatusMessages/:id/dismiss',
    access: 'user',
    tag,
    summary: 'Close a banner for this user; it stays closed on every device',
    params: infoMessageIdParam,
    errors: { 404: 'info_message.not_found (also when expired)' },
    handler: async ({ auth, params }) => {
      await deps.dismiss.execute(auth.user.id, params.id);
    },
  }),
];

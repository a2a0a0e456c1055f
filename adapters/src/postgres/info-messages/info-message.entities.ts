import { defineEntity, p } from '@mikro-orm/postgresql';
import type { LanguageTexts } from '@newsdesk/core/release-notes/release-note.types';

/** An admin-set banner; `text` is a jsonb object of plain text per language. */
export const InfoMessageRow = defineEntity({
  name: 'InfoMessageRow',
  tableName: 'info_message',
  properties: {
    id: p.uuid().primary(),
    level: p.string().length(16),
    text: p.json<LanguageTexts>(),
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** Who closed which banner: it stays closed for them. */
export const InfoMessageDismissalRow = defineEntity({
  name: 'InfoMessageDismissalRow',
  tableName: 'info_message_dismissal',
  properties: {
    messageId: p.uuid().primary(),
    userId: p.uuid().primary(),
    dismissedAt: p.datetime(),
  },
});

export const infoMessageEntities = [InfoMessageRow, InfoMessageDismissalRow];

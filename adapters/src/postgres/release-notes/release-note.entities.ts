import { defineEntity, p } from '@mikro-orm/postgresql';
import type { LanguageTexts } from '@newsdesk/core/release-notes/release-note.types';

/** A release note: the admin's Markdown and its sanitised HTML, per language (jsonb objects). */
export const ReleaseNoteRow = defineEntity({
  name: 'ReleaseNoteRow',
  tableName: 'release_note',
  // the slider pages newest first by (created_at, id)
  indexes: [{ properties: ['createdAt', 'id'] }],
  properties: {
    id: p.uuid().primary(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    createdBy: p.uuid().nullable(),
    markdown: p.json<LanguageTexts>(),
    html: p.json<LanguageTexts>(),
  },
});

/** When a user last opened the release notes; notes created later are unseen. */
export const ReleaseNoteSeenRow = defineEntity({
  name: 'ReleaseNoteSeenRow',
  tableName: 'release_note_seen',
  properties: {
    userId: p.uuid().primary(),
    seenAt: p.datetime(),
  },
});

export const releaseNoteEntities = [ReleaseNoteRow, ReleaseNoteSeenRow];

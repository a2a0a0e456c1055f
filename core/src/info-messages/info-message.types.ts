import { LANGUAGES } from '../identity/user-view';
import type { LanguageTexts } from '../release-notes/release-note.types';

export const INFO_MESSAGE_LEVELS = ['info', 'warning'] as const;
export type InfoMessageLevel = (typeof INFO_MESSAGE_LEVELS)[number];

/** Banners are a sentence or two; longer news belongs in a release note. */
export const MAX_INFO_MESSAGE_LENGTH = 500;

/**
 * An admin-set banner at the top of the shell. `text` is per language; one English text is
 * enough (every reader falls back to it). Plain text: rendered as text, never as HTML.
 */
export interface InfoMessage {
  id: string;
  level: InfoMessageLevel;
  text: LanguageTexts;
  /** After this moment nobody sees it; null = until an admin deletes it. */
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface InfoMessageView {
  id: string;
  level: InfoMessageLevel;
  text: LanguageTexts;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What an admin sends to create or replace a message. */
export interface InfoMessageDraft {
  level: InfoMessageLevel;
  text: LanguageTexts;
  expiresAt: string | null;
}

export const isActive = (message: Pick<InfoMessage, 'expiresAt'>, now: Date): boolean =>
  message.expiresAt === null || message.expiresAt.getTime() > now.getTime();

export const toInfoMessageView = (message: InfoMessage): InfoMessageView => ({
  id: message.id,
  level: message.level,
  text: { ...message.text },
  expiresAt: message.expiresAt?.toISOString() ?? null,
  createdAt: message.createdAt.toISOString(),
  updatedAt: message.updatedAt.toISOString(),
});

export const languagesOf = (text: LanguageTexts) => LANGUAGES.filter((language) => text[language] !== undefined);

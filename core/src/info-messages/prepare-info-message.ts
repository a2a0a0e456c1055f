import { cleanTexts } from '../release-notes/release-note.types';
import { infoMessageExpiryInPast, infoMessageInvalidExpiry, infoMessageTextRequired, infoMessageTooLong } from './info-message.errors';
import { languagesOf, MAX_INFO_MESSAGE_LENGTH, type InfoMessage, type InfoMessageDraft } from './info-message.types';

/** The rules of a draft: some text, not too long, an expiry (if any) still ahead. */
export const prepareInfoMessage = (draft: InfoMessageDraft, now: Date): Pick<InfoMessage, 'level' | 'text' | 'expiresAt'> => {
  const text = cleanTexts(draft.text);
  const languages = languagesOf(text);
  if (languages.length === 0) throw infoMessageTextRequired();
  if (languages.some((language) => text[language]!.length > MAX_INFO_MESSAGE_LENGTH)) throw infoMessageTooLong();
  let expiresAt: Date | null = null;
  if (draft.expiresAt !== null) {
    expiresAt = new Date(draft.expiresAt);
    if (Number.isNaN(expiresAt.getTime())) throw infoMessageInvalidExpiry();
    if (expiresAt.getTime() <= now.getTime()) throw infoMessageExpiryInPast();
  }
  return { level: draft.level, text, expiresAt };
};

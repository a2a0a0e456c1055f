import { MAX_TEXT_LENGTH } from './site-monitor.types';

/**
 * The text under a selector as compared: Unicode NFC (an é typed two ways is one é), no-break and
 * other odd spaces as spaces, whitespace collapsed inside lines, blank lines dropped, capped.
 * Markup changes that leave the words alone therefore never count as a change.
 */
export const normalizeSiteText = (raw: string): string => {
  const text = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
  return text.length > MAX_TEXT_LENGTH ? text.slice(0, MAX_TEXT_LENGTH) : text;
};

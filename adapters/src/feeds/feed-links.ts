/**
 * Links in feeds: resolved against the feed's base (xml:base, the document URL, the feed's own
 * links), and kept only when they are http(s). Anything else (`javascript:`, `data:`, `file:`) would
 * be a hazard once a widget renders it as an href, and is never an article.
 */

const WEB = new Set(['http:', 'https:']);

/** Absolute http(s) URL for `href`, or null when it is empty, unresolvable or another scheme. */
export const resolveLink = (href: string | null | undefined, base: string | null): string | null => {
  const value = (href ?? '').trim();
  if (value === '') return null;
  try {
    const url = base === null ? new URL(value) : new URL(value, base);
    return WEB.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

/** A base for resolving: an absolute URL, or the previous base when `href` does not resolve. */
export const nextBase = (href: string | null | undefined, base: string | null): string | null => {
  const value = (href ?? '').trim();
  if (value === '') return base;
  try {
    return (base === null ? new URL(value) : new URL(value, base)).href;
  } catch {
    return base;
  }
};

/** PDF by declared type, or by a path ending in .pdf (query and fragment do not count). */
export const isPdfLink = (url: string, type: string | null = null): boolean => {
  if ((type ?? '').toLowerCase().split(';')[0]?.trim() === 'application/pdf') return true;
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.pdf');
  } catch {
    return false;
  }
};

/** `mail@example.com (Jane Doe)` → `Jane Doe`; RSS's author element is an e-mail address by spec. */
export const authorName = (value: string | null): string | null => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const named = /^\S+@\S+\s*\((.+)\)$/.exec(text)?.[1]?.trim();
  return named && named !== '' ? named : text;
};

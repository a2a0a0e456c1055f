import { invalidSelector, invalidUrl, nameRequired, nameTooLong } from './site-monitor.errors';
import { MAX_NAME_LENGTH, MAX_SELECTOR_LENGTH, MAX_URL_LENGTH, type SiteDraft } from './site-monitor.types';

/**
 * Spec §5: "A site-monitor website address must be valid": http or https, a host, no credentials
 * (they would be stored and shown in clear). The address is kept as parsed (WHATWG form), so
 * `HTTPS://Example.com` and `https://example.com/` are one site. Which addresses may be reached
 * at all is the outbound gate's decision, at fetch time.
 */
export const normalizeSiteUrl = (input: string): string => {
  const text = input.trim();
  if (text === '' || text.length > MAX_URL_LENGTH) throw invalidUrl();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidUrl();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.username !== '' || url.password !== '')
    throw invalidUrl();
  // the fragment never reaches the server: two URLs differing only there are the same page
  url.hash = '';
  return url.href;
};

/**
 * A syntax check that needs no DOM (core has none): not empty, no control characters, brackets,
 * parentheses and quotes balanced. The page reader reports what a real selector engine refuses.
 */
export const normalizeSelector = (input: string): string => {
  const selector = input.trim();
  if (selector === '' || selector.length > MAX_SELECTOR_LENGTH) throw invalidSelector();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(selector)) throw invalidSelector();
  if (/^[,>+~]|[,>+~]$/.test(selector) || /,\s*,/.test(selector)) throw invalidSelector();
  const closing: Record<string, string> = { ')': '(', ']': '[' };
  const open: string[] = [];
  let quote: string | null = null;
  for (let i = 0; i < selector.length; i += 1) {
    const ch = selector[i]!;
    if (ch === '\\') {
      i += 1;
      continue;
    }
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') open.push(ch);
    else if (ch === ')' || ch === ']') {
      if (open.pop() !== closing[ch]) throw invalidSelector();
    }
  }
  if (quote || open.length > 0) throw invalidSelector();
  return selector;
};

export const normalizeSiteName = (input: string): string => {
  const name = input.replace(/\s+/g, ' ').trim();
  if (name === '') throw nameRequired();
  if (name.length > MAX_NAME_LENGTH) throw nameTooLong(MAX_NAME_LENGTH);
  return name;
};

/** Every field checked, in the order the form shows them; the first problem is reported. */
export const validateSiteDraft = (draft: SiteDraft): SiteDraft => ({
  url: normalizeSiteUrl(draft.url),
  selector: normalizeSelector(draft.selector),
  name: normalizeSiteName(draft.name),
});

/** Uniqueness key: one user watches one url + selector once. */
export const siteKey = (url: string, selector: string): string => `${url}\n${selector.replace(/\s+/g, ' ')}`;

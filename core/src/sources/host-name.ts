/*
 * Domains as site lists and sources spell them: lower case, punycode, without `www.` and
 * without a trailing dot, so `WWW.SRF.ch.` on a list and `https://www.srf.ch/news/rss` as a feed
 * meet as `srf.ch`.
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A registrable-looking host name: at least two labels, letters-only (or punycode) top level, no IP. */
export const isValidHostName = (host: string): boolean => {
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]!);
};

const toAscii = (host: string): string | null => {
  try {
    // The URL parser does IDNA (bärn.ch → xn--brn-qla.ch) the same way in Node and browsers.
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
};

const tidy = (hostname: string): string | null => {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  return isValidHostName(host) ? host : null;
};

/** A bare host name (`srf.ch`, `www.Le-Temps.ch`) normalized, or null when it is not one. */
export const normalizeDomain = (raw: string): string | null => {
  const text = raw.trim();
  if (!text || /[\s/\\?#@:[\]]/.test(text)) return null;
  const ascii = toAscii(text);
  return ascii ? tidy(ascii) : null;
};

/** The text, trimmed, as an http(s) URL, or null when it is none. */
export const parseHttpUrl = (raw: string): URL | null => {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
};

/** An http(s) URL, or null. Addresses with a user name or password are refused: they would store secrets. */
export const parseWebAddress = (raw: string): URL | null => {
  const url = parseHttpUrl(raw);
  if (!url || url.username || url.password || !url.hostname) return null;
  return url;
};

/** The normalized domain of an http(s) URL, or null. */
export const domainOfAddress = (raw: string): string | null => {
  const url = parseWebAddress(raw);
  return url ? tidy(url.hostname) : null;
};

/** A site-list line: a host name or an http(s) URL, as its normalized domain. */
export const domainOfEntry = (raw: string): string | null =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(raw.trim()) ? domainOfAddress(raw) : normalizeDomain(raw);

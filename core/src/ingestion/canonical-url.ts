import { parseHttpUrl } from '../sources/host-name';

/** Query parameters that only track the reader; two URLs differing in them are one article. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ocid|cmpid|at_[a-z_]+|ref|rss|xtor|wt_mc|wt_zmc)$/i;

/**
 * One spelling per article URL: lower-case scheme and host, no default port, no fragment,
 * no tracking parameters, remaining parameters sorted, no trailing slash on paths.
 * Returns null for anything that is not an http(s) URL.
 */
export const canonicalUrl = (raw: string): string | null => {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  url.hash = '';
  url.hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  if ((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443')) url.port = '';
  const kept = [...url.searchParams.entries()].filter(([key]) => !TRACKING.test(key)).sort(([a], [b]) => a.localeCompare(b));
  url.search = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
};

/** The domain shown as a document's source: host without www. */
export const domainOf = (url: string): string => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
};

/**
 * The address of a document's original source, when it is one a reader may open: an absolute
 * http(s) URL. Feeds are parsed that way already, but archives, old rows and other tools bring
 * anything — `javascript:`, `data:`, `vbscript:` — and an "Open original" link to those would run
 * script in Newsdesk's page. Anything else is no original source (spec §8: "the original source
 * for this document cannot be found").
 */
export const originalSourceUrl = (raw: string | null | undefined): string | null => {
  const text = (raw ?? '').trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

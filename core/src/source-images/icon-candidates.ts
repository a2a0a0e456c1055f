/** One `<link>` of a page's head, as read by the adapter (href as written, not yet resolved). */
export interface IconLink {
  rel: string;
  href: string;
  sizes: string | null;
  type: string | null;
}

/** Candidates tried after the best one when it cannot be fetched or is not an image. */
export const MAX_ICON_CANDIDATES = 4;

// apple-touch-icon without sizes is 180×180 by Apple's convention.
const APPLE_DEFAULT_SIZE = 180;
// a scalable icon (sizes="any" or SVG) draws sharp at every size
const SCALABLE = Number.MAX_SAFE_INTEGER;

const relTokens = (rel: string) => rel.toLowerCase().split(/\s+/).filter(Boolean);

/** The kind of icon a link is, or null (mask-icon is a monochrome pinned-tab shape, not a logo). */
const iconKind = (rel: string): 'apple' | 'icon' | null => {
  const tokens = relTokens(rel);
  if (tokens.includes('apple-touch-icon') || tokens.includes('apple-touch-icon-precomposed')) return 'apple';
  if (tokens.includes('icon')) return 'icon';
  return null;
};

/** The largest edge a link announces: `sizes="16x16 32x32"` → 32, `any` or SVG → scalable, none → unknown (0). */
export const announcedSize = (link: Pick<IconLink, 'rel' | 'sizes' | 'type'>): number => {
  const sizes = (link.sizes ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (sizes.includes('any') || link.type?.toLowerCase().startsWith('image/svg')) return SCALABLE;
  const edges = sizes
    .map((size) => /^(\d{1,5})x(\d{1,5})$/.exec(size))
    .filter((match) => match !== null)
    .map((match) => Math.max(Number(match[1]), Number(match[2])));
  if (edges.length > 0) return Math.max(...edges);
  return iconKind(link.rel) === 'apple' ? APPLE_DEFAULT_SIZE : 0;
};

const resolved = (href: string, base: string): string | null => {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The icon addresses to try, best first: apple-touch-icon and icon links by the size they
 * announce (largest first, page order on ties), then `/favicon.ico` of the page's site, which
 * browsers fall back to as well. Only http(s) addresses; at most MAX_ICON_CANDIDATES.
 */
export const iconCandidates = (links: readonly IconLink[], pageUrl: string, baseUrl: string = pageUrl): string[] => {
  const ranked = links
    .map((link, order) => ({ link, order, url: iconKind(link.rel) ? resolved(link.href, baseUrl) : null }))
    .filter((c): c is typeof c & { url: string } => c.url !== null && c.link.href.trim() !== '')
    .map((c) => ({ ...c, size: announcedSize(c.link) }))
    .sort((a, b) => b.size - a.size || a.order - b.order)
    .map((c) => c.url);
  const favicon = resolved('/favicon.ico', pageUrl);
  const unique = [...new Set([...ranked, ...(favicon ? [favicon] : [])])];
  if (unique.length <= MAX_ICON_CANDIDATES || !favicon) return unique.slice(0, MAX_ICON_CANDIDATES);
  // the fallback always keeps its place at the end
  return [...unique.filter((url) => url !== favicon).slice(0, MAX_ICON_CANDIDATES - 1), favicon];
};

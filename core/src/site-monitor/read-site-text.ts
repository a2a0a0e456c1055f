import type { SitePageReader } from './site-monitor.ports';
import { selectorNotFound } from './site-monitor.errors';
import { normalizeSiteText } from './site-text';

/** The normalised text under the selector; text that is only whitespace counts as not found. */
export const readSiteText = async (reader: SitePageReader, url: string, selector: string): Promise<string> => {
  const text = normalizeSiteText(await reader.read(url, selector));
  if (text === '') throw selectorNotFound();
  return text;
};

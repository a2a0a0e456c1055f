import { parseHTML } from 'linkedom';
import type { IconLink } from '@newsdesk/core/source-images/icon-candidates';
import type { IconLinkReader } from '@newsdesk/core/source-images/source-image.ports';

// A head has a handful of links; a page with thousands is not looked through further.
const MAX_LINKS = 200;

/** Attribute lookup by lower-case name: linkedom keeps `<LINK REL=…>` as written, browsers do not. */
const attributesOf = (element: Element) => {
  const byName = new Map([...element.attributes].map((a) => [a.name.toLowerCase(), a.value] as const));
  return (name: string): string | null => byName.get(name) ?? null;
};

/**
 * The `<link>` elements and `<base href>` of a page, read with linkedom (no script engine, no
 * fetching), so a hostile page is only text to it. Which links are icons is core's rule
 * (icon-candidates.ts).
 */
export class LinkedomIconLinkReader implements IconLinkReader {
  read(html: string): { links: IconLink[]; baseHref: string | null } {
    const { document } = parseHTML(html);
    const links = [...document.querySelectorAll('link')]
      .slice(0, MAX_LINKS)
      .map((element) => {
        const attribute = attributesOf(element);
        return { rel: attribute('rel') ?? '', href: attribute('href') ?? '', sizes: attribute('sizes'), type: attribute('type') };
      })
      .filter((link) => link.rel !== '' && link.href !== '');
    const base = document.querySelector('base');
    return { links, baseHref: base ? attributesOf(base)('href') : null };
  }
}

import type { RichTextSanitizer } from '@newsdesk/core/glossary/glossary.ports';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@newsdesk/core/glossary/glossary-text';
import { newTabLinkPurifier } from '../new-tab-link-purifier';

/**
 * DOMPurify in a jsdom window with core's short list of tags: whatever an API client posts as
 * a rich description, only formatting and http(s)/mailto links are stored. Links get
 * rel="noopener noreferrer" so the page they open cannot reach back.
 */
export class DomPurifyRichTextSanitizer implements RichTextSanitizer {
  private readonly purify = newTabLinkPurifier();

  sanitize(html: string): string {
    return this.purify.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TEXT_TAGS],
      ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES, 'target', 'rel'],
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    });
  }
}

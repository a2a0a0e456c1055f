import { Marked } from 'marked';
import type { MarkdownRenderer } from '@newsdesk/core/release-notes/release-note.ports';
import { newTabLinkPurifier } from '../new-tab-link-purifier';

/**
 * Markdown (GitHub flavour, single line breaks kept, as admins type in a textarea) to HTML,
 * then DOMPurify over the result: Markdown lets raw HTML through, so the sanitiser has the
 * last word. Links open in a new tab without handing the opener to the other site.
 */
export class MarkedMarkdownRenderer implements MarkdownRenderer {
  private readonly marked = new Marked({ gfm: true, breaks: true, async: false });
  private readonly purify = newTabLinkPurifier();

  toSafeHtml(markdown: string): string {
    const html = this.marked.parse(markdown) as string;
    // no style attributes either: a note needs no inline CSS, and CSS can cover the page (or, in old engines, run script)
    return this.purify
      .sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
        FORBID_ATTR: ['style'],
      })
      .trim();
  }
}

import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * DOMPurify in a jsdom window whose links open in a new tab with rel="noopener noreferrer", so
 * the page a reader opens cannot reach back. Each caller still passes its own allow-list to
 * `sanitize`; this is what the glossary's rich text and the release notes' Markdown share.
 */
export const newTabLinkPurifier = () => {
  const purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
};

import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@newsdesk/core/glossary/glossary-text';
import type { DescriptionFormat } from '@newsdesk/core/glossary/glossary.types';

export interface RichTextProps {
  text: string;
  format: DescriptionFormat;
  className?: string;
}

/**
 * A description as stored: plain text as text (React escapes it, line breaks kept by CSS), rich
 * text sanitised once more here with the server's tag list, so a row that reached the database
 * some other way still cannot run script in the page.
 */
export const RichText = ({ text, format, className }: RichTextProps) => {
  const html = useMemo(
    () =>
      format === 'html'
        ? DOMPurify.sanitize(text, {
            ALLOWED_TAGS: [...RICH_TEXT_TAGS],
            ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES, 'target', 'rel'],
            ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
          })
        : null,
    [text, format],
  );
  if (html === null) return <div className={`${className ?? ''} nd-gloss-text--plain`}>{text}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above by DOMPurify with the rich-text allowlist
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
};

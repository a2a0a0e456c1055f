import { extractText, getDocumentProxy } from 'unpdf';
import type { PdfTextExtractor } from '@newsdesk/core/ingestion/ingestion.ports';
import { DomainError } from '@newsdesk/core/shared/domain-error';
import { normalizeText } from './html-to-text';

/** Larger files are refused unread: pdf.js holds the whole document in memory. */
export const MAX_PDF_BYTES = 15 * 1024 * 1024;
/** Text beyond this is cut: a 2,000-page report is not one searchable document anyway. */
export const MAX_PDF_TEXT_CHARS = 200_000;

export type PdfFailure = 'pdf.too_large' | 'pdf.invalid' | 'pdf.encrypted' | 'pdf.unreadable';

/**
 * Why a PDF gave no text, shown to admins like a feed's last error. It belongs beside FeedError in
 * core's ingestion.errors.ts; it lives here until core takes it.
 */
export class PdfExtractionError extends DomainError {
  constructor(
    readonly failure: PdfFailure,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(failure === 'pdf.too_large' ? 'too_large' : 'invalid', failure, message, details);
    this.name = 'PdfExtractionError';
  }
}

const failureOf = (error: unknown): PdfFailure => {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'PasswordException') return 'pdf.encrypted';
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'MissingPDFException') return 'pdf.invalid';
  return 'pdf.unreadable';
};

/** Cuts at `max` characters without splitting a surrogate pair. */
const truncate = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
};

/**
 * PDF text with unpdf (a serverless build of pdf.js: no worker, no canvas, `isEvalSupported: false`,
 * so a PDF's JavaScript never runs). Lines are kept, whitespace inside them collapsed.
 */
export class UnpdfTextExtractor implements PdfTextExtractor {
  async extract(bytes: Uint8Array): Promise<string> {
    if (bytes.byteLength > MAX_PDF_BYTES) {
      throw new PdfExtractionError('pdf.too_large', `The PDF is larger than ${MAX_PDF_BYTES} bytes`, {
        bytes: bytes.byteLength,
        limit: MAX_PDF_BYTES,
      });
    }
    let text: string;
    try {
      // pdf.js may transfer (detach) the buffer it is given; the caller keeps its own bytes.
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
      try {
        text = (await extractText(pdf, { mergePages: true })).text;
      } finally {
        await pdf.destroy();
      }
    } catch (error) {
      const failure = failureOf(error);
      const reason = error instanceof Error ? error.message : String(error);
      const message = failure === 'pdf.encrypted' ? 'The PDF is password-protected' : `The PDF could not be read: ${reason}`;
      throw new PdfExtractionError(failure, message, { reason });
    }
    return truncate(normalizeText(text), MAX_PDF_TEXT_CHARS);
  }
}

import { z } from 'zod';
import type { UploadedFile } from '../route-definition';

export const sourceImageParam = z.object({ domain: z.string().min(1).max(253) });

const uploadedFile = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && (value as UploadedFile).bytes instanceof Uint8Array,
  'not a file',
);

/**
 * The upload's form as this route reads it: an image in `file` (+ `domain`, else the file name
 * `srf.ch.png` names it). Other fields pass through untouched to the site-list upload.
 */
export const sourceImageUploadBody = z.looseObject({ domain: z.string().max(253).optional(), file: uploadedFile.optional() });

export const sourceImageView = z.object({
  domain: z.string(),
  contentType: z.string(),
  size: z.number(),
  origin: z.enum(['fetched', 'uploaded']),
  storedAt: z.string(),
});
export const replaceSourceImageResponse = z.object({ image: sourceImageView, replaced: z.boolean() });

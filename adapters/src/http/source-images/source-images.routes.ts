import type { Context } from 'koa';
import { z } from 'zod';
import { isImageUpload } from '@newsdesk/core/source-images/image-type';
import type { SourceImage, SourceImageType } from '@newsdesk/core/source-images/source-image.types';
import type { DeleteSourceImage } from '@newsdesk/core/source-images/delete-source-image';
import type { GetSourceImage } from '@newsdesk/core/source-images/get-source-image';
import type { ReplaceSourceImage } from '@newsdesk/core/source-images/replace-source-image';
import { defineRoute, type RouteDefinition, type UploadedFile } from '../route-definition';
import { replaceSourceImageResponse, sourceImageParam, sourceImageUploadBody } from './source-images.schema';

export interface SourceImageRouteDeps {
  getSourceImage: GetSourceImage;
  replaceSourceImage: ReplaceSourceImage;
  deleteSourceImage: DeleteSourceImage;
}

const TAG = 'Source images';
const UPLOAD_PATH = '/api/files/websites';

const EXTENSIONS: Record<SourceImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
};

/**
 * Whatever was stored is served only as the image it is: its sniffed type, never sniffed again
 * by the browser, and (for SVG above all) a sandbox with nothing allowed if it is opened as a page
 * rather than shown by an <img> (ADR 0025).
 */
const sendImage = (ctx: Context, image: SourceImage) => {
  ctx.status = 200;
  ctx.set('Cache-Control', 'private, max-age=3600');
  ctx.set('ETag', `W/"${image.storedAt.getTime().toString(36)}-${image.bytes.length.toString(36)}"`);
  ctx.lastModified = image.storedAt;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  ctx.set('Content-Disposition', `inline; filename="${image.domain}.${EXTENSIONS[image.contentType]}"`);
  if (ctx.fresh) {
    ctx.status = 304;
    return undefined;
  }
  ctx.type = image.contentType;
  return Buffer.from(image.bytes);
};

const toView = (image: SourceImage) => ({
  domain: image.domain,
  contentType: image.contentType,
  size: image.bytes.length,
  origin: image.origin,
  storedAt: image.storedAt.toISOString(),
});

/**
 * The source images under /api/files/websites (spec §7), beside the site lists that share the
 * path: GET and DELETE take `{domain}.png` (registered first, so a png name is an image), and
 * POST hands an image upload to ReplaceSourceImage and anything else to the site-list upload.
 */
export const withSourceImageRoutes = (siteListRoutes: RouteDefinition[], deps: SourceImageRouteDeps): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/api/files/websites/:domain.png',
    access: 'user',
    tag: TAG,
    summary:
      'The source image of a domain (the site icon fetched at its first crawl, or an admin upload), with its own Content-Type whatever the name says',
    params: sourceImageParam,
    errors: { 400: 'source_image.invalid_name', 404: 'source_image.not_found (the client shows the letter placeholder)' },
    handler: async ({ params, ctx }) => sendImage(ctx, await deps.getSourceImage.execute(`${params.domain}.png`)),
  }),
  defineRoute({
    method: 'delete',
    path: '/api/files/websites/:domain.png',
    access: 'admin',
    tag: TAG,
    summary: 'Remove a source image: the letter placeholder is shown, and the crawler does not fetch the icon again',
    params: sourceImageParam,
    errors: { 404: 'source_image.not_found' },
    handler: async ({ params }) => {
      await deps.deleteSourceImage.execute(`${params.domain}.png`);
      return undefined;
    },
  }),
  ...siteListRoutes.map((route) => (route.method === 'post' && route.path === UPLOAD_PATH ? withImageUploads(route, deps) : route)),
];

/** The site-list upload, with image uploads taken aside first. */
const withImageUploads = (siteListUpload: RouteDefinition, deps: SourceImageRouteDeps): RouteDefinition =>
  defineRoute({
    ...siteListUpload,
    summary: `${siteListUpload.summary} An image (PNG, JPEG, GIF, WebP, ICO or SVG, at most 512 KiB) in \`file\` replaces the source image of the \`domain\` field, or of the domain its name carries (\`srf.ch.png\`); answers {image, replaced}.`,
    body: sourceImageUploadBody,
    response: siteListUpload.response ? z.union([siteListUpload.response, replaceSourceImageResponse]) : replaceSourceImageResponse,
    errors: {
      ...siteListUpload.errors,
      400: `${siteListUpload.errors?.[400] ?? ''}; source_image.invalid_name, source_image.empty`,
      413: 'Larger than 1 MiB; an image larger than 512 KiB (source_image.too_large)',
      415: 'Neither multipart nor JSON; an image of another type (source_image.unsupported_type)',
    },
    handler: async (input) => {
      const { file, domain } = input.body as { file?: UploadedFile; domain?: string };
      if (!file || !isImageUpload(file)) {
        return siteListUpload.handler({ ...input, body: siteListUpload.body ? siteListUpload.body.parse(input.body) : input.body });
      }
      const { image, replaced } = await deps.replaceSourceImage.execute({ fileName: file.name, domain, bytes: file.bytes });
      return replaceSourceImageResponse.parse({ image: toView(image), replaced });
    },
  });

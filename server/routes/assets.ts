import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_WIDTHS, isImageWidth } from '@/lib/imageWidths';
import type { ApiContext, ApiInstance } from '../context';
import { findFolderAssets, findStoredAsset } from '../db/queries/assets';
import { halAll } from '../http/hal';
import { addVary } from '../http/vary';
import { found } from '../http/errors';
import { assetVariant } from '../images/asset-variant';

/** An asset's bytes never change (a new picture gets a new id), so browsers may keep them for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

const widthMessage = `w must be one of ${IMAGE_WIDTHS.join(', ')}`;
/** `?w=` must be one of IMAGE_WIDTHS; absent means the stored image as it is (spec section 7 callers). */
const downloadQuery = z.object({
  w: z
    .string(widthMessage)
    .regex(/^\d+$/, widthMessage)
    .transform(Number)
    .refine(isImageWidth, widthMessage)
    .optional(),
});

const acceptsWebp = (request: FastifyRequest) => /\bimage\/webp\b/.test(request.headers.accept ?? '');

/** Sets the caching and safety headers of an image; answers 304 (and true) when the client already has `etag`. */
function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply
    .header('ETag', etag)
    .header('Cache-Control', CACHE_FOREVER)
    .header('X-Content-Type-Options', 'nosniff')
    // Generated SVGs are pictures, not pages: nothing in one may run or load anything when opened directly.
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (request.headers['if-none-match'] !== etag) return false;
  reply.code(304).send();
  return true;
}

/** Photo folders (`api/data/assets/{folderId}`) and image downloads (`api/asset/download/{driveId}`). */
export function registerAssetRoutes(app: ApiInstance, context: ApiContext): void {
  const { db, uploads, read } = context;
  app.get('/api/data/assets/:folderId', { ...read, schema: { params: z.object({ folderId: z.string() }) } }, async (request) =>
    halAll('assets', await findFolderAssets(db, request.params.folderId)),
  );

  /**
   * With `?w=`, a browser that accepts WebP gets the image `w` pixels wide as WebP, rendered once and then read
   * from the variant cache; any other client gets the stored image.
   */
  const downloadSchema = { params: z.object({ driveId: z.string() }), querystring: downloadQuery };
  app.get('/api/asset/download/:driveId', { ...read, schema: downloadSchema }, async (request, reply) => {
    const width = request.query.w;
    const asset = found(await findStoredAsset(db, request.params.driveId), 'Invalid driveId');
    if (width !== undefined) {
      addVary(reply, 'Accept');
      if (acceptsWebp(request)) {
        if (answeredNotModified(request, reply, `"${asset.sha256}-${width}w-webp"`)) return reply;
        const variant = await assetVariant(context, asset, width);
        return reply.type('image/webp').header('Content-Length', variant.length).send(variant);
      }
    }
    if (answeredNotModified(request, reply, `"${asset.sha256}"`)) return reply;
    reply.type(asset.contentType).header('Content-Length', asset.byteSize);
    return asset.fileName ? reply.send(createReadStream(uploads.pathOf(asset.fileName))) : reply.send(Buffer.from(asset.content!));
  });
}

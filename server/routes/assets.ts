import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { findFolderAssets, findStoredAsset } from '../db/queries/assets';
import { halAll } from '../hal';
import { found } from '../http-errors';

/** An asset's bytes never change (a new picture gets a new id), so browsers may keep them for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Photo folders (`api/data/assets/{folderId}`) and image downloads (`api/asset/download/{driveId}`). */
export function registerAssetRoutes(app: FastifyInstance, { db, uploads }: ApiContext): void {
  app.get<{ Params: { folderId: string } }>('/api/data/assets/:folderId', async (request) =>
    halAll('assets', await findFolderAssets(db, request.params.folderId)),
  );

  app.get<{ Params: { driveId: string } }>('/api/asset/download/:driveId', async (request, reply) => {
    const asset = found(await findStoredAsset(db, request.params.driveId), 'Invalid driveId');
    const etag = `"${asset.sha256}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', CACHE_FOREVER)
      .header('X-Content-Type-Options', 'nosniff')
      // Generated SVGs are pictures, not pages: nothing in one may run or load anything when opened directly.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type(asset.contentType).header('Content-Length', asset.byteSize);
    return asset.fileName ? reply.send(createReadStream(uploads.pathOf(asset.fileName))) : reply.send(Buffer.from(asset.content!));
  });
}

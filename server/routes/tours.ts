import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../context';
import { findFolderAssets } from '../db/queries/assets';
import { findFloorplan } from '../db/queries/floorplans';
import { notFound } from '../http/errors';
import { VIRTUAL_TOUR_POLICY, virtualTourPage } from '../tours/virtual-tour-page';
import { recordId } from '../http/request-schemas';

/** Where the seeded tour videos are (made by scripts/tour-videos.ts). */
const TOUR_MEDIA_DIR = path.resolve(import.meta.dirname, '../tours');

/**
 * Tours the site can play with no network (the seeded floor plans link to them): `api/tours/media/{file}.webm`,
 * served with range requests so a player can start anywhere, and `api/tours/virtual/{floorplanId}`, a page of the
 * plan's photos to move through, which the site frames.
 */
export async function registerTourRoutes(app: ApiInstance, context: ApiContext): Promise<void> {
  await app.register(fastifyStatic, {
    root: TOUR_MEDIA_DIR,
    prefix: '/api/tours/media/',
    decorateReply: false,
    allowedPath: (pathName) => pathName.endsWith('.webm'),
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
  });

  app.get('/api/tours/virtual/:floorplanId', { schema: { params: z.object({ floorplanId: recordId('floorplanId') }) } }, async (request, reply) => {
    const plan = await findFloorplan(context.db, request.params.floorplanId);
    const photos = plan?.photosFolderId ? await findFolderAssets(context.db, plan.photosFolderId) : [];
    if (!plan || photos.length === 0) throw notFound('No virtual tour for this floor plan');
    return reply
      .header('Content-Security-Policy', VIRTUAL_TOUR_POLICY)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(virtualTourPage(plan.name, photos));
  });
}

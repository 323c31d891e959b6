import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuditAction } from '@/features/staff/types';
import { isWholeOrder, MAX_PLAN_PHOTOS, photoCoverSchema, photoDescriptionSchema, photoOrderSchema, type PlanPhoto, type PlanPhotos } from '@/features/staff/planPhotos';
import { planTarget } from '../catalog/plan-writes';
import { CATALOG_EDITORS, recordCatalogChange, writerOf } from '../catalog/writer';
import type { ApiContext, ApiInstance } from '../context';
import type { Queryable } from '../db/database';
import { findFolderAssetByContent, insertAsset } from '../db/queries/assets';
import { deletePhoto, findPlanPhotoFolder, findPlanPhotos, nextPhotoName, renumberPhotos, setPhotoAltText, setPlanCover, setPlanPhotosFolder, type PlanPhotoFolder } from '../db/queries/floorplan-photos';
import { badRequest, found, HttpError } from '../http/errors';
import { idParams } from '../http/request-schemas';
import { readImageUpload, storedPicture } from '../images/upload';
import { newKey } from '../security/secrets';

const photoParams = idParams.extend({ photoId: z.string().min(1).max(100) });
const noPlan = (id: number) => `No floor plan with id ${id}`;
const NO_PHOTO = 'This photo is no longer on the plan: it may have been removed. Reload the page to see its photos as they are.';

/**
 * Issue 23: a floor plan's photos (`api/staff/catalog/floorplans/{id}/photos…`): upload one a request (the checks and
 * re-encoding of a sublet's photos, stored in the database), describe, reorder, choose the cover, remove. Each write
 * locks the plan's row, so two changes of one plan's photos run one after the other, and is one transaction with its
 * audit entry; the assets' catalog notice (migration 054) clears every process's caches, so the next public read shows it.
 */
export function registerStaffCatalogPlanPhotoRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  const editors = staffOnly(CATALOG_EDITORS);
  const audit = (q: Queryable, request: FastifyRequest, planId: number, action: AuditAction, change: { before?: unknown; after?: unknown }) =>
    recordCatalogChange(q, writerOf(request, now()), action, { target: planTarget(planId), ...change });
  const photosOf = async (q: Queryable, planId: number): Promise<PlanPhotos> => ({
    photos: await findPlanPhotos(q, found(await findPlanPhotoFolder(q, planId), noPlan(planId))),
  });
  /** The plan (locked) and its photos, within a write's transaction. */
  const lockedPlan = async (q: Queryable, planId: number): Promise<{ plan: PlanPhotoFolder; photos: PlanPhoto[] }> => {
    const plan = found(await findPlanPhotoFolder(q, planId, { lock: true }), noPlan(planId));
    return { plan, photos: await findPlanPhotos(q, plan) };
  };
  const photoOf = (photos: PlanPhoto[], photoId: string) => found(photos.find((photo) => photo.id === photoId), NO_PHOTO);

  app.get('/api/staff/catalog/floorplans/:id/photos', { ...editors, schema: { params: idParams } }, (request) => photosOf(db, request.params.id));

  // The body is multipart, read part by part as it arrives (readImageUpload checks each), so it has no schema.
  app.post('/api/staff/catalog/floorplans/:id/photos', { ...editors, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    found(await findPlanPhotoFolder(db, id), noPlan(id));
    const upload = await readImageUpload(request);
    const { content, sha256 } = await storedPicture(upload);
    const { photo, created } = await db.transaction(async (tx) => {
      const { plan, photos } = await lockedPlan(tx, id);
      const folderId = plan.photosFolderId ?? `floorplan-${id}-${newKey(8)}`;
      if (!plan.photosFolderId) await setPlanPhotosFolder(tx, id, folderId);
      // The same picture sent twice is one photo (the folder's unique index on the stored bytes' hash).
      const same = await findFolderAssetByContent(tx, folderId, sha256);
      if (same) return { photo: photoOf(photos, same.id), created: false };
      if (photos.length >= MAX_PLAN_PHOTOS) throw new HttpError(409, `A floor plan can have at most ${MAX_PLAN_PHOTOS} photos: remove one first`);
      const added: PlanPhoto = { id: `upload-${newKey(16)}`, altText: null, cover: false };
      const name = await nextPhotoName(tx, folderId);
      await insertAsset(tx, { id: added.id, name, folderId, contentType: 'image/webp', byteSize: content.length, sha256, content });
      await audit(tx, request, id, 'floorplan-photo-added', { after: { photo: added.id, fileName: upload.fileName, place: Number(name) } });
      return { photo: added, created: true };
    });
    return reply.code(created ? 201 : 200).send(photo);
  });

  app.patch('/api/staff/catalog/floorplans/:id/photos/:photoId', { ...editors, schema: { params: photoParams, body: photoDescriptionSchema } }, async (request) => {
    const { id, photoId } = request.params;
    const { altText } = request.body;
    return db.transaction(async (tx) => {
      const { plan, photos } = await lockedPlan(tx, id);
      const before = photoOf(photos, photoId);
      if (before.altText !== altText) {
        await setPhotoAltText(tx, plan.photosFolderId!, photoId, altText);
        await audit(tx, request, id, 'floorplan-photo-changed', { before: { photo: photoId, altText: before.altText }, after: { photo: photoId, altText } });
      }
      return { ...before, altText } satisfies PlanPhoto;
    });
  });

  app.put('/api/staff/catalog/floorplans/:id/photos/order', { ...editors, schema: { params: idParams, body: photoOrderSchema } }, async (request) => {
    const { id } = request.params;
    const { photoIds } = request.body;
    return db.transaction(async (tx) => {
      const { plan, photos } = await lockedPlan(tx, id);
      if (!isWholeOrder(photoIds, photos)) throw new HttpError(409, 'The photos changed since this page was opened: reload it, then move them again.');
      const before = photos.map((photo) => photo.id);
      if (before.join() !== photoIds.join()) {
        await renumberPhotos(tx, plan.photosFolderId!, photoIds);
        await audit(tx, request, id, 'floorplan-photo-changed', { before: { order: before }, after: { order: photoIds } });
      }
      return photosOf(tx, id);
    });
  });

  app.put('/api/staff/catalog/floorplans/:id/photos/cover', { ...editors, schema: { params: idParams, body: photoCoverSchema } }, async (request) => {
    const { id } = request.params;
    const { photoId } = request.body;
    return db.transaction(async (tx) => {
      const { photos } = await lockedPlan(tx, id);
      const chosen = photoOf(photos, photoId);
      // The cover is on every list's card: a photo the site does not show cannot be it.
      if (!chosen.altText) throw badRequest('Describe this photo before making it the cover: a photo without a description is not shown.');
      if (!chosen.cover) {
        await setPlanCover(tx, id, photoId);
        const before = photos.find((photo) => photo.cover)?.id ?? null;
        await audit(tx, request, id, 'floorplan-photo-changed', { before: { cover: before }, after: { cover: photoId } });
      }
      return photosOf(tx, id);
    });
  });

  app.delete('/api/staff/catalog/floorplans/:id/photos/:photoId', { ...editors, schema: { params: photoParams } }, async (request) => {
    const { id, photoId } = request.params;
    return db.transaction(async (tx) => {
      const { plan, photos } = await lockedPlan(tx, id);
      const removed = photoOf(photos, photoId);
      await deletePhoto(tx, plan.photosFolderId!, photoId);
      // A plan whose cover is removed takes its first described photo left (or none: the site's default picture).
      const cover = removed.cover ? (photos.find((photo) => photo.id !== photoId && photo.altText)?.id ?? null) : undefined;
      if (cover !== undefined) await setPlanCover(tx, id, cover);
      await audit(tx, request, id, 'floorplan-photo-removed', { before: { photo: photoId, altText: removed.altText, cover: removed.cover }, ...(cover !== undefined && { after: { cover } }) });
      return photosOf(tx, id);
    });
  });
}

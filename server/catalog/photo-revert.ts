import type { Queryable } from '../db/database';
import { deletePhoto, findPhotoPlace, findPlanPhotoFolder, findPlanPhotos, renumberPhotos, setPhotoAltText, setPlanCover } from '../db/queries/floorplan-photos';
import { HttpError } from '../http/errors';
import { planTarget } from './plan-writes';
import { recordCatalogChanges, type CatalogWriter } from './writer';

/**
 * Issue 23: a floor plan photo's change undone from the audit log (`floorplan-photo-changed`): its alt text, the
 * photos' order, or the cover. An entry holds one of the three (`{ photo, altText }`, `{ order }`, `{ cover }`), so the
 * plan's photos are read as that entry speaks of them, and the undo compares and writes just that. A removed photo
 * cannot be undone: its bytes were deleted with it (staff-catalog-plan-photos.ts), so there is nothing to put back.
 *
 * An upload (`floorplan-photo-added`) is undone by removing the photo, if it is where the upload put it and is not the
 * cover. Its description goes with it: a photo is not shown until it is described, so describing it is part of
 * putting it up, not a later change (the undo's entry keeps the description it had). A photo moved in the order since
 * was placed among the others by someone, and the cover is on every list's card: removing either would undo more than
 * the upload (the undo picks no new cover, as a removal does), so both are a 409 until that later change is undone.
 */

/** An undo's audit target: its own kind, so an undo of it is a photo undo again (REVERTIBLE_AUDIT_ACTIONS). */
export const planPhotosTarget = (planId: number) => `floorplan-photos ${planId}`;

export const PHOTO_CHANGE_FIELDS = ['photo', 'altText', 'order', 'cover'] as const;

type PhotoChange = { photo: string; altText: string | null } | { order: string[] } | { cover: string | null };

/**
 * The plan's photos (the plan locked) as entry values `like` speak of them, with the plan's id; undefined when the
 * plan is gone. A photo no longer on the plan reads as `photo: null`, so an undo of its alt text is a conflict.
 */
export async function readPlanPhotos(tx: Queryable, planId: number, like: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  const plan = await findPlanPhotoFolder(tx, planId, { lock: true });
  if (!plan) return undefined;
  const photos = await findPlanPhotos(tx, plan);
  if ('order' in like) return { planId, order: photos.map((photo) => photo.id) };
  if ('cover' in like) return { planId, cover: photos.find((photo) => photo.cover)?.id ?? null };
  const photo = photos.find((each) => each.id === like.photo);
  return { planId, photo: photo?.id ?? null, altText: photo?.altText ?? null };
}

const refused = (message: string) => new HttpError(409, message);

/** Puts `values` (an entry's before) back on the plan's photos read by readPlanPhotos, and records the undo. */
export async function writePlanPhotos(tx: Queryable, current: Record<string, unknown>, values: Record<string, unknown>, writer: CatalogWriter): Promise<number> {
  const planId = current.planId as number;
  const plan = (await findPlanPhotoFolder(tx, planId))!;
  const photos = await findPlanPhotos(tx, plan);
  const change = values as PhotoChange;
  const { planId: _plan, ...before } = current;
  if ('order' in change) {
    await renumberPhotos(tx, plan.photosFolderId!, change.order);
  } else if ('cover' in change) {
    // The cover is on every list's card: only a photo the site shows can be it.
    if (change.cover !== null && !photos.some((photo) => photo.id === change.cover && photo.altText)) {
      throw refused('The photo that was the cover is no longer on the plan or has no description: choose the cover on the plan\'s page.');
    }
    await setPlanCover(tx, planId, change.cover);
  } else {
    if (change.altText === null && photos.some((photo) => photo.id === change.photo && photo.cover)) {
      throw refused('This photo is the cover now, and the cover must have a description: choose another cover first.');
    }
    await setPhotoAltText(tx, plan.photosFolderId!, change.photo, change.altText);
  }
  const [auditId] = await recordCatalogChanges(tx, writer, 'catalog-revert', [{ target: planPhotosTarget(planId), before, after: values }]);
  return auditId;
}

/** What an upload's entry holds (staff-catalog-plan-photos.ts). */
export const UPLOAD_FIELDS = ['photo', 'fileName', 'place'] as const;

/** The photo as its upload left it: where it was put, and (as every upload) not the cover; the file's name is only logged. */
export const photoAsUploaded = ({ photo, place }: Record<string, unknown>) => ({ photo, place, cover: false });

/** The uploaded photo as it is now (the plan locked), with the plan's id; undefined when it or its plan is gone. */
export async function readUploadedPhoto(tx: Queryable, planId: number, upload: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  const plan = await findPlanPhotoFolder(tx, planId, { lock: true });
  const photo = plan && (await findPlanPhotos(tx, plan)).find((each) => each.id === upload.photo);
  if (!photo) return undefined;
  return { planId, photo: photo.id, place: await findPhotoPlace(tx, plan.photosFolderId!, photo.id), cover: photo.cover, altText: photo.altText };
}

/** Removes the uploaded photo read by readUploadedPhoto and records the undo (which cannot be undone: the bytes are gone). */
export async function removeUploadedPhoto(tx: Queryable, current: Record<string, unknown>, writer: CatalogWriter): Promise<number | undefined> {
  const { planId, photo, place, altText } = current as { planId: number; photo: string; place: number; altText: string | null };
  const plan = (await findPlanPhotoFolder(tx, planId))!;
  if (!(await deletePhoto(tx, plan.photosFolderId!, photo))) return undefined;
  const [auditId] = await recordCatalogChanges(tx, writer, 'floorplan-photo-upload-undone', [{ target: planTarget(planId), before: { photo, place, altText }, after: null }]);
  return auditId;
}

import { http, HttpResponse } from 'msw';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { EditablePlan, HomeSpecialChange, HomeSpecialFields, PlanChange, WebSpecialFields } from '@/features/staff/planEdits';
import type { NewAmenity } from '@/features/staff/planFeatures';
import type { PhotoCover, PhotoDescription, PhotoOrder, PlanPhoto, PlanPhotos } from '@/features/staff/planPhotos';
import { aNewAmenity, anEditablePlan, homeSpecials, planFeatureChoices, planPhotos, planSummaries } from '../fixtures/staffCatalogPlans';

const photo = (id: string) => planPhotos.photos.find((one) => one.id === id)!;
/** A saved change's lists as the API answers them: each item with its name (and a utility with its type). */
const planWith = ({ amenities, utilities, ...fields }: Omit<PlanChange, 'version'>, version: number): EditablePlan => ({
  ...anEditablePlan,
  ...fields,
  version,
  ...(amenities && { amenities: amenities.map(({ id }) => ({ id, name: [...planFeatureChoices.amenities, aNewAmenity].find((amenity) => amenity.id === id)!.name })) }),
  ...(utilities && { utilities: utilities.map(({ id, averageMonthlyBill }) => ({ ...planFeatureChoices.utilities.find((utility) => utility.id === id)!, averageMonthlyBill })) }),
});
const photosWith = (change: (photos: PlanPhoto[]) => PlanPhoto[]): PlanPhotos => ({ photos: change(planPhotos.photos) });

/** Issue 23: the floor plan routes of `api/staff/catalog`, answering as the API does for the fixture plan. */
export const staffCatalogPlanHandlers = [
  http.get('*/api/staff/catalog/floorplans', () => HttpResponse.json(planSummaries)),
  http.get('*/api/staff/catalog/floorplans/:id', ({ params }) =>
    params.id === String(anEditablePlan.id) ? HttpResponse.json(anEditablePlan) : HttpResponse.json({ message: `No floor plan with id ${String(params.id)}` }, { status: 404 }),
  ),
  http.patch('*/api/staff/catalog/floorplans/:id', async ({ request }) => {
    const change = (await request.json()) as PlanChange;
    if (change.version !== anEditablePlan.version) {
      return HttpResponse.json({ message: 'Someone else changed this floor plan first.', current: anEditablePlan } satisfies CatalogConflict<EditablePlan>, { status: 409 });
    }
    const { version, ...values } = change;
    return HttpResponse.json(planWith(values, version + 1));
  }),
  http.get('*/api/staff/catalog/plan-features', () => HttpResponse.json(planFeatureChoices)),
  http.post('*/api/staff/catalog/amenities', async ({ request }) => {
    const { name, type, featured = false } = (await request.json()) as NewAmenity;
    const existing = planFeatureChoices.amenities.find((amenity) => amenity.name.toLowerCase() === name.trim().toLowerCase());
    if (existing) return HttpResponse.json({ message: `There is already an amenity called "${existing.name}". Pick that one instead.`, current: existing }, { status: 409 });
    return HttpResponse.json({ ...aNewAmenity, name: name.trim(), type, featured }, { status: 201 });
  }),
  http.post('*/api/staff/catalog/floorplans/:id/web-specials', async ({ request }) => HttpResponse.json({ id: 99, ...((await request.json()) as WebSpecialFields) }, { status: 201 })),
  http.patch('*/api/staff/catalog/web-specials/:id', async ({ params, request }) => HttpResponse.json({ id: Number(params.id), ...((await request.json()) as WebSpecialFields) })),
  http.delete('*/api/staff/catalog/web-specials/:id', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/staff/catalog/floorplans/:id/photos', () => HttpResponse.json(planPhotos)),
  http.post('*/api/staff/catalog/floorplans/:id/photos', () => HttpResponse.json({ id: 'photo-uploaded', altText: null, cover: false } satisfies PlanPhoto, { status: 201 })),
  http.patch('*/api/staff/catalog/floorplans/:id/photos/:photoId', async ({ params, request }) =>
    HttpResponse.json({ ...photo(String(params.photoId)), ...((await request.json()) as PhotoDescription) }),
  ),
  http.put('*/api/staff/catalog/floorplans/:id/photos/order', async ({ request }) => {
    const { photoIds } = (await request.json()) as PhotoOrder;
    return HttpResponse.json({ photos: photoIds.map(photo) } satisfies PlanPhotos);
  }),
  http.put('*/api/staff/catalog/floorplans/:id/photos/cover', async ({ request }) => {
    const { photoId } = (await request.json()) as PhotoCover;
    return HttpResponse.json(photosWith((photos) => photos.map((one) => ({ ...one, cover: one.id === photoId }))));
  }),
  http.delete('*/api/staff/catalog/floorplans/:id/photos/:photoId', ({ params }) => HttpResponse.json(photosWith((photos) => photos.filter((one) => one.id !== params.photoId)))),
  http.get('*/api/staff/catalog/home-specials', () => HttpResponse.json(homeSpecials)),
  http.post('*/api/staff/catalog/home-specials', async ({ request }) => HttpResponse.json({ id: 3, version: 0, ...((await request.json()) as HomeSpecialFields) }, { status: 201 })),
  http.patch('*/api/staff/catalog/home-specials/:id', async ({ params, request }) => {
    const { version, ...change } = (await request.json()) as HomeSpecialChange;
    const special = homeSpecials.specials.find((each) => each.id === Number(params.id))!;
    return HttpResponse.json({ ...special, ...change, version: version + 1 });
  }),
  http.delete('*/api/staff/catalog/home-specials/:id', () => new HttpResponse(null, { status: 204 })),
];

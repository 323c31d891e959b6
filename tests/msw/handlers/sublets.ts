import { http, HttpResponse } from 'msw';
import type { PostedSublet, Sublet } from '@/features/sublets/types';
import { SUBLET_KEY_HEADER } from '@/shared/apiTexts';
import { listedSublets, ownSublet, SUBLET_ASSET_KEY, subletCollection } from '../fixtures/sublets';

/** The sublet board and its writes (spec section 7): everything succeeds unless a test says otherwise. */
export const subletHandlers = [
  http.get('*/api/data/sublets/search/findByActiveTrueAndApprovedTrue', () => HttpResponse.json(subletCollection(listedSublets))),
  http.get('*/api/data/sublets/search/byAssetKey', ({ request }) =>
    new URL(request.url).searchParams.get('assetKey') === SUBLET_ASSET_KEY
      ? HttpResponse.json(ownSublet)
      : HttpResponse.json({ message: 'Sublet not found' }, { status: 404 }),
  ),
  http.post('*/api/admin/sublets', async ({ request }) => {
    const body = (await request.json()) as Partial<Sublet>;
    const posted: PostedSublet = { ...ownSublet, ...body, id: 99, approved: false, message: 'Your sublet is stored: confirm it within 48 hours with the link in the mail we send you.', confirmationMailHeld: false };
    return HttpResponse.json(posted, { status: 201 });
  }),
  http.post('*/api/admin/sublets/assets/:assetKey', ({ params }) => HttpResponse.json({ id: `asset-${String(params.assetKey)}`, name: '0' }, { status: 201 })),
  http.delete('*/api/admin/sublets/:id', ({ request }) =>
    request.headers.get(SUBLET_KEY_HEADER) === SUBLET_ASSET_KEY
      ? HttpResponse.json({ message: 'Sublet Deleted!' })
      : HttpResponse.json({ message: 'Only the poster of this sublet can delete it' }, { status: 403 }),
  ),
  http.post('*/api/admin/sublets/:id/message', () => HttpResponse.json({ message: 'Message Sent!' })),
  http.post('*/api/admin/sublets/:id/reports', () => HttpResponse.json({ message: 'Thank you: our staff will look at this listing.' }, { status: 201 })),
  http.post('*/api/admin/sublets/confirm', () => HttpResponse.json({ message: 'Thank you: your listing is confirmed and now waits for approval.' })),
  http.post('*/api/admin/sublets/:id/renew', ({ request }) =>
    request.headers.get(SUBLET_KEY_HEADER) === SUBLET_ASSET_KEY
      ? HttpResponse.json({ ...ownSublet, listedUntil: new Date(Date.now() + 33 * 86_400_000).toISOString() })
      : HttpResponse.json({ message: 'Only the poster of this sublet can renew it' }, { status: 403 }),
  ),
];

import { http, HttpResponse } from 'msw';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import { communityChangeSchema, type EditableCommunity } from '@/features/staff/communityEdits';
import { anEditableCommunity } from '../fixtures/staffCatalogCommunities';

export const COMMUNITY_CONFLICT = 'Someone else changed this community first. Here it is as it is now: check it, then make your change again.';

/**
 * Issue 23: `api/staff/catalog/communities/{id}` as the API answers, over a community a test can look into: checked with
 * the seam's schema, a stale version is a 409 with the community as it now is, a saved one moves the version on.
 */
export function staffCatalogCommunityHandlers(store: { community: EditableCommunity } = { community: anEditableCommunity }) {
  return [
    http.get('*/api/staff/catalog/communities/:id', ({ params }) =>
      params.id === String(store.community.id) ? HttpResponse.json(store.community) : HttpResponse.json({ message: `No community with id ${String(params.id)}` }, { status: 404 }),
    ),
    http.patch('*/api/staff/catalog/communities/:id', async ({ request }) => {
      const checked = communityChangeSchema.safeParse(await request.json());
      if (!checked.success) return HttpResponse.json({ message: checked.error.issues[0].message }, { status: 400 });
      const { version, ...fields } = checked.data;
      if (version !== store.community.version) {
        return HttpResponse.json({ message: COMMUNITY_CONFLICT, current: store.community } satisfies CatalogConflict<EditableCommunity>, { status: 409 });
      }
      store.community = { ...store.community, ...fields, version: version + 1 };
      return HttpResponse.json(store.community);
    }),
  ];
}

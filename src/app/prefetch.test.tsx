import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { prefetchFloorplanDetail } from '@/pages/floorplan/prefetchFloorplanDetail';
import { recordRequests } from '@tests/msw/recordRequests';
import { prefetchOnMatch } from './prefetch';

/** A page whose code never finishes downloading, as on a slow phone network. */
const neverLoads = () => new Promise<never>(() => {});

describe('issue 8 speed: a data page asks for its data while its code downloads', () => {
  it('spec 7: /floorplans/{id} requests the plan, its lists, then its property, its FAQs and the photo folder before the page code arrives', async () => {
    const recorded = recordRequests();
    const client = createQueryClient();
    const router = createMemoryRouter(
      [
        {
          path: 'floorplans/:floorplanId',
          ...prefetchOnMatch(client, (queries, { floorplanId = '' }) => prefetchFloorplanDetail(queries, floorplanId)),
          lazy: neverLoads,
        },
      ],
      { initialEntries: ['/floorplans/101'] },
    );
    render(<RouterProvider router={router} />);

    const paths = () => recorded.map((request) => request.path.replace(/^.*\/api\/data\//, ''));
    await waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining([
          'floorplans/101',
          'similarFloorplans/search/byFloorplanId',
          'floorplanVariations/search/byFloorplanId',
          'testimonials/search/byFloorplanId',
          'webSpecials/search/byFloorplanId',
          'floorplanFaqs/search/byFloorplanId',
          expect.stringMatching(/^properties\/\d+$/),
          'propertyFaqs/search/byPropertyId',
          expect.stringMatching(/^assets\//),
        ]),
      ),
    );
  });
});

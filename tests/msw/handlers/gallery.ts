import { http, HttpResponse } from 'msw';
import { aspenAssets } from '../fixtures/gallery';
import { hal } from '../fixtures/hal';

export const galleryHandlers = [
  http.get('*/api/data/assets/:folderId', ({ params }) =>
    params.folderId === 'folder-aspen'
      ? HttpResponse.json(hal('assets', aspenAssets))
      : HttpResponse.json({ message: 'No such folder' }, { status: 404 }),
  ),
];

import { http, HttpResponse } from 'msw';
import { aspenAssets } from '../fixtures/gallery';

export const galleryHandlers = [
  http.get('*/api/data/assets/:folderId', ({ params }) =>
    params.folderId === 'folder-aspen'
      ? HttpResponse.json({ _embedded: { assets: aspenAssets } })
      : HttpResponse.json({ message: 'No such folder' }, { status: 404 }),
  ),
];

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { planPhotos } from '@tests/msw/fixtures/staffCatalogPlans';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { PlanPhotos } from './PlanPhotos';

const PHOTOS = '*/api/staff/catalog/floorplans/:id/photos';
const renderPhotos = () => renderWithProviders(<PlanPhotos planId={7} />);
const photoItems = () => within(screen.getByRole('list', { name: 'Photos, in the order the site shows them' })).getAllByRole('listitem');
const jpeg = (name: string, size = 1_000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('issue 23 floor plan photos editor', () => {
  it('issue 23 photos editor: shows a placeholder while loading, then the photos in order, the cover, and marks one without a description', async () => {
    const held = holdResponses(PHOTOS);
    renderPhotos();
    expect(await screen.findByText('Loading the photos')).toBeInTheDocument();
    held.release();
    await screen.findByRole('list', { name: 'Photos, in the order the site shows them' });
    const [first, second, third] = photoItems();
    expect(within(first).getByRole('heading', { name: 'Photo 1 · Cover' })).toBeVisible();
    expect(within(first).getByRole('textbox', { name: /Photo 1 description/ })).toHaveValue('Kitchen with a breakfast bar');
    expect(within(second).queryByText('Not shown: add a description')).toBeNull();
    expect(within(third).getByText('Not shown: add a description')).toBeVisible();
    // A photo the site does not show cannot become the cover; the first cannot move up, the last not down.
    expect(within(third).getByRole('button', { name: 'Make cover (photo 3)' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Move up (photo 1)' })).toBeDisabled();
    expect(within(third).getByRole('button', { name: 'Move down (photo 3)' })).toBeDisabled();
  });

  it('issue 23 photos editor: says when a plan has no photos yet', async () => {
    server.use(http.get(PHOTOS, () => HttpResponse.json({ photos: [] })));
    renderPhotos();
    expect(await screen.findByText(/No photos yet/)).toBeVisible();
    expect(screen.getByLabelText(/Photos to add/)).toBeInTheDocument();
  });

  it('issue 23 photos editor: says when the photos could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(http.get(PHOTOS, () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(planPhotos))));
    const { user } = renderPhotos();
    expect(await screen.findByText(/We couldn't load the photos/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Photos, in the order the site shows them' })).toBeVisible();
  });

  it('issue 23 photos editor: a description is saved for the photo; an empty one is refused beside the field, nothing sent', async () => {
    const recorded = recordRequests();
    const { user } = renderPhotos();
    await screen.findByRole('list', { name: 'Photos, in the order the site shows them' });
    const third = photoItems()[2];
    await user.click(within(third).getByRole('button', { name: 'Save description' }));
    expect(within(third).getByText(/Describe the photo for someone who cannot see it/)).toBeVisible();
    expect(recorded.filter((request) => request.method === 'PATCH')).toEqual([]);

    await user.type(within(third).getByRole('textbox', { name: /Photo 3 description/ }), '<b>Living room</b> with a bay window');
    await user.click(within(third).getByRole('button', { name: 'Save description' }));
    expect(await within(third).findByText('Description saved.')).toBeVisible();
    expect(recorded.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/staff/catalog/floorplans/7/photos/photo-new',
      body: { altText: '<b>Living room</b> with a bay window' },
    });
  });

  it('issue 23 photos editor: Move up and Move down send the whole new order, from the keyboard too', async () => {
    const recorded = recordRequests();
    const { user } = renderPhotos();
    await screen.findByRole('list', { name: 'Photos, in the order the site shows them' });
    within(photoItems()[1]).getByRole('button', { name: 'Move up (photo 2)' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Move up (photo 2)' });
    expect(recorded.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/staff/catalog/floorplans/7/photos/order',
      body: { photoIds: ['photo-bedroom', 'photo-kitchen', 'photo-new'] },
    });
  });

  it('issue 23 photos editor: makes a described photo the cover, and removes a photo only after a confirm', async () => {
    const recorded = recordRequests();
    const { user } = renderPhotos();
    await screen.findByRole('list', { name: 'Photos, in the order the site shows them' });
    await user.click(screen.getByRole('button', { name: 'Make cover (photo 2)' }));
    expect(recorded.find((request) => request.path.endsWith('/photos/cover'))?.body).toEqual({ photoId: 'photo-bedroom' });

    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove photo 3?' });
    expect(recorded.filter((request) => request.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByRole('list', { name: 'Photos, in the order the site shows them' })).toBeVisible();
    expect(recorded.find((request) => request.method === 'DELETE')?.path).toBe('/api/staff/catalog/floorplans/7/photos/photo-new');
  });

  it('issue 23 photos editor: uploads the chosen images one a request (3 at most, "Only first 3 files included"), says so while uploading and after', async () => {
    const recorded = recordRequests();
    const { user } = renderPhotos();
    await screen.findByRole('list', { name: 'Photos, in the order the site shows them' });
    await user.upload(screen.getByLabelText(/Photos to add/), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')]);
    expect(screen.getByText('Only first 3 files included')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload 3 photos' }));
    expect(await screen.findByText(/Uploading photo \d of 3/)).toBeVisible();
    expect(await screen.findByText('3 photos added. Describe each one so it shows on the site.')).toBeVisible();
    expect(recorded.filter((request) => request.method === 'POST' && request.path === '/api/staff/catalog/floorplans/7/photos')).toHaveLength(3);
  });

  it('issue 23 photos editor: a file the server refuses and one too big are named with their reason; the others are added', async () => {
    // Files are sent one after the other, in the order picked: the first is the one the server refuses.
    let posts = 0;
    server.use(
      http.post(PHOTOS, () => {
        return ++posts === 1
          ? HttpResponse.json({ message: 'notes.jpg is not an image: provide a JPEG, PNG, WebP or GIF file' }, { status: 415 })
          : HttpResponse.json({ id: 'photo-ok', altText: null, cover: false }, { status: 201 });
      }),
    );
    const { user } = renderPhotos();
    await screen.findByRole('list', { name: 'Photos, in the order the site shows them' });
    await user.upload(screen.getByLabelText(/Photos to add/), [jpeg('notes.jpg'), jpeg('huge.jpg', 5_000_000), jpeg('ok.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 3 photos' }));
    expect(await screen.findByText('notes.jpg is not an image: provide a JPEG, PNG, WebP or GIF file')).toBeVisible();
    expect(screen.getByText('huge.jpg is too big, provide a file smaller than 5mb!')).toBeVisible();
    expect(screen.getByText('1 photo added. Describe each one so it shows on the site.')).toBeVisible();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { CardPhotos } from './CardPhotos';

describe('spec 4 card photos', () => {
  it('shows the cover first, with real alt text and reserved space', () => {
    renderWithProviders(<CardPhotos coverImage="/images/aspen.jpg" folderId="folder-aspen" alt="The Aspen floor plan" />);
    const cover = screen.getByRole('img', { name: 'The Aspen floor plan' });
    expect(cover).toHaveAttribute('src', '/images/aspen.jpg');
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '480');
  });

  it('issue 8: a card cover loads lazily in the width the card needs; the first card of a list loads first', () => {
    renderWithProviders(
      <>
        <CardPhotos coverImage="https://drive.google.com/uc?id=aspen-cover" folderId={null} alt="The Aspen floor plan" priority />
        <CardPhotos coverImage="https://drive.google.com/uc?id=birch-cover" folderId={null} alt="The Birch floor plan" />
      </>,
    );
    const first = screen.getByRole('img', { name: 'The Aspen floor plan' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const later = screen.getByRole('img', { name: 'The Birch floor plan' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('srcset', expect.stringContaining('/api/asset/download/birch-cover?w=320 320w'));
    expect(later).toHaveAttribute('sizes', '(min-width: 36rem) 24rem, 100vw');
  });

  it('shows the default image when the cover is missing, and no arrow without a folder', () => {
    renderWithProviders(<CardPhotos coverImage={null} folderId={null} alt="The Birch floor plan" />);
    expect(screen.getByRole('img', { name: 'The Birch floor plan' })).toHaveAttribute('src', '/images/default-image.svg');
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('loads the folder photos on the right arrow (spinner meanwhile) into a slider at the second photo', async () => {
    const { user } = renderWithProviders(<CardPhotos coverImage="/images/aspen.jpg" folderId="folder-aspen" alt="The Aspen floor plan" />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos');

    const slider = await screen.findByRole('group', { name: 'Photos: The Aspen floor plan' });
    expect(slider).toHaveTextContent('2 / 4');
    // Folder photos follow the cover in the order of their numeric names.
    const sources = [...slider.querySelectorAll('.slick-slide:not(.slick-cloned) img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      '/images/aspen.jpg',
      'http://localhost:3000/api/asset/download/aspen-1',
      'http://localhost:3000/api/asset/download/aspen-2',
      'http://localhost:3000/api/asset/download/aspen-10',
    ]);
    expect(slider.querySelector('.slick-slide.slick-active img')).toHaveAttribute('alt', 'The Aspen floor plan, photo 2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeVisible();
  });

  it("stays on the cover and logs 'invalid folderId' when the folder cannot be loaded", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/data/assets/:folderId', () => HttpResponse.json({ message: 'gone' }, { status: 404 })));
    const { user } = renderWithProviders(<CardPhotos coverImage="/images/aspen.jpg" folderId="missing" alt="The Aspen floor plan" />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));

    await waitFor(() => expect(log).toHaveBeenCalledWith('invalid folderId', 'missing', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'The Aspen floor plan' })).toHaveAttribute('src', '/images/aspen.jpg');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('stays on the cover when the folder is empty', async () => {
    server.use(http.get('*/api/data/assets/:folderId', () => HttpResponse.json({ _embedded: { assets: [] } })));
    const { user } = renderWithProviders(<CardPhotos coverImage="/images/aspen.jpg" folderId="empty" alt="The Aspen floor plan" />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'The Aspen floor plan' })).toBeVisible();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
  it('issue 27 a sublet whose cover is one of its folder photos shows it once: four photos read "2 / 4", not "2 / 5"', async () => {
    server.use(
      http.get('*/api/data/assets/:folderId', () =>
        HttpResponse.json({ _embedded: { assets: ['room-cover', 'room-2', 'room-3', 'room-4'].map((id, index) => ({ id, name: String(index) })) } }),
      ),
    );
    const { user } = renderWithProviders(<CardPhotos coverImage="https://drive.google.com/uc?id=room-cover" folderId="room" photoCount={4} alt="Room near campus" />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const slider = await screen.findByRole('group', { name: 'Photos: Room near campus' });
    expect(slider).toHaveTextContent('2 / 4');
    const sources = [...slider.querySelectorAll('.slick-slide:not(.slick-cloned) img')].map((img) => img.getAttribute('src'));
    expect(sources.filter((source) => source?.includes('room-cover'))).toHaveLength(1);
  });

  it('issue 27 a listing with one photo (its cover) has no next arrow: there is nothing to slide to', () => {
    renderWithProviders(<CardPhotos coverImage="https://drive.google.com/uc?id=room-cover" folderId="room" photoCount={1} alt="Room near campus" />);
    expect(screen.getByRole('img', { name: 'Room near campus' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it("issue 23 photo alt: a card's folder photos say the office's description where it wrote one, else the card's words and place", async () => {
    server.use(
      http.get('*/api/data/assets/:folderId', () =>
        HttpResponse.json({ _embedded: { assets: [{ id: 'elm-1', name: '1', altText: 'Kitchen with a breakfast bar' }, { id: 'elm-2', name: '2' }] } }),
      ),
    );
    const { user } = renderWithProviders(<CardPhotos coverImage="/images/elm.jpg" folderId="folder-elm" alt="The Elm floor plan" />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const slider = await screen.findByRole('group', { name: 'Photos: The Elm floor plan' });
    const alts = [...slider.querySelectorAll('.slick-slide:not(.slick-cloned) img')].map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(['The Elm floor plan', 'Kitchen with a breakfast bar', 'The Elm floor plan, photo 3']);
  });
});

import { describe, expect, it } from 'vitest';
import { heroImages, videoTours } from './heroImages';

describe('spec 2 hero gallery images', () => {
  it('shows the folder photos in order, each with its own alt text', () => {
    const images = heroImages('The Aspen', { image: 'cover.jpg' }, [
      { id: 'a1', name: '1' },
      { id: 'a2', name: '2' },
    ]);
    expect(images.map((image) => image.alt)).toEqual(['The Aspen, photo 1 of 2', 'The Aspen, photo 2 of 2']);
    expect(images[0].src).toMatch(/api\/asset\/download\/a1$/);
  });

  it("issue 23 photo alt: a photo the office described says the office's words; one without a description keeps the generated text", () => {
    const images = heroImages('The Aspen', { image: 'cover.jpg' }, [
      { id: 'a1', name: '1', altText: 'Kitchen with a breakfast bar' },
      { id: 'a2', name: '2' },
    ]);
    expect(images.map((image) => image.alt)).toEqual(['Kitchen with a breakfast bar', 'The Aspen, photo 2 of 2']);
  });

  it('falls back to the cover, and to the default image without one', () => {
    expect(heroImages('The Birch', { image: null }, [])).toEqual([{ src: '/images/default-image.svg', alt: 'The Birch, cover photo' }]);
  });

  it("issue 23 cover alt: the hero that falls back to the cover says what the office wrote of it", () => {
    expect(heroImages('The Birch', { image: 'cover.jpg', alt: 'Bay window over the park' }, [])[0].alt).toBe('Bay window over the park');
  });
});

describe('spec 9 video tours', () => {
  it('offers the regular and the 360 video tour, only those linked', () => {
    expect(videoTours({ videoTourLink: 'https://v/1', threeSixtyVideoTourLink: 'https://v/360' }).map((tour) => tour.label)).toEqual([
      'Video Tour',
      '360° Video Tour',
    ]);
    expect(videoTours({ videoTourLink: null, threeSixtyVideoTourLink: null })).toEqual([]);
  });
});

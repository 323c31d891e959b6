import { describe, expect, it } from 'vitest';
import { imageUploads } from './uploads';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('spec 7 sublet image uploads', () => {
  it('spec 7 one image is sent once, as the cover', () => {
    const cover = file('a.png');
    expect(imageUploads([cover])).toEqual([{ name: 0, file: cover, isCoverImage: true }]);
  });

  it('spec 7 with more than one image, the first is the cover and is repeated at the end', () => {
    const [a, b, c] = [file('a.png'), file('b.png'), file('c.png')];
    expect(imageUploads([a, b, c])).toEqual([
      { name: 0, file: a, isCoverImage: true },
      { name: 1, file: b, isCoverImage: false },
      { name: 2, file: c, isCoverImage: false },
      { name: 3, file: a, isCoverImage: true },
    ]);
  });

  it('spec 7 no images, no uploads', () => {
    expect(imageUploads([])).toEqual([]);
  });
});


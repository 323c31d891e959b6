/** One image upload of a new sublet (spec section 7): its index as `name`, the file, whether it is the cover. */
export interface ImageUpload {
  name: number;
  file: File;
  isCoverImage: boolean;
}

/**
 * The uploads after a sublet is created, in order (spec section 7): every image by its index, the first as the
 * cover; with more than one image the first is sent again at the end (the local API keeps one copy).
 */
export function imageUploads(images: readonly File[]): ImageUpload[] {
  const uploads = images.map((file, index) => ({ name: index, file, isCoverImage: index === 0 }));
  return images.length > 1 ? [...uploads, { name: images.length, file: images[0], isCoverImage: true }] : uploads;
}


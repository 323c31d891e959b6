import { assetImageUrl, imageUrl } from '@/lib/assets';
import { photoAlt } from './assets';
import type { Asset, VideoItem } from './types';

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * The hero's photos: the folder's photos in order, each with the office's description ('Name, photo 1 of 8' where it
 * wrote none), or the cover alone (default image if none) without a folder, with what the office wrote of it.
 */
export function heroImages(name: string, cover: { image: string | null; alt?: string | null }, photos: readonly Asset[]): GalleryImage[] {
  if (photos.length === 0) return [{ src: imageUrl(cover.image), alt: photoAlt({ altText: cover.alt }, `${name}, cover photo`) }];
  return photos.map((photo, index) => ({ src: assetImageUrl(photo.id), alt: photoAlt(photo, `${name}, photo ${index + 1} of ${photos.length}`) }));
}

export interface VideoTour extends VideoItem {
  label: string;
}

/** What a tour's player says under it (issue 27: two unlabelled players looked alike), e.g. 'Video Tour: walk through The Aspen'. */
export function tourCaption(tour: VideoTour, name: string): string {
  return `${tour.label}: ${tour.label === THREE_SIXTY_LABEL ? 'look all around' : 'walk through'} ${name}`;
}

const THREE_SIXTY_LABEL = '360° Video Tour';

/** Spec section 9: up to 2 video tours, the regular one and the 360 one, each only when linked. */
export function videoTours(plan: { videoTourLink: string | null; threeSixtyVideoTourLink: string | null }): VideoTour[] {
  const tours: VideoTour[] = [];
  if (plan.videoTourLink) tours.push({ type: 'video', url: plan.videoTourLink, label: 'Video Tour' });
  if (plan.threeSixtyVideoTourLink) tours.push({ type: 'video', url: plan.threeSixtyVideoTourLink, label: THREE_SIXTY_LABEL });
  return tours;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubletFields } from '../schema';
import type { PostedSublet } from '../types';
import { imageUploads } from '../uploads';
import { createSublet } from './createSublet';
import { subletKeys } from './keys';
import { uploadSubletImage } from './uploadSubletImage';

export interface PostSubletRequest {
  fields: SubletFields;
  images: File[];
  captchaResponse: string;
  /** The share of image `index` sent so far, from 0 to 1. */
  onProgress: (index: number, share: number) => void;
  /** The listing an earlier attempt created before a photo failed: a retry finishes it rather than posting another. */
  created?: PostedSublet;
  /** Told as soon as the listing exists, so a later failure can be retried without a duplicate. */
  onCreated?: (sublet: PostedSublet) => void;
}

/** Posting a sublet (spec section 7): create it, then upload its images one by one in the order of `imageUploads`. */
export async function postSublet({ fields, images, captchaResponse, onProgress, created, onCreated }: PostSubletRequest): Promise<PostedSublet> {
  const sublet = created ?? (await createSublet(fields, captchaResponse));
  onCreated?.(sublet);
  await uploadSubletImages(sublet.assetKey, images, onProgress);
  return sublet;
}

/** Uploads the images one by one in the order of `imageUploads`: the first is the cover. */
export async function uploadSubletImages(assetKey: string, images: File[], onProgress: PostSubletRequest['onProgress']): Promise<void> {
  // Re-sending a photo that already arrived is harmless: the local API keeps identical images once.
  for (const upload of imageUploads(images)) {
    // The repeated cover at the end reports on the first image's bar, which is already full.
    const index = upload.name % images.length;
    await uploadSubletImage(assetKey, upload, (share) => onProgress(index, share));
    // Not every browser reports upload progress for small files: a finished upload is a full bar.
    onProgress(index, 1);
  }
}

/** A new listing changes no board until it is approved, but anything cached about sublets is refetched when next shown. */
export function usePostSublet() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postSublet, onSuccess: () => client.invalidateQueries({ queryKey: subletKeys.all, refetchType: 'none' }) });
}

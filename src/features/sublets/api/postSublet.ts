import { useMutation } from '@tanstack/react-query';
import type { SubletFields } from '../schema';
import type { Sublet } from '../types';
import { imageUploads } from '../uploads';
import { createSublet } from './createSublet';
import { uploadSubletImage } from './uploadSubletImage';

export interface PostSubletRequest {
  fields: SubletFields;
  images: File[];
  captchaResponse: string;
  /** The share of image `index` sent so far, from 0 to 1. */
  onProgress: (index: number, share: number) => void;
}

/** Posting a sublet (spec section 7): create it, then upload its images one by one in the order of `imageUploads`. */
export async function postSublet({ fields, images, captchaResponse, onProgress }: PostSubletRequest): Promise<Sublet> {
  const sublet = await createSublet(fields, captchaResponse);
  for (const upload of imageUploads(images)) {
    // The repeated cover at the end reports on the first image's bar, which is already full.
    const index = upload.name % images.length;
    await uploadSubletImage(sublet.assetKey, upload, (share) => onProgress(index, share));
    // Not every browser reports upload progress for small files: a finished upload is a full bar.
    onProgress(index, 1);
  }
  return sublet;
}

export const usePostSublet = () => useMutation({ mutationFn: postSublet });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { folderAssetsQueryOptions } from '@/features/gallery/api/getFolderAssets';
import type { Sublet } from '../types';
import { subletKeys } from './keys';
import { uploadSubletImages, type PostSubletRequest } from './postSublet';

export interface AddPhotosRequest {
  sublet: Pick<Sublet, 'assetKey' | 'photosFolderId'>;
  images: File[];
  onProgress: PostSubletRequest['onProgress'];
}

/** Issue 17: the poster adds the photos a listing lacks; its page and its photo folder are refetched. */
export function useAddSubletPhotos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sublet, images, onProgress }: AddPhotosRequest) => uploadSubletImages(sublet.assetKey, images, onProgress),
    onSettled: (_answer, _error, { sublet }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: subletKeys.detail(sublet.assetKey) }),
        sublet.photosFolderId ? client.invalidateQueries({ queryKey: folderAssetsQueryOptions(sublet.photosFolderId).queryKey }) : undefined,
      ]),
  });
}

import { dataClient } from '@/lib/http';
import type { ImageUpload } from '../uploads';

/**
 * `POST api/admin/sublets/assets/{assetKey}` (spec section 7): one multipart image, with its index as `name` and
 * whether it is the cover. `onProgress` gets the share sent so far, from 0 to 1.
 */
export function uploadSubletImage(assetKey: string, { name, file, isCoverImage }: ImageUpload, onProgress: (share: number) => void): Promise<unknown> {
  const body = new FormData();
  body.append('name', String(name));
  body.append('isCoverImage', String(isCoverImage));
  body.append('file', file, file.name);
  return dataClient().post(`admin/sublets/assets/${encodeURIComponent(assetKey)}`, body, {
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
}

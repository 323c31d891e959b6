import { readFile } from 'node:fs/promises';
import type { StoredAsset } from '../db/queries/assets';
import type { UploadStore } from '../storage/uploads';
import { renderVariant } from './encode';
import type { VariantCache } from './variant-cache';

/** Where a stored image's bytes and its rendered widths are. */
export interface ImageFiles {
  uploads: UploadStore;
  imageVariants: VariantCache;
}

/** A stored image `width` pixels wide as WebP: from the variant cache, rendered on the first request. */
export function assetVariant({ uploads, imageVariants }: ImageFiles, asset: StoredAsset, width: number): Promise<Buffer> {
  return imageVariants.get(asset.sha256, width, async () => {
    const source = asset.fileName ? await readFile(uploads.pathOf(asset.fileName)) : Buffer.from(asset.content!);
    return renderVariant(source, asset.contentType, width);
  });
}

import { readFile } from 'node:fs/promises';
import type { ApiContext } from '../context';
import type { StoredAsset } from '../db/queries/assets';
import { renderVariant } from './encode';

/** A stored image `width` pixels wide as WebP: from the variant cache, rendered on the first request. */
export function assetVariant({ uploads, imageVariants }: Pick<ApiContext, 'uploads' | 'imageVariants'>, asset: StoredAsset, width: number): Promise<Buffer> {
  return imageVariants.get(asset.sha256, width, async () => {
    const source = asset.fileName ? await readFile(uploads.pathOf(asset.fileName)) : Buffer.from(asset.content!);
    return renderVariant(source, asset.contentType, width);
  });
}

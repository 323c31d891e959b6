import { queryOptions } from '@tanstack/react-query';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { sortAssets } from '../assets';
import type { Asset } from '../types';
import { galleryKeys } from './keys';

/**
 * The photos of a folder, ordered by their numeric name (spec section 7, `assets/{id}`). A failure is logged
 * ('invalid folderId', spec section 8) and yields no photos, so a card simply keeps its cover.
 */
export async function getFolderAssets(folderId: string, signal?: AbortSignal): Promise<Asset[]> {
  try {
    const body = await dataClient().get<HalCollection<'assets', Asset>>(`assets/${encodeURIComponent(folderId)}`, {
      signal,
    });
    return sortAssets(unwrapEmbedded(body, 'assets'));
  } catch (error) {
    // A request the page abandoned (it unmounted, or the query was cancelled) says nothing about the folder.
    if (signal?.aborted) throw error;
    console.error('invalid folderId', folderId, error);
    return [];
  }
}

export const folderAssetsQueryOptions = (folderId: string) =>
  queryOptions({ queryKey: galleryKeys.folder(folderId), queryFn: ({ signal }) => getFolderAssets(folderId, signal) });

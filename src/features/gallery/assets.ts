import type { Asset } from './types';

/** Spec section 3: folder photos are ordered by their numeric-like name ('2' before '10'); others keep their order, last. */
export function sortAssets(assets: readonly Asset[]): Asset[] {
  const order = (asset: Asset) => {
    const value = Number.parseFloat(asset.name);
    return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };
  return [...assets].sort((a, b) => {
    const x = order(a);
    const y = order(b);
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/** What a photo says to a screen reader: the office's description when it wrote one (issue 23), else `generated`. */
export const photoAlt = (photo: { altText?: string | null }, generated: string): string => photo.altText ?? generated;

import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { imageSrcSet } from '@/lib/assets';

/**
 * `lazy`: below the fold, fetched as it nears the viewport. `eager`: shown as soon as it mounts (a modal's photo).
 * `lcp`: the largest thing on the first screen, fetched first.
 */
export type ImageLoading = 'lazy' | 'eager' | 'lcp';

type NativeProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'fetchPriority' | 'decoding'>;

export interface ResponsiveImageProps extends NativeProps {
  /** A URL from `imageUrl`/`assetImageUrl`; stored images get a srcset of their WebP widths. */
  src: string;
  alt: string;
  /** The displayed aspect ratio, so the browser reserves the space before the image arrives (CSS sets the size). */
  width: number;
  height: number;
  /** How wide the image is shown (a `sizes` value), so the browser picks the smallest width that stays sharp. */
  sizes: string;
  loading?: ImageLoading;
}

/** An <img> with the loading, sizing and width-variant attributes every picture of the site needs. */
export function ResponsiveImage({ src, sizes, loading = 'lazy', ...rest }: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      {...rest}
      // How to load comes before what to load: a browser may start fetching as soon as it sees src.
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'lcp' ? 'high' : undefined}
      decoding={loading === 'lazy' ? 'async' : undefined}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
    />
  );
}

/**
 * Starts fetching an image before the component that shows it renders (a `<link rel="preload">` with the same srcset
 * and sizes, so the <img> reuses the download). `high`: the page's LCP image; `low`: one shown later (the special
 * pop-up's), fetched once the first screen has what it needs. Safe to call on every render.
 */
export function preloadImage(src: string, sizes: string, priority: 'high' | 'low'): void {
  const srcSet = imageSrcSet(src);
  preload(src, { as: 'image', fetchPriority: priority, imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined });
}

/**
 * The widths the local API renders an image at (`api/asset/download/{id}?w=`). A small fixed set, so the site's
 * srcset and the server's variant cache agree and a client cannot fill the cache with arbitrary sizes.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * Records point at images with drive-style URLs, as the company's data does; the site turns them into
 * `{assetHost}api/asset/download/{driveId}` (src/lib/assets.ts `imageUrl`), which this API serves.
 */
export function driveUrl(driveId: string): string {
  return `https://drive.google.com/uc?id=${driveId}`;
}

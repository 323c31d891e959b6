import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CARD_IMAGE_SIZES } from '@/components/CardGrid';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Slider } from '@/components/Slider';
import { SliderArrow } from '@/components/SliderArrow';
import { Spinner } from '@/components/Spinner';
import { assetImageUrl, driveIdOf, imageUrl } from '@/lib/assets';
import { folderAssetsQueryOptions } from '../api/getFolderAssets';
import { photoAlt } from '../assets';
import styles from './CardPhotos.module.css';

/** Card photos are 4:3; the width and height let the browser reserve their space before they load. */
const WIDTH = 640;
const HEIGHT = 480;

export interface CardPhotosProps {
  /** The cover image reference (drive links are rewritten, a missing one becomes the default image). */
  coverImage: string | null;
  /** The drive folder with more photos; without one there is no arrow. */
  folderId: string | null;
  /** How many photos the folder holds, when the card knows (a sublet's): one, the cover, or none leaves no arrow. */
  photoCount?: number;
  /** What the photos show, e.g. 'The Aspen floor plan'. */
  alt: string;
  /** Issue 23: what the office wrote of the cover photo, which the cover then says instead of `alt`. */
  coverAlt?: string | null;
  /** The first card of a list is likely the largest image on screen: load it first. */
  priority?: boolean;
}

/**
 * Spec section 4, card photos: the cover first; the right arrow loads the folder's photos into a slider (a spinner
 * while they load). A folder that fails to load (logged as 'invalid folderId') or holds no photos leaves the cover.
 */
export function CardPhotos({ coverImage, folderId, photoCount, alt, coverAlt = null, priority = false }: CardPhotosProps) {
  const [wanted, setWanted] = useState(false);
  const cover = (
    <ResponsiveImage
      className={styles.image}
      src={imageUrl(coverImage)}
      alt={photoAlt({ altText: coverAlt }, alt)}
      width={WIDTH}
      height={HEIGHT}
      sizes={CARD_IMAGE_SIZES}
      loading={priority ? 'lcp' : 'lazy'}
    />
  );

  // Lists mount many cards on every filter change: a card asks for its folder only once the arrow is pressed.
  if (wanted && folderId) return <FolderPhotos folderId={folderId} coverId={coverImage ? driveIdOf(coverImage) : undefined} cover={cover} alt={alt} />;
  const morePhotos = folderId !== null && (photoCount === undefined || photoCount > 1);
  return (
    <div className={styles.frame}>
      {cover}
      {morePhotos && <SliderArrow direction="next" itemName="photo" onClick={() => setWanted(true)} />}
    </div>
  );
}

/** The cover, then the folder's other photos: a sublet's cover is one of its folder's photos, shown once. */
function FolderPhotos({ folderId, coverId, cover, alt }: { folderId: string; coverId: string | undefined; cover: ReactNode; alt: string }) {
  const photos = useQuery({ ...folderAssetsQueryOptions(folderId), select: (assets) => assets.filter((asset) => asset.id !== coverId) });
  const loading = (
    <div className={styles.frame}>
      {cover}
      <span className={styles.busy}>
        <Spinner label="Loading photos" />
      </span>
    </div>
  );

  if (photos.isPending) return loading;
  if (!photos.data?.length) return <div className={styles.frame}>{cover}</div>;

  const slides = [
    <div key="cover">{cover}</div>,
    ...photos.data.map((asset, index) => (
      <div key={asset.id}>
        <ResponsiveImage
          className={styles.image}
          src={assetImageUrl(asset.id)}
          alt={photoAlt(asset, `${alt}, photo ${index + 2}`)}
          width={WIDTH}
          height={HEIGHT}
          sizes={CARD_IMAGE_SIZES}
        />
      </div>
    )),
  ];
  return (
    <Slider
      className={styles.frame}
      label={`Photos: ${alt}`}
      itemName="photo"
      slides={slides}
      initialSlide={1}
      focusNext
      fallback={loading}
    />
  );
}

import { useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Spinner } from '@/components/Spinner';
import { wrapIndex } from '@/lib/wrapIndex';
import type { GalleryImage } from '../heroImages';
import styles from './ImageModal.module.css';

export interface ImageModalProps {
  images: readonly GalleryImage[];
  /** The image shown; null keeps the modal closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Spec section 2, the image modal: one photo large, previous/next arrows (and the arrow keys) that wrap around,
 * and a spinner until the photo has loaded.
 */
export function ImageModal({ images, index, onIndexChange, onClose }: ImageModalProps) {
  const image = index === null ? undefined : images[index];
  const step = (by: number) => index !== null && onIndexChange(wrapIndex(index, by, images.length));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  }

  return (
    <Modal open={image !== undefined} onClose={onClose} title={image?.alt ?? ''} hideTitle size="large">
      {image && (
        // The arrow keys page the photos from anywhere in the dialog; the buttons below are the visible way.
        <div className={styles.viewer} onKeyDown={handleKeyDown}>
          <LoadingImage key={image.src} image={image} />
          {images.length > 1 && (
            <div className={styles.controls}>
              <button type="button" className="btn btn-secondary" onClick={() => step(-1)}>
                <Icon name="arrow-left" />
                Previous photo
              </button>
              <span aria-live="polite">
                {index! + 1} / {images.length}
              </span>
              <button type="button" className="btn btn-secondary" onClick={() => step(1)}>
                Next photo
                <Icon name="arrow-right" />
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

/** Keyed by source, so each new photo starts with the spinner again. */
function LoadingImage({ image }: { image: GalleryImage }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.stage}>
      {!loaded && (
        <div className={styles.spinner}>
          <Spinner label="Loading photo" />
        </div>
      )}
      <ResponsiveImage
        className={styles.image}
        src={image.src}
        alt={image.alt}
        width={1200}
        height={900}
        sizes="min(100vw, 64rem)"
        loading="eager"
        onLoad={() => setLoaded(true)}
        onError={() => setLoaded(true)}
        data-loaded={loaded}
      />
    </div>
  );
}

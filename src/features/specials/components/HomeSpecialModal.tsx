import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { Modal } from '@/components/Modal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { SliderArrow } from '@/components/SliderArrow';
import { imageUrl } from '@/lib/assets';
import { wrapIndex } from '@/lib/wrapIndex';
import { SPECIAL_IMAGE_SIZES } from '../homeSpecials';
import type { HomePageSpecial } from '../types';
import styles from './HomeSpecialModal.module.css';

export interface HomeSpecialModalProps {
  specials: HomePageSpecial[];
  onClose: () => void;
}

/**
 * The special modal's content (spec section 2): title, description, the company's HTML details (sanitized with
 * DOMPurify before rendering), image, and arrows that step through the specials and wrap around.
 */
export default function HomeSpecialModal({ specials, onClose }: HomeSpecialModalProps) {
  const [index, setIndex] = useState(0);
  const special = specials[index] ?? specials[0];
  const details = useMemo(() => DOMPurify.sanitize(special.details ?? ''), [special.details]);
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, specials.length));

  return (
    <Modal open onClose={onClose} title={special.title} initialFocus="dialog">
      <div className={styles.special} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${specials.length}`}>
        {special.image && (
          <ResponsiveImage className={styles.image} src={imageUrl(special.image)} alt="" width={640} height={320} sizes={SPECIAL_IMAGE_SIZES} loading="eager" />
        )}
        <p className={styles.description}>{special.description}</p>
        {/* Sanitized above: only markup DOMPurify allows reaches the page. */}
        <div className={styles.details} dangerouslySetInnerHTML={{ __html: details }} />
      </div>
      {specials.length > 1 && (
        <div className={styles.nav}>
          <SliderArrow direction="previous" itemName="special" onClick={() => step(-1)} />
          <p className={styles.position} aria-live="polite">
            {index + 1} / {specials.length}
          </p>
          <SliderArrow direction="next" itemName="special" onClick={() => step(1)} />
        </div>
      )}
    </Modal>
  );
}

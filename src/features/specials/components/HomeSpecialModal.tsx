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
  const shown = Math.min(index, specials.length - 1);
  const special = specials[shown];
  const details = useMemo(() => specials.map((each) => DOMPurify.sanitize(each.details ?? '')), [specials]);
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, specials.length));

  return (
    <Modal open onClose={onClose} title={special.title} initialFocus="dialog">
      {/* Every slide takes the same grid cell, the others hidden, so the dialog keeps the tallest one's height
          instead of jumping as the visitor steps through them (issue 27). */}
      <div className={styles.slides}>
        {specials.map((each, position) => (
          <div
            key={each.id}
            className={styles.special}
            data-current={position === shown || undefined}
            aria-hidden={position === shown ? undefined : true}
            {...(position === shown && { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${shown + 1} of ${specials.length}` })}
          >
            {each.image && (
              <ResponsiveImage
                className={styles.image}
                src={imageUrl(each.image)}
                alt=""
                width={640}
                height={320}
                sizes={SPECIAL_IMAGE_SIZES}
                loading={position === shown ? 'eager' : 'lazy'}
              />
            )}
            <p className={styles.description}>{each.description}</p>
            {/* Sanitized above: only markup DOMPurify allows reaches the page. */}
            <div className={styles.details} dangerouslySetInnerHTML={{ __html: details[position] }} />
          </div>
        ))}
      </div>
      {specials.length > 1 && (
        <div className={styles.nav}>
          <SliderArrow direction="previous" itemName="special" onClick={() => step(-1)} />
          <p className={styles.position} aria-live="polite">
            {shown + 1} / {specials.length}
          </p>
          <SliderArrow direction="next" itemName="special" onClick={() => step(1)} />
        </div>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { SliderArrow } from '@/components/SliderArrow';
import { wrapIndex } from '@/lib/wrapIndex';
import type { HomePageSpecial } from '../types';
import { HomeSpecialBody } from './HomeSpecialBody';
import styles from './HomeSpecialModal.module.css';

export interface HomeSpecialModalProps {
  specials: HomePageSpecial[];
  onClose: () => void;
}

/**
 * The special modal's content (spec section 2): title, description, the company's HTML details (sanitized by
 * shownSpecialDetails before rendering), image, and arrows that step through the specials and wrap around.
 */
export default function HomeSpecialModal({ specials, onClose }: HomeSpecialModalProps) {
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, specials.length - 1);
  const special = specials[shown];
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
            <HomeSpecialBody special={each} loading={position === shown ? 'eager' : 'lazy'} />
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

import type { Ref } from 'react';
import { Icon } from './Icon';
import styles from './Slider.module.css';

export interface SliderArrowProps {
  direction: 'previous' | 'next';
  itemName: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A slider's previous/next button. Also used on a cover that stands in for a slider before it loads, so the arrow
 * the visitor pressed sits exactly where the slider's own arrow appears.
 */
export function SliderArrow({ direction, itemName, onClick, ref }: SliderArrowProps) {
  const label = `${direction === 'next' ? 'Next' : 'Previous'} ${itemName}`;
  return (
    <button ref={ref} type="button" className={`${styles.arrow} ${styles[direction]}`} aria-label={label} onClick={onClick}>
      <Icon name={direction === 'next' ? 'arrow-right' : 'arrow-left'} size={22} />
    </button>
  );
}

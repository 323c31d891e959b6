import { useEffect, useRef, useState } from 'react';
import Slick from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { SliderProps } from './Slider';
import { SliderArrow } from './SliderArrow';
import styles from './Slider.module.css';

/** The lazily loaded half of `Slider`: react-slick driven by our own buttons, so they are real, labelled buttons. */
export default function SlickSlider({
  label,
  slides,
  itemName = 'slide',
  initialSlide = 0,
  focusNext = false,
  className,
}: Omit<SliderProps, 'fallback'>) {
  const slick = useRef<Slick>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(initialSlide);

  useEffect(() => {
    if (focusNext) next.current?.focus();
  }, [focusNext]);

  return (
    <div className={`${styles.slider} ${className ?? ''}`} role="group" aria-roledescription="carousel" aria-label={label}>
      <Slick ref={slick} arrows={false} infinite initialSlide={initialSlide} afterChange={setCurrent} speed={300}>
        {slides}
      </Slick>
      {slides.length > 1 && (
        <>
          <SliderArrow direction="previous" itemName={itemName} onClick={() => slick.current?.slickPrev()} />
          <SliderArrow ref={next} direction="next" itemName={itemName} onClick={() => slick.current?.slickNext()} />
          <p className={styles.position} aria-live="polite">
            {current + 1} / {slides.length}
          </p>
        </>
      )}
    </div>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import Slick from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { SliderArrow } from './SliderArrow';
import styles from './Slider.module.css';

/** What a slider shows; `Slider` adds the fallback shown until this half has downloaded. */
export interface SlickSliderProps {
  /** Names the carousel for screen readers, e.g. 'Photos of The Aspen'. */
  label: string;
  slides: ReactNode[];
  /** What one slide is called in the arrow labels: 'photo' gives 'Previous photo' / 'Next photo'. */
  itemName?: string;
  initialSlide?: number;
  /** Focus the Next button once shown: the visitor just pressed a Next button that this slider replaces. */
  focusNext?: boolean;
  className?: string;
}

/** The lazily loaded half of `Slider`: react-slick driven by our own buttons, so they are real, labelled buttons. */
export default function SlickSlider({
  label,
  slides,
  itemName = 'slide',
  initialSlide = 0,
  focusNext = false,
  className,
}: SlickSliderProps) {
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

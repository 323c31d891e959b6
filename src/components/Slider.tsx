import { Component, lazy, type ReactNode } from 'react';
import { loadChunk } from '@/lib/chunks';
import { LateRegion } from './LateRegion';
import type { SlickSliderProps } from './SlickSlider';

export interface SliderProps extends SlickSliderProps {
  /** Shown while react-slick downloads, and instead of the slider if it cannot be downloaded. */
  fallback: ReactNode;
}

const SlickSlider = lazy(() => loadChunk('slider', () => import('./SlickSlider')));

/**
 * A carousel with accessible previous/next buttons. react-slick and its stylesheet are a separate chunk that
 * downloads the first time a slider is shown, so pages that only show covers never pay for it.
 */
export function Slider({ fallback, ...props }: SliderProps) {
  return (
    <SliderBoundary fallback={fallback}>
      <LateRegion fallback={fallback}>
        <SlickSlider {...props} />
      </LateRegion>
    </SliderBoundary>
  );
}

/** A slider whose chunk failed to download leaves the fallback in place rather than breaking the page. */
class SliderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('slider failed to load', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

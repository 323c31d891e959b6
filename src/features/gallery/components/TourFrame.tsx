import type { VideoItem } from '../types';
import { embedUrl, isVideoFile } from '../video';
import styles from './TourFrame.module.css';

export interface TourFrameProps {
  item: VideoItem;
  /** The frame's accessible name, e.g. 'Video Tour: The Aspen'. */
  title: string;
  /** Opened by a click (the video modal): the player may start at once. */
  autoplay?: boolean;
  /** Shown among other content (the hero's tour views): loaded only when near the screen. */
  lazy?: boolean;
}

/**
 * A video or virtual tour embedded in a 16:9 frame that keeps its shape on any screen (spec section 2). A video
 * file plays in the page's own player (muted when it starts by itself, as browsers require).
 */
export function TourFrame({ item, title, autoplay = false, lazy = false }: TourFrameProps) {
  if (isVideoFile(item)) {
    return (
      <div className={styles.frame}>
        <video src={item.url} title={title} aria-label={title} controls playsInline preload={lazy ? 'none' : 'metadata'} autoPlay={autoplay} muted={autoplay} />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <iframe
        src={embedUrl(item)}
        title={title}
        allow={`accelerometer;${autoplay ? ' autoplay;' : ''} encrypted-media; fullscreen; gyroscope; picture-in-picture; xr-spatial-tracking`}
        allowFullScreen
        loading={lazy ? 'lazy' : undefined}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

import { useId } from 'react';
import type { VideoItem } from '../types';
import { embedUrl, isVideoFile } from '../video';
import styles from './TourFrame.module.css';

/**
 * Where a video file's poster frame is taken (a media fragment: the player shows that frame before it plays, where
 * a player left at 'none' was a black box). Half a second in, past a first frame that may still be dark.
 */
const POSTER_SECOND = 0.5;

export interface TourFrameProps {
  item: VideoItem;
  /** The frame's accessible name, e.g. 'Video Tour: The Aspen'. */
  title: string;
  /** Said under the player, where several sit together (the hero's video view), e.g. 'Video Tour: walk through The Aspen'. */
  caption?: string;
  /** Opened by a click (the video modal): the player may start at once. */
  autoplay?: boolean;
  /** Shown among other content (the hero's tour views): loaded only when near the screen. */
  lazy?: boolean;
}

/**
 * A video or virtual tour embedded in a 16:9 frame that keeps its shape on any screen (spec section 2). A video
 * file plays in the page's own player (muted when it starts by itself, as browsers require); one waiting to be
 * played shows a frame of itself.
 */
export function TourFrame({ item, title, caption, autoplay = false, lazy = false }: TourFrameProps) {
  const captionId = useId();
  const player = isVideoFile(item) ? (
    <div className={styles.frame}>
      <video
        src={autoplay ? item.url : `${item.url}#t=${POSTER_SECOND}`}
        title={title}
        aria-label={title}
        controls
        playsInline
        preload="metadata"
        autoPlay={autoplay}
        muted={autoplay}
      />
    </div>
  ) : (
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
  if (!caption) return player;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      {player}
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
    </figure>
  );
}

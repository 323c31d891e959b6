import { Modal } from '@/components/Modal';
import type { VideoItem } from '../types';
import { embedUrl } from '../video';
import styles from './VideoModal.module.css';

export interface VideoModalProps {
  /** The video or tour to play; null keeps the modal closed. */
  item: VideoItem | null;
  /** The dialog's heading and the frame's title, e.g. 'Video Tour: The Aspen'. */
  title: string;
  onClose: () => void;
}

/**
 * Spec section 2, the video modal: a video item is embedded from the video site; anything else is embedded as a
 * virtual tour. Both play in a 16:9 frame that keeps its shape on any screen.
 */
export function VideoModal({ item, title, onClose }: VideoModalProps) {
  return (
    <Modal open={item !== null} onClose={onClose} title={title} size="large" initialFocus="dialog">
      {item && (
        <div className={styles.frame}>
          <iframe
            src={embedUrl(item)}
            title={title}
            allow="accelerometer; autoplay; encrypted-media; fullscreen; gyroscope; picture-in-picture; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
    </Modal>
  );
}

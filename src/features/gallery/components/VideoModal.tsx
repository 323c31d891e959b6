import { Modal } from '@/components/Modal';
import type { VideoItem } from '../types';
import { TourFrame } from './TourFrame';

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
      {item && <TourFrame item={item} title={title} autoplay />}
    </Modal>
  );
}

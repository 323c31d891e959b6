import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A grey placeholder block that holds the space of content still loading, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}) {
  return (
    <span
      className={`${styles.skeleton} ${className ?? ''}`}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

import { useMemo } from 'react';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { imageUrl } from '@/lib/assets';
import { SPECIAL_IMAGE_SIZES } from '../homeSpecials';
import { shownSpecialDetails } from '../specialDetails';
import type { HomePageSpecial } from '../types';
import styles from './HomeSpecialModal.module.css';

/**
 * What one special shows in the pop-up under its title: its picture, its description and its details (sanitised by
 * `shownSpecialDetails`). The office's preview renders this same component, so it shows what the pop-up will.
 */
export function HomeSpecialBody({ special, loading }: { special: Pick<HomePageSpecial, 'image' | 'description' | 'details'>; loading: 'eager' | 'lazy' }) {
  const details = useMemo(() => shownSpecialDetails(special.details), [special.details]);
  return (
    <>
      {special.image && <ResponsiveImage className={styles.image} src={imageUrl(special.image)} alt="" width={640} height={320} sizes={SPECIAL_IMAGE_SIZES} loading={loading} />}
      <p className={styles.description}>{special.description}</p>
      {/* Sanitized above: only markup DOMPurify allows reaches the page. */}
      <div className={styles.details} dangerouslySetInnerHTML={{ __html: details }} />
    </>
  );
}

import { useState, type CSSProperties } from 'react';
import { Icon } from '@/components/Icon';
import { preloadImage, ResponsiveImage } from '@/components/ResponsiveImage';
import { wrapIndex } from '@/lib/wrapIndex';
import { heroPages, photoCellSpans } from '../heroPages';
import { tourCaption, type GalleryImage, type VideoTour } from '../heroImages';
import { ImageModal } from './ImageModal';
import { TourFrame } from './TourFrame';
import styles from './HeroGallery.module.css';

export type HeroView = 'photos' | 'video' | 'virtual';
type Layout = 'grid' | 'simple';

/** How wide the hero shows a photo (HeroGallery.module.css): half the container for the big first one. */
const PHOTO_SIZES = {
  large: '(min-width: 48rem) min(50vw, 36rem), 50vw',
  small: '(min-width: 48rem) min(25vw, 18rem), 50vw',
  simple: '(min-width: 48rem) min(50vw, 36rem), 100vw',
};

/** The first photo is the floor plan page's LCP: its page may fetch it while its other data still loads. */
export function preloadFirstHeroPhoto(images: readonly GalleryImage[]): void {
  if (images[0]) preloadImage(images[0].src, PHOTO_SIZES.large, 'high');
}

/** Grid columns of each layout, on a wide screen (48rem and up) and a narrow one (HeroGallery.module.css). */
const COLUMNS: Record<Layout, { wide: number; narrow: number }> = { grid: { wide: 4, narrow: 2 }, simple: { wide: 2, narrow: 1 } };

/**
 * The cells each item of the page spans at both widths (`photoCellSpans`), as the custom properties the stylesheet
 * reads. On a narrow screen the grid's tour card takes a row of its own below the photos.
 */
function cellStyles(layout: Layout, photos: number, toursCard: boolean, firstPage: boolean): CSSProperties[] {
  const cells = photos + (toursCard ? 1 : 0);
  const wide = photoCellSpans(cells, COLUMNS[layout].wide, layout === 'grid' && firstPage);
  const narrow =
    toursCard && layout === 'grid'
      ? [...photoCellSpans(photos, COLUMNS.grid.narrow, false), { columns: COLUMNS.grid.narrow, rows: 1 }]
      : photoCellSpans(cells, COLUMNS[layout].narrow, false);
  return wide.map((span, index) => ({
    '--wide-columns': span.columns,
    '--wide-rows': span.rows,
    '--narrow-columns': narrow[index].columns,
  }) as CSSProperties);
}

function photoSizes(layout: Layout, large: boolean): string {
  if (layout === 'simple') return PHOTO_SIZES.simple;
  return large ? PHOTO_SIZES.large : PHOTO_SIZES.small;
}

export interface HeroGalleryProps {
  /** The plan's name, for headings and frame titles. */
  name: string;
  images: readonly GalleryImage[];
  videoTours: readonly VideoTour[];
  virtualTourLink: string | null;
}

/**
 * Spec sections 2 and 9, the hero gallery: photos (default), Video Tour and Virtual Tour views, reachable from the
 * badges and from the tour cards of the first page. Photos come in pages of 4 (the first, beside the two tour
 * cards) then 8, with previous/next arrows that wrap; grid and simple layouts; 'More Pictures' shows every photo.
 */
export function HeroGallery({ name, images, videoTours, virtualTourLink }: HeroGalleryProps) {
  const [view, setView] = useState<HeroView>('photos');
  const [layout, setLayout] = useState<Layout>('grid');
  const [page, setPage] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);

  const pages = heroPages(images.map((_, index) => index));
  const shown = showAll ? images.map((_, index) => index) : pages[page];
  // The first page keeps its slots for the tour cards (spec section 9).
  const firstPage = !showAll && page === 0;
  const toursCard = firstPage && (Boolean(virtualTourLink) || videoTours.length > 0);
  // Every cell of the grid is covered, however many photos and tours the page has (issue 14).
  const cells = cellStyles(layout, shown.length, toursCard, firstPage);
  const views: { view: HeroView; label: string }[] = [{ view: 'photos', label: 'Photos' }];
  if (videoTours.length > 0) views.push({ view: 'video', label: 'Video Tour' });
  if (virtualTourLink) views.push({ view: 'virtual', label: 'Virtual Tour' });

  return (
    <section className={styles.hero} aria-label={`${name} gallery`}>
      <div className={styles.toolbar}>
        <div className={styles.badges} role="group" aria-label="Gallery view">
          {views.map((option) => (
            <button
              key={option.view}
              type="button"
              className={styles.badge}
              aria-pressed={view === option.view}
              onClick={() => setView(option.view)}
            >
              {option.label}
            </button>
          ))}
        </div>
        {view === 'photos' && (
          <div className={styles.badges} role="group" aria-label="Photo layout">
            {(['grid', 'simple'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.badge}
                aria-pressed={layout === option}
                onClick={() => setLayout(option)}
              >
                {option === 'grid' ? 'Grid view' : 'Simple view'}
              </button>
            ))}
          </div>
        )}
      </div>

      {view === 'photos' && (
        <>
          <ul className={`${styles.photos} ${styles[layout]}`} aria-label="Photos">
            {shown.map((index, position) => (
              <li key={images[index].src + index} className={styles.photo} style={cells[position]}>
                <button type="button" className={styles.open} onClick={() => setOpened(index)}>
                  <ResponsiveImage
                    src={images[index].src}
                    alt={images[index].alt}
                    width={800}
                    height={600}
                    sizes={photoSizes(layout, firstPage && index === 0)}
                    loading={index === 0 ? 'lcp' : 'lazy'}
                  />
                </button>
              </li>
            ))}
            {toursCard && (
              <li className={`${styles.photo} ${styles.tours}`} style={cells[shown.length]}>
                {virtualTourLink && (
                  <button type="button" className={styles.open} onClick={() => setView('virtual')}>
                    <Icon name="tour" size={32} />
                    Virtual Tour
                  </button>
                )}
                {videoTours.length > 0 && (
                  <button type="button" className={styles.open} onClick={() => setView('video')}>
                    <Icon name="play" size={32} />
                    Video Tour
                  </button>
                )}
              </li>
            )}
          </ul>
          {!showAll && pages.length > 1 && (
            <div className={styles.pager}>
              <button type="button" className="btn btn-secondary" onClick={() => setPage(wrapIndex(page, -1, pages.length))}>
                <Icon name="arrow-left" />
                <span className="visually-hidden">Previous photos</span>
              </button>
              <span aria-live="polite">
                Page {page + 1} of {pages.length}
              </span>
              <button type="button" className="btn btn-secondary" onClick={() => setPage(wrapIndex(page, 1, pages.length))}>
                <span className="visually-hidden">Next photos</span>
                <Icon name="arrow-right" />
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setShowAll(true)}>
                More Pictures
              </button>
            </div>
          )}
        </>
      )}

      {view === 'video' &&
        videoTours.map((tour) => (
          <TourFrame key={tour.url} item={tour} title={`${tour.label}: ${name}`} caption={tourCaption(tour, name)} lazy />
        ))}
      {view === 'virtual' && virtualTourLink && (
        <TourFrame item={{ type: 'tour', url: virtualTourLink }} title={`Virtual Tour: ${name}`} lazy />
      )}

      <ImageModal images={images} index={opened} onIndexChange={setOpened} onClose={() => setOpened(null)} />
    </section>
  );
}

import { memo, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_SECTION_ID } from '@/features/home/searchSection';
import { scrollToSection } from '@/lib/scrollTo';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { LateRegion } from '@/components/LateRegion';
import { Announcement } from '@/features/home/components/Announcement';
import { FeaturedFloorplans } from '@/features/home/components/FeaturedFloorplans';
import { FloorplanSearch } from '@/features/home/components/FloorplanSearch';
import { Hero } from '@/features/home/components/Hero';
import { HomeSpecialPopup } from '@/features/specials/components/HomeSpecialPopup';

/**
 * Arriving from another page's search link (/#search) lands on the search section. A component of its own, so a
 * change of the search's query string re-renders it alone, not the whole page (issue 27).
 */
function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return null;
}

/**
 * The page's sections. The router renders the page again on every change of its query string (each filter change);
 * memo keeps that from re-rendering the hero, the featured list and the pop-ups: the search follows the URL itself.
 */
const HomeSections = memo(function HomeSections() {
  return (
    <>
      <Hero />
      <section id={SEARCH_SECTION_ID} className="container section" aria-labelledby="search-title">
        <h2 id="search-title">Find your floor plan</h2>
        <FloorplanSearch />
      </section>
      {/* Below the search and its list: hydrated as it comes near (issue 13). */}
      <LateRegion hydrateNearViewport>
        <FeaturedFloorplans />
      </LateRegion>
      <HomeSpecialPopup />
      <Announcement />
    </>
  );
});

export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <ScrollToHash />
      <HomeSections />
    </>
  );
}

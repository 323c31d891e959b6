import { useEffect } from 'react';
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

export default function HomePage() {
  useDocumentTitle();
  const { hash } = useLocation();

  // Arriving from another page's search link (/#search) lands on the search section.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

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
}

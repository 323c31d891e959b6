import Cookies from 'js-cookie';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenDialogCount } from '@/components/openDialogs';
import { preloadImage } from '@/components/ResponsiveImage';
import { useHydrating } from '@/components/useHydrating';
import { imageUrl } from '@/lib/assets';
import { company } from '@/config';
import { loadChunk } from '@/lib/chunks';
import { useHomePageSpecials } from '../api/getHomePageSpecials';
import { SPECIAL_IMAGE_SIZES, SPECIAL_MODAL_COOKIE_DAYS, specialModalCookieName, specialModalDelay } from '../homeSpecials';

/** The modal and DOMPurify download only for visitors who will see the pop-up. */
const loadModal = () => loadChunk('special', () => import('./HomeSpecialModal'));
const HomeSpecialModal = lazy(loadModal);

export interface HomeSpecialPopupProps {
  propertyId?: number;
  /** The optional prefix of the closed cookie's name (spec section 4). */
  parent?: string;
}

/**
 * Spec section 4, the home-page special pop-up: it appears 3 seconds after load (later if another dialog is open
 * then), only if the property has specials and the visitor has not closed it in the last day. Closing it sets `{parent-}{propertyId}-specialModalClosed`
 * for 1 day (86400 s) on path '/'.
 */
export function HomeSpecialPopup({ propertyId = company.searchPropertyId, parent }: HomeSpecialPopupProps) {
  const cookieName = specialModalCookieName(propertyId, parent);
  const [closedBefore] = useState(() => Cookies.get(cookieName) !== undefined);
  // Hydrating means this is the page the visitor landed on, painted by the server: the delay runs from its load.
  const [landedHere] = useState(useHydrating());
  const [delayPassed, setDelayPassed] = useState(false);
  const [closed, setClosed] = useState(false);
  const specials = useHomePageSpecials(propertyId, !closedBefore);
  const hasSpecials = (specials.data?.length ?? 0) > 0;
  // Never on top of a dialog the visitor opened (a form mid-typing): it waits until that one is closed. Once shown
  // it stays, although it then counts among the open dialogs itself.
  const otherDialogOpen = useOpenDialogCount() > 0;
  const [shown, setShown] = useState(false);
  if (!shown && !closedBefore && delayPassed && hasSpecials && !otherDialogOpen) setShown(true);

  useEffect(() => {
    if (closedBefore) return;
    const timer = setTimeout(() => setDelayPassed(true), specialModalDelay(landedHere ? performance.now() : 0));
    return () => clearTimeout(timer);
  }, [closedBefore, landedHere]);

  // Fetch the modal's code during the delay, so it opens on time.
  useEffect(() => {
    if (hasSpecials) loadModal().catch(() => {});
  }, [hasSpecials]);

  // Its picture downloads early, after the first screen's (the server writes the link into the page), so it is there
  // when the pop-up opens (issue 13).
  const firstImage = !closedBefore && specials.data?.[0]?.image;
  if (firstImage) preloadImage(imageUrl(firstImage), SPECIAL_IMAGE_SIZES, 'low');

  if (!shown || closed || !specials.data) return null;

  function close() {
    Cookies.set(cookieName, 'true', { expires: SPECIAL_MODAL_COOKIE_DAYS, path: '/' });
    setClosed(true);
  }

  return (
    <Suspense fallback={null}>
      <HomeSpecialModal specials={specials.data} onClose={close} />
    </Suspense>
  );
}

import type { RequestHandler } from 'msw';
import { alertHandlers } from './handlers/alerts';
import { faqHandlers } from './handlers/faq';
import { floorplanHandlers } from './handlers/floorplans';
import { formHandlers } from './handlers/forms';
import { galleryHandlers } from './handlers/gallery';
import { homeHandlers } from './handlers/home';
import { propertyHandlers } from './handlers/properties';
import { shortTermHandlers } from './handlers/shortTerm';
import { specialHandlers } from './handlers/specials';
import { staffAccessHandlers } from './handlers/staffAccess';
import { staffCatalogHandlers } from './handlers/staffCatalog';
import { staffCatalogPlanHandlers } from './handlers/staffCatalogPlans';
import { staffCatalogCommunityHandlers } from './handlers/staffCatalogCommunities';
import { staffOfficeHandlers } from './handlers/staffOffice';
import { staffTourHandlers } from './handlers/staffTours';
import { subletHandlers } from './handlers/sublets';
import { teamHandlers } from './handlers/team';
import { tourBookingHandlers } from './handlers/tourBooking';

/**
 * Default answers for every call the site makes, shaped exactly like the wire format of spec section 7.
 * Each domain keeps its handlers in `tests/msw/handlers/<domain>.ts`; a test overrides one with `server.use(...)`.
 */
export const handlers: RequestHandler[] = [
  ...shortTermHandlers,
  ...propertyHandlers,
  ...homeHandlers,
  ...floorplanHandlers,
  ...specialHandlers,
  ...galleryHandlers,
  ...formHandlers,
  ...faqHandlers,
  ...teamHandlers,
  ...subletHandlers,
  ...staffAccessHandlers,
  ...staffOfficeHandlers,
  ...staffTourHandlers,
  ...staffCatalogHandlers(),
  ...staffCatalogPlanHandlers,
  ...staffCatalogCommunityHandlers(),
  ...tourBookingHandlers,
  ...alertHandlers,
];

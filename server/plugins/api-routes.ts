import { validatorCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { registerAlertRoutes } from '../routes/alerts';
import { registerAnalyticsRoutes } from '../routes/analytics';
import { registerAssetRoutes } from '../routes/assets';
import { registerCaptchaRoutes } from '../routes/captcha';
import { registerDataRoutes } from '../routes/data';
import { registerMailRoutes } from '../routes/mail';
import { registerOperatorRoutes } from '../routes/operator';
import { registerSeoRoutes } from '../routes/seo';
import { registerStaffAuthRoutes } from '../routes/staff-auth';
import { registerStaffAlertRoutes } from '../routes/staff-alerts';
import { registerStaffAuditRoutes } from '../routes/staff-audit';
import { registerStaffCatalogUnitRoutes } from '../routes/staff-catalog-units';
import { registerStaffCatalogPlanPhotoRoutes } from '../routes/staff-catalog-plan-photos';
import { registerStaffCatalogAmenityRoutes } from '../routes/staff-catalog-amenities';
import { registerStaffCatalogPlanRoutes } from '../routes/staff-catalog-plans';
import { registerStaffCatalogSpecialRoutes } from '../routes/staff-catalog-specials';
import { registerStaffCatalogCommunityRoutes } from '../routes/staff-catalog-communities';
import { registerStaffFunnelRoutes } from '../routes/staff-funnel';
import { registerStaffLeadRoutes } from '../routes/staff-leads';
import { registerStaffSubletRoutes } from '../routes/staff-sublets';
import { registerStaffTourRoutes } from '../routes/staff-tours';
import { registerStaffMemberRoutes } from '../routes/staff-members';
import { registerStayRequestRoutes } from '../routes/stay-requests';
import { registerSubletImageRoutes } from '../routes/sublet-images';
import { registerSubletRoutes } from '../routes/sublets';
import { registerTourBookingRoutes } from '../routes/tour-booking';
import { registerTourRoutes } from '../routes/tours';

export interface ApiRouteOptions {
  context: ApiContext;
  /** Enables `POST api/admin/operator` for `npm run admin` with this key. */
  operatorKey?: string;
}

/**
 * The API of spec section 7 plus the local additions (captcha, SEO files, tours, the operator's commands). An
 * encapsulated plugin: its routes' schemas are zod schemas (the site's own, where a form is sent), checked by the zod
 * validator set here; the app-wide hooks (input guard, rate limit, headers) still apply to them.
 */
export async function apiRoutes(app: FastifyInstance, { context, operatorKey }: ApiRouteOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerDataRoutes(api, context);
  registerAssetRoutes(api, context);
  registerSubletRoutes(api, context);
  registerSubletImageRoutes(api, context);
  registerMailRoutes(api, context);
  registerStayRequestRoutes(api, context);
  registerTourBookingRoutes(api, context);
  registerAlertRoutes(api, context);
  registerAnalyticsRoutes(api, context);
  registerCaptchaRoutes(api, context);
  registerStaffAuthRoutes(api, context);
  registerStaffLeadRoutes(api, context);
  registerStaffSubletRoutes(api, context);
  registerStaffTourRoutes(api, context);
  registerStaffFunnelRoutes(api, context);
  registerStaffAlertRoutes(api, context);
  registerStaffAuditRoutes(api, context);
  registerStaffMemberRoutes(api, context);
  registerStaffCatalogUnitRoutes(api, context);
  registerStaffCatalogPlanRoutes(api, context);
  registerStaffCatalogAmenityRoutes(api, context);
  registerStaffCatalogSpecialRoutes(api, context);
  registerStaffCatalogCommunityRoutes(api, context);
  registerStaffCatalogPlanPhotoRoutes(api, context);
  registerSeoRoutes(app, context);
  await registerTourRoutes(api, context);
  if (operatorKey) registerOperatorRoutes(api, context, operatorKey);
}

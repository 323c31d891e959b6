import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { warmFirstScreenImages } from '../images/warm';
import { registerAnalyticsRoutes } from '../routes/analytics';
import { registerAssetRoutes } from '../routes/assets';
import { registerCaptchaRoutes } from '../routes/captcha';
import { registerDataRoutes } from '../routes/data';
import { registerMailRoutes } from '../routes/mail';
import { registerOperatorRoutes } from '../routes/operator';
import { registerSeoRoutes } from '../routes/seo';
import { registerSubletImageRoutes } from '../routes/sublet-images';
import { registerSubletRoutes } from '../routes/sublets';
import { registerTourRoutes } from '../routes/tours';

export interface ApiRouteOptions {
  /** Render the first screen's images in the background once listening. */
  warmImages?: boolean;
  /** Enables `POST api/admin/operator` for `npm run admin` with this key. */
  operatorKey?: string;
}

/** The API of spec section 7 plus the local additions (captcha, SEO files, tours, the operator's commands). */
export async function registerApiRoutes(app: FastifyInstance, context: ApiContext, options: ApiRouteOptions): Promise<void> {
  registerDataRoutes(app, context);
  registerAssetRoutes(app, context);
  if (options.warmImages) warmFirstScreenImages(app, context);
  registerSubletRoutes(app, context);
  registerSubletImageRoutes(app, context);
  registerMailRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerCaptchaRoutes(app, context);
  registerSeoRoutes(app, context);
  await registerTourRoutes(app, context);
  if (options.operatorKey) registerOperatorRoutes(app, context, options.operatorKey);
}

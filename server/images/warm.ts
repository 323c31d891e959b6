import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { findFeaturedCoverAssets } from '../db/queries/assets';
import { assetVariant, type ImageFiles } from './asset-variant';

/**
 * The widths a first visit asks for most: 640 for a card or the hero photo on a 1x screen, 1280 for the hero on a
 * 2x screen (and a card on a 3x phone). Other widths render on their first request.
 */
const WARM_WIDTHS = [640, 1280];

/**
 * After the server listens, renders the featured floor plans' covers (the home list's first cards and the LCP photo
 * of their pages) one at a time in the background, so a first visit after a fresh seed does not wait for them.
 * Stops when the server closes. A failure is logged and ends the warm-up; the image then renders on request.
 */
export function warmFirstScreenImages(app: FastifyInstance, context: ImageFiles & { db: Database }): void {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('onListen', async () => {
    void (async () => {
      const started = Date.now();
      let rendered = 0;
      try {
        for (const asset of await findFeaturedCoverAssets(context.db)) {
          for (const width of WARM_WIDTHS) {
            if (closing) return;
            await assetVariant(context, asset, width);
            rendered += 1;
          }
        }
        app.log.info({ variants: rendered, ms: Date.now() - started }, 'first-screen images ready');
      } catch (error) {
        if (!closing) app.log.warn({ err: error }, 'warming first-screen images failed');
      }
    })();
  });
}

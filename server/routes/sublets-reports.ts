import { createHash } from 'node:crypto';
import { isHiddenByReports, isListed } from '@/features/sublets/listingLife';
import { subletReportSchema } from '@/features/sublets/schema';
import { requireCaptcha } from '../captcha/captcha';
import type { ApiContext, ApiInstance } from '../context';
import { countOpenReporters, insertReport } from '../db/queries/sublet-reports';
import { findSublet, hideSublet } from '../db/queries/sublets';
import { HttpError } from '../http/errors';
import { captchaQuery, formBody, idParams } from '../http/request-schemas';

export const REPORTED_MESSAGE = 'Thank you: our staff will look at this listing.';

/** Who reported, as a one-way hash of the client's address: one visitor counts once, and no address is stored. */
const reporterOf = (ip: string) => createHash('sha256').update(`sublet-report:${ip}`).digest('base64url');

/**
 * Issue 17, `POST api/admin/sublets/{id}/reports?captchaResponse=`: a visitor reports a listed sublet. One report
 * per visitor and listing; reports from three different visitors hide the listing until staff restore or reject it.
 */
export function registerSubletReportRoutes(app: ApiInstance, { db, captcha, now, write }: ApiContext): void {
  const schema = { params: idParams, querystring: captchaQuery, body: formBody(subletReportSchema) };
  app.post('/api/admin/sublets/:id/reports', { ...write, schema }, async (request, reply) => {
    const { id } = request.params;
    const report = request.body;
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    await db.transaction(async (tx) => {
      // Locked, so three reports arriving at once still hide the listing exactly once.
      const sublet = await findSublet(tx, id, { lock: true });
      if (!sublet || !isListed(sublet, now())) throw new HttpError(404, 'This sublet is no longer listed');
      const stored = await insertReport(tx, { subletId: id, ...report, reporter: reporterOf(request.ip), now: now() });
      if (!stored) throw new HttpError(409, 'You have already reported this listing: thank you, our staff will look at it');
      if (isHiddenByReports(await countOpenReporters(tx, id))) await hideSublet(tx, id, now());
    });
    return reply.code(201).send({ message: REPORTED_MESSAGE });
  });
}

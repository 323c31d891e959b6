import { isHiddenByReports, isListed } from '@/features/sublets/listingLife';
import { subletReportSchema } from '@/features/sublets/schema';
import { requireCaptcha } from '../captcha/captcha';
import type { ApiContext, ApiInstance } from '../context';
import { countOpenReportingNetworks, insertReport } from '../db/queries/sublet-reports';
import { findSublet, hideSublet } from '../db/queries/sublets';
import { HttpError } from '../http/errors';
import { captchaQuery, formBody, idParams } from '../http/request-schemas';
import { spendReportQuota } from '../sublets/report-quota';
import { reporterOf } from '../sublets/reporter';

export const REPORTED_MESSAGE = 'Thank you: our staff will look at this listing.';

/**
 * Issue 17, `POST api/admin/sublets/{id}/reports?captchaResponse=`: a visitor reports a listed sublet. One report
 * per visitor and listing, five per visitor an hour (issue 26); open reports from three different networks hide the
 * listing until staff restore or reject it (docs/decisions/019-reports-counted-by-network.md).
 */
export function registerSubletReportRoutes(app: ApiInstance, { db, captcha, now, write }: ApiContext): void {
  const reporter = reporterOf(db);
  const schema = { params: idParams, querystring: captchaQuery, body: formBody(subletReportSchema) };
  app.post('/api/admin/sublets/:id/reports', { ...write, schema }, async (request, reply) => {
    const { id } = request.params;
    const report = request.body;
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    const { client, network } = await reporter(request.ip);
    await db.transaction(async (tx) => {
      const at = now();
      // Locked, so three reports arriving at once still hide the listing exactly once.
      const sublet = await findSublet(tx, id, { lock: true });
      if (!sublet || !isListed(sublet, at)) throw new HttpError(404, 'This sublet is no longer listed');
      const stored = await insertReport(tx, { subletId: id, ...report, reporter: client, network, now: at });
      if (!stored) throw new HttpError(409, 'You have already reported this listing: thank you, our staff will look at it');
      // Counted after the report is known to be new, in the same transaction: a refused report spends nothing.
      await spendReportQuota(tx, client, at);
      if (isHiddenByReports(await countOpenReportingNetworks(tx, id))) await hideSublet(tx, id, at);
    });
    return reply.code(201).send({ message: REPORTED_MESSAGE });
  });
}

import { hasRenewalsLeft, isConfirmationExpired, isInRenewalWindow, RENEWAL_WINDOW_DAYS, renewalOpensAt, renewedUntil, RENEWALS_USED_UP } from '@/features/sublets/listingLife';
import { confirmationSchema } from '@/features/sublets/schema';
import { formatDate } from '@/lib/format';
import type { ApiContext, ApiInstance } from '../context';
import { confirmSublet, findSubletByConfirmKey, renewSublet } from '../db/queries/sublets';
import { HttpError, notFound } from '../http/errors';
import { formBody, idParams } from '../http/request-schemas';
import { ownedSublet, subletKeyOf } from '../sublets/owner';

export const CONFIRMED_MESSAGE = 'Thank you: your listing is confirmed and now waits for approval.';

/** Issue 17, the listing's life after posting: the poster confirms it from the mail, and renews it near its end. */
export function registerSubletLifeRoutes(app: ApiInstance, { db, now, write }: ApiContext): void {
  app.post('/api/admin/sublets/confirm', { ...write, schema: { body: formBody(confirmationSchema) } }, async (request) => {
    const { confirmKey } = request.body;
    return db.transaction(async (tx) => {
      const sublet = await findSubletByConfirmKey(tx, confirmKey);
      if (!sublet) throw notFound('This confirmation link is not valid: check that it was copied whole from the mail');
      if (sublet.confirmed) throw new HttpError(409, 'This listing is already confirmed: it waits for approval, nothing more to do');
      if (!sublet.active) throw new HttpError(409, 'This listing was rejected and cannot be confirmed');
      if (isConfirmationExpired(sublet.createdDate, now())) {
        throw new HttpError(410, 'This confirmation link has expired: listings not confirmed within 48 hours are removed. Please post your sublet again');
      }
      await confirmSublet(tx, sublet.id, now());
      return { message: CONFIRMED_MESSAGE };
    });
  });

  app.post('/api/admin/sublets/:id/renew', { ...write, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    return db.transaction(async (tx) => {
      const sublet = await ownedSublet(tx, id, subletKeyOf(request.headers), 'renew', { lock: true });
      const at = now();
      if (!sublet.active) throw new HttpError(409, 'This listing was rejected and cannot be renewed');
      if (!sublet.approved || !sublet.listedUntil) throw new HttpError(409, 'Only an approved listing can be renewed: this one still waits for approval');
      if (sublet.hidden) throw new HttpError(409, 'This listing is hidden while our staff review reports about it');
      if (!hasRenewalsLeft(sublet)) throw new HttpError(409, RENEWALS_USED_UP);
      if (!isInRenewalWindow(sublet, at)) {
        throw new HttpError(409, `This listing can be renewed from ${formatDate(renewalOpensAt(sublet.listedUntil).toISOString())}, in its last ${RENEWAL_WINDOW_DAYS} days`);
      }
      // The row is locked (ownedSublet's `lock`), so renewals sent at once are checked one after another.
      return renewSublet(tx, id, renewedUntil(sublet.listedUntil, at));
    });
  });
}

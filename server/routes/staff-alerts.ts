import { STAFF_ALERT_MAILS, stopAlertSchema, type StaffAlerts } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import { countLiveAlerts, findAlertMails } from '../db/queries/alert-stats';
import { deleteAlertsOf } from '../db/queries/saved-searches';
import { notFound } from '../http/errors';
import { mailboxOf } from '../mail/recipient-cooldown';
import { recordAudit } from '../staff/audit';
import { currentStaff } from '../staff/guard';

const OFFICE_ROLES = ['admin', 'leasing'] as const;

/**
 * Issue 25: what the office sees of the renters' alerts (`GET api/staff/alerts`): counts per community, and the mails
 * sent (when, which kind, how many homes). An address is personal data of someone who is not a lead: only the admin
 * role gets it.
 */
export function registerStaffAlertRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  app.get('/api/staff/alerts', staffOnly(OFFICE_ROLES), async (request): Promise<StaffAlerts> => {
    const withAddresses = currentStaff(request).role === 'admin';
    const [communities, sent] = await Promise.all([countLiveAlerts(db), findAlertMails(db, STAFF_ALERT_MAILS, withAddresses)]);
    return { communities, sent };
  });

  /**
   * A renter's mail asking to stop: "Stop alert N" (the mailto of an alert's List-Unsubscribe) or "Stop my alerts" (the
   * expired-link page's). The office types the number, if any, and the address the mail came from; only alerts that
   * mail that address stop, so a mail naming someone else's alert stops nothing. The answer names no address.
   */
  app.post('/api/staff/alerts/stop', { ...staffOnly(OFFICE_ROLES), schema: { body: stopAlertSchema } }, async (request) => {
    const { alert, email } = request.body;
    const stopped = await db.transaction(async (tx) => {
      const ids = await deleteAlertsOf(tx, mailboxOf(email), alert);
      if (ids.length === 0) {
        const which = alert === undefined ? 'No alert' : `No alert ${alert}`;
        throw notFound(`${which} mails that address. Check the number in the mail's subject and the address the mail came from.`);
      }
      const target = ids.length === 1 ? `alert ${ids[0]}` : `alerts ${ids.join(', ')}`;
      await recordAudit(tx, { at: now(), actorId: currentStaff(request).id, action: 'alert-stopped', target, from: request.ip }, request.log);
      return ids;
    });
    return { message: stopped.length === 1 ? `Alert ${stopped[0]} is stopped: it sends no more mail.` : `Alerts ${stopped.join(', ')} are stopped: they send no more mail.` };
  });
}

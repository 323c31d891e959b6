import { STAFF_ALERT_MAILS, stopAlertSchema, type StaffAlerts } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import { countLiveAlerts, findAlertMails } from '../db/queries/alert-stats';
import { deleteAlert } from '../db/queries/saved-searches';
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
   * The mailto of an alert's List-Unsubscribe reaches the office's inbox as "Stop alert N". The office types N and the
   * address the mail came from; the alert stops only if it mails that address, so a mail naming someone else's alert
   * stops nothing. The answer names no address either way.
   */
  app.post('/api/staff/alerts/stop', { ...staffOnly(OFFICE_ROLES), schema: { body: stopAlertSchema } }, async (request) => {
    const { alert, email } = request.body;
    await db.transaction(async (tx) => {
      if (!(await deleteAlert(tx, mailboxOf(email), alert))) {
        throw notFound(`No alert ${alert} mails that address. Check the number in the mail's subject and the address the mail came from.`);
      }
      await recordAudit(tx, { at: now(), actorId: currentStaff(request).id, action: 'alert-stopped', target: `alert ${alert}`, from: request.ip }, request.log);
    });
    return { message: `Alert ${alert} is stopped: it sends no more mail.` };
  });
}

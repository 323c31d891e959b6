import { STAFF_ALERT_MAILS, type StaffAlerts } from '@/features/staff/types';
import type { ApiContext, ApiInstance } from '../context';
import { countLiveAlerts, findAlertMails } from '../db/queries/alert-stats';
import { currentStaff } from '../staff/guard';

/**
 * Issue 25: what the office sees of the renters' alerts (`GET api/staff/alerts`): counts per community, and the mails
 * sent (when, which kind, how many homes). An address is personal data of someone who is not a lead: only the admin
 * role gets it.
 */
export function registerStaffAlertRoutes(app: ApiInstance, { db, staffOnly }: ApiContext): void {
  app.get('/api/staff/alerts', staffOnly(['admin', 'leasing']), async (request): Promise<StaffAlerts> => {
    const withAddresses = currentStaff(request).role === 'admin';
    const [communities, sent] = await Promise.all([countLiveAlerts(db), findAlertMails(db, STAFF_ALERT_MAILS, withAddresses)]);
    return { communities, sent };
  });
}

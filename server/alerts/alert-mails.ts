import { company } from '@/config';
import { describeSearch } from '@/features/alerts/describeSearch';
import type { SavedSearch } from '@/features/alerts/savedSearch';
import { CONFIRM_DAYS, type AlertFrequency } from '@/features/alerts/types';
import type { OutboxMail } from '../db/queries/outbox';

const HOW_OFTEN: Record<AlertFrequency, string> = {
  instant: 'as soon as one opens',
  daily: 'in one mail each morning',
};

/**
 * Issue 25: the one mail an address gets before it is confirmed. Anyone can type anyone's address, so it carries
 * nothing typed: the search in the site's own words (its values were checked by the schema), the link, and how to
 * ignore it. The sign-up's payload is the search alone, never the address's owner's details.
 */
export function alertConfirmationMail(email: string, search: SavedSearch, frequency: AlertFrequency, communityName: string | null, confirmUrl: string): OutboxMail {
  return {
    kind: 'alert-confirmation',
    recipients: [email],
    subject: `Confirm your ${company.productName} home alert`,
    body: [
      'Hello,',
      '',
      `Someone, we hope you, asked us to e-mail this address new homes that match this search, ${HOW_OFTEN[frequency]}:`,
      '',
      describeSearch(search, communityName),
      '',
      `To start the alert, open this link and press "Confirm": ${confirmUrl}`,
      `The link works for ${CONFIRM_DAYS} days. If you did not ask for this, ignore this mail: nothing more will be sent to you.`,
      '',
      `${company.productName}, ${company.city}, ${company.state}`,
    ].join('\n'),
    payload: { search, frequency },
  };
}

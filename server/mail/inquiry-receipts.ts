import { company } from '@/config';
import { communitiesOfInboxes } from '@/features/inquiries/inboxes';
import { whatHappensNext } from '@/features/inquiries/receipt';
import type { OutboxMail } from '../db/queries/outbox';
import { composeBody } from './compose';

/** The choices of a request a receipt repeats: each one the form offers, checked by the route (decision 027). */
export interface ReceiptChoices {
  floorPlans?: string[];
  moveIn?: string;
  bedrooms?: string;
  answerBy?: string[];
}

const REQUESTS = {
  application: { what: 'rental application request', subject: 'We received your rental application request' },
  contact: { what: 'message', subject: 'We received your message' },
} as const;

/**
 * Issue 27: the receipt of a request or a message, to the address the sender typed. Nobody confirmed that address, so
 * the mail holds nothing the sender wrote (no name, no message, no free field): which communities, what kind of
 * request, the choices the form offers, when to expect an answer and how to reach the office. Replies go to the office.
 */
export function inquiryReceipt(request: keyof typeof REQUESTS, to: string, inboxes: string[], choices: ReceiptChoices): OutboxMail {
  const communities = communitiesOfInboxes(inboxes);
  const { what, subject } = REQUESTS[request];
  const chosen: [string, string | undefined][] = [
    [communities.length > 1 ? 'Communities' : 'Community', communities.join(', ')],
    [(choices.floorPlans?.length ?? 0) > 1 ? 'Floor plans' : 'Floor plan', choices.floorPlans?.join(', ')],
    ['Move-in date', choices.moveIn],
    ['Bedrooms', choices.bedrooms],
    ['Answer by', choices.answerBy?.join(', ')],
  ];
  return {
    kind: 'inquiry-receipt',
    recipients: [to],
    replyTo: inboxes.join(', '),
    subject,
    body: [
      'Hello,',
      '',
      `Thank you for your ${what}. This mail is your receipt: we have it, and nothing more is needed from you for now.`,
      '',
      ...(chosen.some(([, value]) => value) ? [composeBody('What you chose:', chosen), ''] : []),
      whatHappensNext(communities),
      `To write to the office: ${inboxes.join(' or ')}, or reply to this mail.`,
      '',
      `If you did not write to ${company.productName}, someone typed your address in a form on our website; ignore this mail and nothing more will come.`,
    ].join('\n'),
    payload: { request, communities, choices },
  };
}

import { company } from '@/config';
import type { OutboxMail } from '../db/queries/outbox';

/** The invitation page: the key rides in the fragment, so it never reaches a server log or a Referer header. */
export function invitationLink(siteUrl: string, key: string): string {
  return `${siteUrl}/staff/invitation#key=${encodeURIComponent(key)}`;
}

/** Issue 22: an invitation to the office's workspace, to the invited address only. */
export function invitationMail(to: { email: string; name: string }, key: string, siteUrl: string, validHours: number): OutboxMail {
  return {
    kind: 'staff-invitation',
    recipients: [to.email],
    subject: `You are invited to the ${company.productName} office workspace`,
    body: [
      `Hello ${to.name},`,
      '',
      `You have been invited to the ${company.productName} office workspace. Open this link and follow the steps to set up a passkey:`,
      '',
      invitationLink(siteUrl, key),
      '',
      `The link works once, for ${validHours} hours. If you did not expect this invitation, ignore this mail.`,
    ].join('\n'),
    // Nothing secret is kept beside the mail: the key is only in its text.
    payload: {},
  };
}

/** Issue 22: a sign-in code, to the member's own address. */
export function codeMail(email: string, code: string, validMinutes: number): OutboxMail {
  return {
    kind: 'staff-code',
    recipients: [email],
    subject: `Your ${company.productName} sign-in code`,
    body: [
      `Your sign-in code is ${code}.`,
      '',
      `It works once, for ${validMinutes} minutes. Nobody from the office will ever ask you for it.`,
      'If you did not ask for a code, ignore this mail: nobody can sign in without it.',
    ].join('\n'),
    payload: {},
  };
}

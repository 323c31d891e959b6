import nodemailer from 'nodemailer';
import type { CalendarPart, MailHeaders } from '../db/queries/outbox';
import { SEND_DEADLINE_MS } from './delivery';

/** Hands one mail to the mail server; the outbox sender (jobs/outbox-sender.ts) records what became of it. */
export interface Mailer {
  send(mail: { to: string[]; replyTo?: string; subject: string; text: string; calendar?: CalendarPart; headers?: MailHeaders }): Promise<void>;
}

/**
 * nodemailer waits two minutes to connect and ten for a silent socket by default: a mail server that accepts and then
 * says nothing would hold the sender that long for each mail (issue 26).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587, through nodemailer. A send that has not finished by
 * SEND_DEADLINE_MS fails, even from a server that keeps the socket alive with a byte now and then.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the mail server did not take the mail within ${SEND_DEADLINE_MS / 1000} s`)), SEND_DEADLINE_MS);
      });
      // Issue 24: an invitation goes as a text/calendar alternative whose MIME type names the same METHOD as the .ics
      // (`text/calendar; method=REQUEST`): without it Gmail and Outlook show an attachment, not an invitation.
      const icalEvent = mail.calendar && { method: mail.calendar.method, content: mail.calendar.content, filename: 'invite.ics' };
      // Issue 25: an alert's RFC 8058 pair goes through `headers` as composed. nodemailer's `list` option would not do:
      // `list.unsubscribe: [https, mailto]` writes two List-Unsubscribe headers (one URL each), and it has no form
      // for List-Unsubscribe-Post (a `list.unsubscribePost` comes out as a URL in angle brackets).
      const sending = transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, icalEvent, headers: mail.headers });
      sending.catch(() => undefined); // past the deadline its own failure no longer matters
      try {
        await Promise.race([sending, deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

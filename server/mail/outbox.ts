import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { insertOutboxMail, recordDelivery, type OutboxMail } from '../db/queries/outbox';

/** Sends one stored mail; the outbox keeps it whatever happens. */
export interface Mailer {
  send(mail: { to: string[]; replyTo?: string; subject: string; text: string }): Promise<void>;
}

/** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587, through nodemailer. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
    },
  };
}

export interface Logger {
  warn(object: object, message: string): void;
}

/**
 * Stores the mail in the outbox, then sends it when a mailer is configured. A failed send is recorded on the row
 * and logged, not reported to the visitor: the message is kept and an operator sees it with `npm run admin -- outbox`.
 */
export async function storeAndSend(db: Database, mailer: Mailer | undefined, log: Logger, mail: OutboxMail): Promise<number> {
  const id = await insertOutboxMail(db, mail);
  if (!mailer) return id;
  try {
    await mailer.send({ to: mail.recipients, replyTo: mail.replyTo, subject: mail.subject, text: mail.body });
    await recordDelivery(db, id);
  } catch (error) {
    log.warn({ err: error, outboxId: id }, 'mail stored but not sent');
    await recordDelivery(db, id, error instanceof Error ? error.message : String(error));
  }
  return id;
}

/** Keeps the mail in the outbox, marked held, and sends nothing: its recipient has had enough mail lately (issue 26). */
export function storeHeld(db: Database, mail: OutboxMail, now: Date): Promise<number> {
  return insertOutboxMail(db, mail, now);
}

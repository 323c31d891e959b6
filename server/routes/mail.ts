import { applicationRequestSchema } from '@/features/inquiries/applicationSchema';
import { contactMessageSchema } from '@/features/inquiries/contactSchema';
import { contactRecipients, inquiryAddressFor } from '@/features/inquiries/inboxes';
import { chosenBedrooms, chosenMoveIn, floorplanNameCandidates } from '@/features/inquiries/receipt';
import { answerBy, applicationSummary, contactSummary } from '@/features/inquiries/sentSummary';
import type { InquiryAnswer } from '@/features/inquiries/types';
import { requireCaptcha } from '../captcha/captcha';
import type { ApiContext, ApiInstance } from '../context';
import type { Database } from '../db/database';
import { findFloorplanNames } from '../db/queries/floorplans';
import type { OutboxMail } from '../db/queries/outbox';
import { formBody } from '../http/request-schemas';
import { composeBody } from '../mail/compose';
import { inquiryReceipt } from '../mail/inquiry-receipts';
import { officeMailWithCopy } from '../mail/office-with-copy';
import { insertLead, type NewLead } from '../db/queries/leads';
import { applicationLead, contactLead } from '../leads/inquiry-leads';

/**
 * The rental application request and the contact message: validated and queued in the outbox with the sender's
 * receipt (issue 27); the outbox sender sends them when SMTP is set, after the answer (issue 26).
 */
export function registerMailRoutes(app: ApiInstance, { db, captcha, mailQueued, now, write }: ApiContext): void {
  const queueOfficeMail = officeMailWithCopy(db, now);

  /**
   * The office's mail, the sender's receipt and the office's lead, stored together; every receipt to one mailbox shares
   * its count (officeMailWithCopy).
   */
  async function queueWithReceipt(office: OutboxMail, receipt: OutboxMail, lead: NewLead, message: string): Promise<InquiryAnswer> {
    const { id, held } = await queueOfficeMail('inquiry-receipt', office, receipt, (tx) => insertLead(tx, lead));
    mailQueued();
    return { id, message, receiptHeld: held };
  }

  app.post('/api/mail/application', { ...write, schema: { body: formBody(applicationRequestSchema) } }, async (request) => {
    const { captchaResponse, ...application } = request.body;
    await requireCaptcha(captcha, captchaResponse, request.ip);
    const inboxes = [inquiryAddressFor(application.property)];
    const receipt = inquiryReceipt('application', application.email, inboxes, { floorPlans: await storedPlanNames(db, application.address) });
    return queueWithReceipt({
      kind: 'application',
      recipients: inboxes,
      replyTo: application.email,
      subject: application.subject,
      body: composeBody('A rental application request from the website.', [...applicationSummary(application), ['Sent from', application.currentPage]]),
      payload: application,
    }, receipt, applicationLead(application, now()), 'Rental Application Request Sent!');
  });

  app.post('/api/mail/v3/contact', { ...write, schema: { body: formBody(contactMessageSchema) } }, async (request) => {
    const { captchaResponse, ...contact } = request.body;
    await requireCaptcha(captcha, captchaResponse, request.ip);
    const info = contact.additionalInfo;
    const inboxes = contactRecipients(contact);
    const receipt = inquiryReceipt('contact', contact.email, inboxes, {
      floorPlans: await storedPlanNames(db, info.floorPlan),
      moveIn: chosenMoveIn(info.moveInDate),
      bedrooms: chosenBedrooms(info.bedrooms),
      answerBy: answerBy(contact),
    });
    return queueWithReceipt({
      kind: 'contact',
      recipients: inboxes,
      replyTo: contact.email,
      subject: contact.subject || 'Message from the website',
      // The question leads the mail; the lines under it are what the sender's page listed (issue 27).
      body: composeBody(`${contact.name} asks:\n\n${contact.question}`, [
        ...contactSummary(contact).filter(([label]) => label !== 'Question'),
        ['Sent from', contact.currentPage],
      ]),
      payload: contact,
    }, receipt, contactLead(contact, now()), 'Message Sent!');
  });
}

/** The floor plans a free field names that are stored plans: all of it a receipt may repeat. */
const storedPlanNames = (db: Database, field: string) => findFloorplanNames(db, floorplanNameCandidates(field));

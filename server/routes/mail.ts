import { applicationRequestSchema } from '@/features/inquiries/applicationSchema';
import { contactMessageSchema } from '@/features/inquiries/contactSchema';
import { requireCaptcha } from '../captcha/captcha';
import type { ApiContext, ApiInstance } from '../context';
import { insertOutboxMail } from '../db/queries/outbox';
import { formBody } from '../http/request-schemas';
import { composeBody } from '../mail/compose';
import { contactRecipients, inquiryAddressFor } from '../mail/routing';

/**
 * The rental application request and the contact message: validated and queued in the outbox; the outbox sender
 * sends them when SMTP is set, after the answer (issue 26).
 */
export function registerMailRoutes(app: ApiInstance, { db, captcha, mailQueued, write }: ApiContext): void {
  app.post('/api/mail/application', { ...write, schema: { body: formBody(applicationRequestSchema) } }, async (request) => {
    const { captchaResponse, ...application } = request.body;
    await requireCaptcha(captcha, captchaResponse, request.ip);
    const id = await insertOutboxMail(db, {
      kind: 'application',
      recipients: [inquiryAddressFor(application.property)],
      replyTo: application.email,
      subject: application.subject,
      body: composeBody('A rental application request from the website.', [
        ['Name', application.name],
        ['Email', application.email],
        ['Phone', application.phone],
        ['Community', application.property],
        ['Address or floor plan', application.address],
        ['Questions', application.questions],
        ['Sent from', application.currentPage],
      ]),
      payload: application,
    });
    mailQueued();
    return { id, message: 'Rental Application Request Sent!' };
  });

  app.post('/api/mail/v3/contact', { ...write, schema: { body: formBody(contactMessageSchema) } }, async (request) => {
    const { captchaResponse, ...contact } = request.body;
    await requireCaptcha(captcha, captchaResponse, request.ip);
    const info = contact.additionalInfo;
    const preferred = [contact.emailPreferred && 'email', contact.phonePreferred && 'phone call', contact.textPreferred && 'text'].filter(Boolean);
    const id = await insertOutboxMail(db, {
      kind: 'contact',
      recipients: contactRecipients(contact),
      replyTo: contact.email,
      subject: contact.subject || 'Message from the website',
      body: composeBody(`${contact.name} asks:\n\n${contact.question}`, [
        ['Name', contact.name],
        ['Email', contact.email],
        ['Phone', contact.phone],
        ['Answer by', preferred.join(', ')],
        ['Communities', contact.communities],
        ['Bedrooms', info.bedrooms],
        ['Move-in date', info.moveInDate],
        ['Amenities', info.amenities],
        ['Pets', info.pets],
        ['Floor plan', info.floorPlan],
        ['Heard about us', info.hearAboutUs],
        ['Rent range', `$${info.lowerRent} - $${info.upperRent}`],
        ['Sent from', contact.currentPage],
      ]),
      payload: contact,
    });
    mailQueued();
    return { id, message: 'Message Sent!' };
  });
}

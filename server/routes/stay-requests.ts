import { stayQuote, unpricedMessage } from '@/features/cost/stayPrice';
import { STAY_REQUEST_MESSAGES, stayRequestSchema, type StayRequestAnswer } from '@/features/cost/stayRequest';
import { requireCaptcha } from '../captcha/captcha';
import { isoDate } from '../calendar/dates';
import type { ApiContext, ApiInstance } from '../context';
import { findFloorplan } from '../db/queries/floorplans';
import { badRequest, notFound } from '../http/errors';
import { formBody } from '../http/request-schemas';
import { insertLead } from '../db/queries/leads';
import { stayLead } from '../leads/inquiry-leads';
import { officeMailWithCopy } from '../mail/office-with-copy';
import { RECIPIENT_COOLDOWNS } from '../mail/recipient-cooldown';
import { stayConfirmationMail, stayRequestMail } from '../mail/stay-mails';

const { mails: confirmations, window: confirmationWindow } = RECIPIENT_COOLDOWNS['stay-confirmation'];

/**
 * Issue 27, "Request these dates" on a short-term plan. The API prices the stay itself, from its own copy of the plan
 * with the site's `stayQuote` and the lodging taxes of its environment (a price the browser might send is not even read), then queues the request with its
 * quote for the community's inbox and a confirmation for the renter, both in one transaction.
 */
export function registerStayRequestRoutes(app: ApiInstance, { db, captcha, mailQueued, now, stayTaxes, write }: ApiContext): void {
  const queueOfficeMail = officeMailWithCopy(db, now);

  app.post('/api/mail/stay-request', { ...write, schema: { body: formBody(stayRequestSchema) } }, async (request, reply) => {
    const { captchaResponse, ...stay } = request.body;
    const plan = await findFloorplan(db, stay.floorplanId);
    if (!plan?.shortTerm || !plan.active || !plan.property.active) throw notFound(`Floor plan ${stay.floorplanId} has no short-term stays`);
    const quote = stayQuote(plan.shortTerm, stay.arrival, stay.departure, isoDate(now()), stayTaxes);
    if (quote.kind !== 'priced') throw badRequest(unpricedMessage(quote));
    await requireCaptcha(captcha, captchaResponse, request.ip);
    // The renter's address is whatever was typed: past its count the request still reaches the office, and only the
    // confirmation is kept held, never sent (decision 020).
    const { id, held } = await queueOfficeMail('stay-confirmation', stayRequestMail(stay, plan, quote), stayConfirmationMail(stay, plan, quote), (tx) =>
      insertLead(tx, stayLead(stay, plan, quote, now())),
    );
    mailQueued();
    const answer: StayRequestAnswer = {
      id,
      message: held ? STAY_REQUEST_MESSAGES.mailHeld(confirmations, confirmationWindow) : STAY_REQUEST_MESSAGES.sent,
      quote,
      confirmationMailHeld: held,
    };
    return reply.code(201).header('Cache-Control', 'no-store').send(answer);
  });
}

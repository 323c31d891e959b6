import { z } from 'zod';
import type { PostedSublet } from '@/features/sublets/types';
import { CONFIRMATION_HOURS, isListed } from '@/features/sublets/listingLife';
import { subletFieldsSchema, subletMessageSchema } from '@/features/sublets/schema';
import { requireCaptcha } from '../captcha/captcha';
import type { ApiContext, ApiInstance } from '../context';
import { deleteFolderAssets } from '../db/queries/assets';
import { insertOutboxMail } from '../db/queries/outbox';
import { deleteSublet, findListedSublets, findSublet, findSubletByAssetKey, insertSublet } from '../db/queries/sublets';
import { halAll } from '../http/hal';
import { found, HttpError, refuseProblem } from '../http/errors';
import { captchaQuery, formBody, idParams, projection } from '../http/request-schemas';
import { composeBody } from '../mail/compose';
import { RECIPIENT_COOLDOWNS, recipientCooldowns } from '../mail/recipient-cooldown';
import { newKey } from '../security/secrets';
import { isoDate } from '../calendar/dates';
import { subletFieldsProblem } from '../sublets/fields';
import { registerSubletLifeRoutes } from './sublets-life';
import { postedMail } from '../mail/sublet-mails';
import { ownedSublet, subletKeyOf } from '../sublets/owner';
import { registerSubletReportRoutes } from './sublets-reports';

export const POSTED_MESSAGE = `Your sublet is stored: confirm it within ${CONFIRMATION_HOURS} hours with the link in the mail we send you. Keep your private link.`;
const { mails: postedMails, window: postedWindow } = RECIPIENT_COOLDOWNS['sublet-posted'];
export const POSTED_MAIL_HELD_MESSAGE = `Your sublet is stored, but its confirmation mail was not sent: this address already got ${postedMails} in the last ${postedWindow}. Keep your private link; a listing not confirmed within ${CONFIRMATION_HOURS} hours is removed.`;
export const MESSAGES_HELD_MESSAGE = `The poster of this sublet has received many messages in the last ${RECIPIENT_COOLDOWNS['sublet-message'].window}: please try again later`;

/**
 * The sublet board: the public list, the owner's view by key, posting, deleting and messaging an owner; with the
 * listing's life (confirmation, renewal) and reports; the upkeep job of issue 17 is scheduled by plugins/jobs.ts.
 */
export function registerSubletRoutes(app: ApiInstance, context: ApiContext): void {
  const { db, captcha, mailQueued, uploads, now, write, read, siteUrl } = context;
  const takeRecipientTurn = recipientCooldowns(db);
  registerSubletLifeRoutes(app, context);
  registerSubletReportRoutes(app, context);

  const listedSchema = { querystring: z.object({ projection: projection(['withId']) }) };
  app.get('/api/data/sublets/search/findByActiveTrueAndApprovedTrue', { ...read, schema: listedSchema }, async () => halAll('sublets', await findListedSublets(db, now())));

  const byKeySchema = { querystring: z.object({ projection: projection(['withId']), assetKey: z.string('assetKey is required').min(1, 'assetKey is required') }) };
  app.get('/api/data/sublets/search/byAssetKey', { ...read, schema: byKeySchema }, async (request, reply) => {
    // The owner's data and key: no browser or proxy cache may keep a copy (issue 15).
    reply.header('Cache-Control', 'no-store');
    const { assetKey } = request.query;
    return found(await findSubletByAssetKey(db, assetKey), 'Sublet not found');
  });

  app.post('/api/admin/sublets', { ...write, schema: { querystring: captchaQuery, body: formBody(subletFieldsSchema) } }, async (request, reply) => {
    const fields = request.body;
    refuseProblem(subletFieldsProblem(fields, isoDate(now())));
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    // The confirmation key travels only by mail: opening it proves the address is the poster's (issue 17). The
    // address is whatever was typed, so it gets a few of these mails a day, however many clients post (issue 26);
    // past that the post is still stored and answered with its key, and its mail is kept held, never sent. The turn is
    // taken before the transaction: its keyed hash may first read its secret through `db`, which on PGlite waits for
    // an open transaction to end.
    const held = !(await takeRecipientTurn('sublet-posted', fields.email, now()));
    const confirmKey = newKey(24);
    // The sublet and its mail commit together; the answer never waits for the mail server (issue 26).
    const sublet = await db.transaction(async (tx) => {
      const stored = await insertSublet(tx, {
        ...fields,
        // 192 random bits: the key is the only proof of ownership, so it must not be guessable.
        assetKey: newKey(24),
        confirmKey,
        folderId: `sublet-${newKey(12)}`,
        postedAt: now(),
      });
      await insertOutboxMail(tx, postedMail(stored, confirmKey, siteUrl), held ? now() : undefined);
      return stored;
    });
    if (!held) mailQueued();
    const answer: PostedSublet = { ...sublet, message: held ? POSTED_MAIL_HELD_MESSAGE : POSTED_MESSAGE, confirmationMailHeld: held };
    return reply.code(201).header('Cache-Control', 'no-store').send(answer);
  });

  app.delete('/api/admin/sublets/:id', { ...write, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const sublet = await ownedSublet(db, id, subletKeyOf(request.headers), 'delete');
    const files = await db.transaction(async (tx) => {
      const orphans = await deleteFolderAssets(tx, sublet.photosFolderId!);
      await deleteSublet(tx, id);
      return orphans;
    });
    await uploads.remove(files);
    return { message: 'Sublet Deleted!' };
  });

  const messageSchema = { params: idParams, querystring: captchaQuery, body: formBody(subletMessageSchema) };
  app.post('/api/admin/sublets/:id/message', { ...write, schema: messageSchema }, async (request) => {
    const { id } = request.params;
    const message = request.body;
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    const sublet = await findSublet(db, id);
    if (!sublet || !isListed(sublet, now())) throw new HttpError(404, 'This sublet is no longer listed');
    // Refused rather than kept unsent: the visitor still has the text and can send it later (issue 26).
    if (!(await takeRecipientTurn('sublet-message', sublet.email, now()))) throw new HttpError(429, MESSAGES_HELD_MESSAGE);
    // The owner answers by replying; the visitor never learns the owner's address.
    await insertOutboxMail(db, {
      kind: 'sublet-message',
      recipients: [sublet.email],
      replyTo: message.email,
      subject: `Message about your sublet: ${sublet.title}`,
      body: composeBody(`${message.name} wrote about your sublet listing "${sublet.title}" (${sublet.address}):`, [
        ['Name', message.name],
        ['Email', message.email],
        ['Message', message.message],
      ]),
      payload: message,
      subletId: id,
    });
    mailQueued();
    return { message: 'Message Sent!' };
  });
}

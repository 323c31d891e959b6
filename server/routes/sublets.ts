import type { FastifyInstance } from 'fastify';
import { isListed } from '@/features/sublets/listingLife';
import { subletFieldsSchema, subletMessageSchema } from '@/features/sublets/schema';
import { requireCaptcha } from '../security/captcha';
import type { ApiContext } from '../context';
import { deleteFolderAssets } from '../db/queries/assets';
import { deleteSublet, findListedSublets, findSublet, findSubletByAssetKey, insertSublet } from '../db/queries/sublets';
import { halAll } from '../http/hal';
import { badRequest, found, HttpError, parseOr400, refuseProblem } from '../http/errors';
import { composeBody } from '../mail/compose';
import { storeAndSend } from '../mail/outbox';
import { newKey } from '../security/secrets';
import { isoDate } from '../rules/dates';
import { subletFieldsProblem } from '../rules/sublet-fields';
import { positiveId, projectionOf, type Query } from './params';
import { registerSubletLifeRoutes } from './sublets-life';
import { postedMail } from './sublets-mail';
import { ownedSublet, subletKeyOf } from './sublets-owner';
import { registerSubletReportRoutes } from './sublets-reports';
import { registerSubletUpkeep } from './sublets-upkeep';

/**
 * The sublet board: the public list, the owner's view by key, posting, deleting and messaging an owner; with the
 * listing's life (confirmation, renewal), reports and the upkeep job of issue 17.
 */
export function registerSubletRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, captcha, mailer, uploads, now, write, read, siteUrl } = context;
  registerSubletLifeRoutes(app, context);
  registerSubletReportRoutes(app, context);
  registerSubletUpkeep(app, context);

  app.get<{ Querystring: Query }>('/api/data/sublets/search/findByActiveTrueAndApprovedTrue', read, async (request) => {
    projectionOf(request.query, ['withId']);
    return halAll('sublets', await findListedSublets(db, now()));
  });

  app.get<{ Querystring: Query }>('/api/data/sublets/search/byAssetKey', read, async (request, reply) => {
    projectionOf(request.query, ['withId']);
    // The owner's data and key: no browser or proxy cache may keep a copy (issue 15).
    reply.header('Cache-Control', 'no-store');
    const { assetKey } = request.query;
    if (typeof assetKey !== 'string' || assetKey === '') throw badRequest('assetKey is required');
    return found(await findSubletByAssetKey(db, assetKey), 'Sublet not found');
  });

  app.post<{ Querystring: Query }>('/api/admin/sublets', write, async (request, reply) => {
    const fields = parseOr400(subletFieldsSchema, request.body);
    refuseProblem(subletFieldsProblem(fields, isoDate(now())));
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    const confirmKey = newKey(24);
    const sublet = await insertSublet(db, {
      ...fields,
      // 192 random bits: the key is the only proof of ownership, so it must not be guessable.
      assetKey: newKey(24),
      confirmKey,
      folderId: `sublet-${newKey(12)}`,
      postedAt: now(),
    });
    // The confirmation key travels only by mail: opening it proves the address is the poster's (issue 17).
    await storeAndSend(db, mailer, request.log, postedMail(sublet, confirmKey, siteUrl));
    return reply.code(201).header('Cache-Control', 'no-store').send(sublet);
  });

  app.delete<{ Params: { id: string } }>('/api/admin/sublets/:id', write, async (request) => {
    const id = positiveId(request.params.id, 'id');
    const sublet = await ownedSublet(db, id, subletKeyOf(request.headers), 'delete');
    const files = await db.transaction(async (tx) => {
      const orphans = await deleteFolderAssets(tx, sublet.photosFolderId!);
      await deleteSublet(tx, id);
      return orphans;
    });
    await uploads.remove(files);
    return { message: 'Sublet Deleted!' };
  });

  app.post<{ Params: { id: string }; Querystring: Query }>('/api/admin/sublets/:id/message', write, async (request) => {
    const id = positiveId(request.params.id, 'id');
    const message = parseOr400(subletMessageSchema, request.body);
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    const sublet = await findSublet(db, id);
    if (!sublet || !isListed(sublet, now())) throw new HttpError(404, 'This sublet is no longer listed');
    // The owner answers by replying; the visitor never learns the owner's address.
    await storeAndSend(db, mailer, request.log, {
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
    return { message: 'Message Sent!' };
  });
}

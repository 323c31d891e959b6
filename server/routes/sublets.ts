import type { FastifyInstance } from 'fastify';
import { subletFieldsSchema, subletMessageSchema } from '@/features/sublets/schema';
import { SUBLET_KEY_HEADER } from '@/lib/shared/apiTexts';
import { requireCaptcha } from '../security/captcha';
import type { ApiContext } from '../context';
import { deleteFolderAssets } from '../db/queries/assets';
import { deleteSublet, findListedSublets, findSublet, findSubletByAssetKey, insertSublet } from '../db/queries/sublets';
import { halAll } from '../http/hal';
import { badRequest, found, HttpError, parseOr400, refuseProblem } from '../http/errors';
import { composeBody } from '../mail/compose';
import { storeAndSend } from '../mail/outbox';
import { newKey, sameSecret } from '../security/secrets';
import { isoDate } from '../rules/dates';
import { subletFieldsProblem } from '../rules/sublet-fields';
import { isListed, listingCutoff } from '../rules/sublet-listing';
import { positiveId, projectionOf, type Query } from './params';


/** The sublet board: the public list, the owner's view by key, posting, deleting and messaging an owner. */
export function registerSubletRoutes(app: FastifyInstance, { db, captcha, mailer, uploads, now, write, read }: ApiContext): void {
  app.get<{ Querystring: Query }>('/api/data/sublets/search/findByActiveTrueAndApprovedTrue', read, async (request) => {
    projectionOf(request.query, ['withId']);
    return halAll('sublets', await findListedSublets(db, listingCutoff(now())));
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
    const sublet = await insertSublet(db, {
      ...fields,
      // 192 random bits: the key is the only proof of ownership, so it must not be guessable.
      assetKey: newKey(24),
      folderId: `sublet-${newKey(12)}`,
    });
    return reply.code(201).header('Cache-Control', 'no-store').send(sublet);
  });

  app.delete<{ Params: { id: string } }>('/api/admin/sublets/:id', write, async (request) => {
    const id = positiveId(request.params.id, 'id');
    const sublet = found(await findSublet(db, id), `Sublet ${id} not found`);
    if (!sameSecret(request.headers[SUBLET_KEY_HEADER.toLowerCase()], sublet.assetKey)) {
      throw new HttpError(403, `Only the poster of this sublet can delete it: send its key in the ${SUBLET_KEY_HEADER} header`);
    }
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

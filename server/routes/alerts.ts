import { z } from 'zod';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { alertChangeSchema, alertSignupSchema } from '@/features/alerts/schema';
import { alertUnsubscribePath, ALERT_MESSAGES, type AlertsStopped, type AlertSignupAnswer, type AlertUnsubscribed } from '@/features/alerts/types';
import { alertSignups } from '../alerts/signups';
import { requireCaptcha } from '../captcha/captcha';
import type { ApiContext, ApiInstance } from '../context';
import { PRIVATE_HEADERS } from '../http/private-answer';
import { captchaQuery, formBody, linkKey, recordId } from '../http/request-schemas';

const alertKey = (what: string) => linkKey(`This ${what} link is not valid: check that it was copied whole from the mail`);
const keyParams = (what: string) => z.object({ key: alertKey(what) });
const alertParams = z.object({ key: alertKey('manage'), id: recordId('id') });

/**
 * Issue 25, alerts by e-mail (the contract: src/features/alerts/types.ts). Reads by a key never change anything; only
 * the POSTs (and the manage page's PATCH and DELETE) act, so a mail scanner that opens every link confirms and stops
 * nothing.
 */
export function registerAlertRoutes(app: ApiInstance, context: ApiContext): void {
  const { captcha, write } = context;
  const alerts = alertSignups(context);

  app.post('/api/alerts', { ...write, schema: { querystring: captchaQuery, body: formBody(alertSignupSchema) } }, async (request, reply) => {
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    await alerts.signUp(request.body);
    // The same answer whether the address got a mail, had one lately or signed up before: it tells nobody anything.
    const answer: AlertSignupAnswer = { message: ALERT_MESSAGES.signedUp };
    return reply.code(202).header('Cache-Control', 'no-store').send(answer);
  });

  app.post('/api/alerts/confirm/:key', { ...write, schema: { params: keyParams('confirmation') } }, async (request, reply) => {
    return reply.headers(PRIVATE_HEADERS).send(await alerts.confirm(request.params.key));
  });

  app.get('/api/alerts/manage/:key', { schema: { params: keyParams('manage') } }, async (request, reply) => {
    return reply.headers(PRIVATE_HEADERS).send(await alerts.list(request.params.key));
  });

  app.patch('/api/alerts/manage/:key/searches/:id', { ...write, schema: { params: alertParams, body: formBody(alertChangeSchema) } }, async (request, reply) => {
    const { key, id } = request.params;
    return reply.headers(PRIVATE_HEADERS).send(await alerts.change(key, id, request.body));
  });

  app.delete('/api/alerts/manage/:key/searches/:id', { ...write, schema: { params: alertParams } }, async (request, reply) => {
    const { key, id } = request.params;
    await alerts.remove(key, id);
    return reply.code(204).headers(PRIVATE_HEADERS).send();
  });

  // "Stop all alerts to this address": the manage key proves the address already (it opens the page that deletes each
  // alert), so it is the key of this too. Answers the same when nothing was left to stop: pressing twice is fine.
  app.post('/api/alerts/manage/:key/stop-all', { ...write, schema: { params: keyParams('manage') } }, async (request, reply) => {
    await alerts.stopAll(request.params.key);
    const answer: AlertsStopped = { message: ALERT_MESSAGES.allStopped };
    return reply.headers(PRIVATE_HEADERS).send(answer);
  });

  // The address of List-Unsubscribe. A mail client that opens it shows the page with the button; nothing changes.
  app.get('/api/alerts/unsubscribe/:key', { schema: { params: keyParams('unsubscribe') } }, async (request, reply) => {
    return reply.code(303).headers(PRIVATE_HEADERS).redirect(alertUnsubscribePath(request.params.key), 303);
  });

  // RFC 8058 one-click: the mailbox provider POSTs `List-Unsubscribe=One-Click` (a form body) with no cookie and no
  // sign-in; the page's button posts the same. The 256-bit key is the only proof, so the body is not read. Not behind
  // the per-client write limit: one provider's servers post every unsubscribe of its users.
  void app.register(async (plugin) => {
    const oneClick = plugin.withTypeProvider<ZodTypeProvider>();
    plugin.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    oneClick.post('/api/alerts/unsubscribe/:key', { schema: { params: keyParams('unsubscribe') } }, async (request, reply) => {
      await alerts.unsubscribe(request.params.key);
      const answer: AlertUnsubscribed = { message: ALERT_MESSAGES.unsubscribed };
      return reply.headers(PRIVATE_HEADERS).send(answer);
    });
  });
}

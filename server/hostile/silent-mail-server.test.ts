import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostedSublet } from '@/features/sublets/types';
import { smtpMailer } from '../mail/outbox';
import { startTestApi, type TestApi } from '../test/api';
import { silentMailServer, type TestMailServer } from '../test/mail-server';
import { postSublet, subletBody } from '../test/sublets';

/**
 * Issue 26: a mail server that accepts the connection and never answers held the sublet post until the visitor's
 * connection was dropped (30 s); the sublet was stored by then, so the poster never saw their private link. The post
 * now answers from the database alone; a job sends the mail when the server speaks.
 */
let mailServer: TestMailServer;
let api: TestApi;
beforeAll(async () => {
  mailServer = await silentMailServer();
  api = await startTestApi({ mailer: smtpMailer(mailServer.url, 'Limestone Living <sublets@example.com>') });
});
afterAll(async () => {
  await api.close();
  await mailServer.close();
});

const stateOf = async (subletId: number) =>
  (await api.db.query<{ state: string }>("SELECT state FROM outbox WHERE kind = 'sublet-posted' AND sublet_id = $1", [subletId]))[0]?.state;

describe('issue 26 a silent mail server cannot hold a sublet post', () => {
  it('issue 26 silent SMTP: the post answers 201 with the private link while the mail server has not said a word; the mail goes out once it answers', async () => {
    const started = Date.now();
    const answer = await Promise.race([
      postSublet(api, subletBody({ title: 'Posted while mail hangs' })),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 2 s: the post waits for the mail server')), 2_000)),
    ]);
    expect(answer.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);
    const sublet = answer.json<PostedSublet>();
    expect(sublet.assetKey).toMatch(/^[\w-]{32}$/);
    expect(sublet.confirmationMailHeld).toBe(false);

    // The sender has reached the mail server, which still has not greeted it: the mail waits, queued.
    await mailServer.connected();
    expect(mailServer.received).toHaveLength(0);
    expect(await stateOf(sublet.id)).toBe('queued');

    mailServer.answer();
    await vi.waitFor(() => expect(mailServer.received).toHaveLength(1), { timeout: 10_000 });
    const [mail] = mailServer.received;
    expect(mail.to).toEqual(['casey.morgan@example.com']);
    expect(mail.data).toContain(`/sublets/${sublet.assetKey}`);
    await vi.waitFor(async () => expect(await stateOf(sublet.id)).toBe('sent'));
    expect(mailServer.connections()).toBe(1);
  });
});

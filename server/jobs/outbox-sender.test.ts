import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { insertOutboxMail, type OutboxMail } from '../db/queries/outbox';
import { MAIL_TRIES } from '../mail/delivery';
import { smtpMailer, type Mailer } from '../mail/outbox';
import { freshDatabase } from '../test/database';
import { silentMailServer } from '../test/mail-server';
import { outboxSenderJob, sendDueMails } from './outbox-sender';
import { JobRunner } from './schedule';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase('empty');
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM outbox');
});

const mail = (n: number): OutboxMail => ({ kind: 'contact', recipients: ['inbox@example.com'], subject: `Mail ${n}`, body: `Body ${n}`, payload: {} });

/** A mailer that takes a moment per mail, as SMTP does, and counts what it was handed. */
function countingMailer(handed: string[]): Mailer {
  return {
    async send({ subject }) {
      await sleep(1);
      handed.push(subject);
    },
  };
}

const silentLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

interface Row {
  state: string;
  tries: number;
  nextTryAt: string | null;
  sendError: string | null;
}
const rowOf = async (id: number) =>
  (await db.query<Row>('SELECT state, tries, next_try_at AS "nextTryAt", send_error AS "sendError" FROM outbox WHERE id = $1', [id]))[0];

describe('issue 26 the outbox sender of several processes sends each mail once', () => {
  it('issue 26 two senders (two apps on one database) started at once over 150 queued mails send each of them exactly once', async () => {
    for (let n = 1; n <= 150; n += 1) await insertOutboxMail(db, mail(n));
    const first: string[] = [];
    const second: string[] = [];
    const senderOf = (handed: string[]) => new JobRunner(outboxSenderJob({ db, mailer: countingMailer(handed) }), () => new Date(), silentLog);
    await Promise.all([senderOf(first).nudge(), senderOf(second).nudge()]);

    const handed = [...first, ...second];
    expect(handed).toHaveLength(150);
    expect(new Set(handed).size).toBe(150);
    expect(await db.query("SELECT id FROM outbox WHERE state <> 'sent'")).toEqual([]);
  });
});

describe('issue 26 a failed try is tried again later, then given up', () => {
  const failing = (error: Error): Mailer => ({
    async send() {
      throw error;
    },
  });
  const running = new AbortController().signal;

  it(`issue 26 retries with growing waits, each due only from its time, and gives up after ${MAIL_TRIES} tries with the error kept and logged without the address`, async () => {
    const id = await insertOutboxMail(db, mail(1));
    const warnings: object[] = [];
    const log = { warn: (details: object) => void warnings.push(details) };
    const refusal = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525 for inbox@example.com'), { code: 'ESOCKET' });
    let clock = new Date('2026-11-25T12:00:00Z');
    const run = () => sendDueMails({ db, mailer: failing(refusal) }, () => clock, log, running);

    expect(await run()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(id)).toEqual({ state: 'queued', tries: 1, nextTryAt: '2026-11-25T12:01:00.000Z', sendError: refusal.message });
    clock = new Date('2026-11-25T12:00:59Z');
    expect(await run()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    for (let tries = 2; tries <= MAIL_TRIES; tries += 1) {
      clock = new Date((await rowOf(id)).nextTryAt!);
      await run();
      expect((await rowOf(id)).tries).toBe(tries);
    }
    expect(await rowOf(id)).toMatchObject({ state: 'failed', tries: MAIL_TRIES, nextTryAt: null });
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await run()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(warnings).toEqual([{ outboxId: id, tries: MAIL_TRIES, code: 'ESOCKET', responseCode: undefined }]);
    expect(JSON.stringify(warnings)).not.toContain('example.com');
  });

  it('issue 26 a mail the mail server refuses for good (5xx) is failed at once', async () => {
    const id = await insertOutboxMail(db, mail(2));
    const rejected = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
    expect(await sendDueMails({ db, mailer: failing(rejected) }, () => new Date(), { warn: () => undefined }, running)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ state: 'failed', tries: 1, sendError: '550 5.1.1 mailbox unavailable' });
  });

  it('issue 26 a held mail is never sent', async () => {
    const held = await insertOutboxMail(db, mail(3), new Date());
    const handed: string[] = [];
    await sendDueMails({ db, mailer: countingMailer(handed) }, () => new Date(), { warn: () => undefined }, running);
    expect(handed).toEqual([]);
    expect((await rowOf(held)).state).toBe('held');
  });
});

describe('issue 26 the sender stops at a safe point', () => {
  it('issue 26 on stop it leaves a mail the mail server has not taken, due again at once for any sender, and claims no other', async () => {
    const [hung, next] = [await insertOutboxMail(db, mail(4)), await insertOutboxMail(db, mail(5))];
    let handedOver: () => void = () => undefined;
    const handing = new Promise<void>((resolve) => (handedOver = resolve));
    const silent: Mailer = {
      send: () => {
        handedOver();
        return new Promise(() => undefined);
      },
    };
    const sender = new JobRunner(outboxSenderJob({ db, mailer: silent }), () => new Date(), silentLog);
    const run = sender.nudge();
    await handing;
    await sender.stop();
    await run;
    expect(await rowOf(hung)).toMatchObject({ state: 'queued', tries: 1, nextTryAt: null });
    expect(await rowOf(next)).toMatchObject({ state: 'queued', tries: 0, nextTryAt: null });
  });
});

describe('issue 25 sending: headers the server composes reach the mail server', () => {
  it('issue 25 sending: a queued mail with RFC 8058 headers arrives over SMTP with exactly one List-Unsubscribe (https and mailto) and List-Unsubscribe-Post', async () => {
    const mailServer = await silentMailServer();
    mailServer.answer();
    try {
      const oneClick = `https://homes.example.org/api/alerts/unsubscribe/${'k'.repeat(43)}`;
      const headers = { 'List-Unsubscribe': `<${oneClick}>, <mailto:inbox@example.com?subject=Stop%20alert%207>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
      await insertOutboxMail(db, { ...mail(1), kind: 'alert-instant', headers });
      const report = await sendDueMails({ db, mailer: smtpMailer(mailServer.url, 'Limestone Living <alerts@example.com>') }, () => new Date(), silentLog, new AbortController().signal);
      expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });

      const [received] = mailServer.received;
      // The header block, its folded lines joined again (RFC 5322 unfolding).
      const head = received.data.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
      const lines = head.split('\r\n');
      expect(lines.filter((line) => /^List-Unsubscribe:/i.test(line))).toEqual([`List-Unsubscribe: ${headers['List-Unsubscribe']}`]);
      expect(lines.filter((line) => /^List-Unsubscribe-Post:/i.test(line))).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
    } finally {
      await mailServer.close();
    }
  });
});

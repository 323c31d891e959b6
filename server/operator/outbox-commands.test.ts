import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutboxMail, type OutboxMail } from '../db/queries/outbox';
import { startTestApi, type TestApi } from '../test/api';
import { operatorContext } from '../test/sublets';
import { runOperatorCommand, type OperatorCommand } from './commands';

const OPERATOR_KEY = 'k'.repeat(32);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty', operatorKey: OPERATOR_KEY });
});
afterAll(() => api.close());

const mail = (subject: string): OutboxMail => ({ kind: 'contact', recipients: ['inbox@example.com'], subject, body: 'Hello', payload: {} });
const run = (command: OperatorCommand) => runOperatorCommand(operatorContext(api), command, api.now());
/** The command as the CLI sends it to a running server. */
const askServer = (command: OperatorCommand) =>
  api.app.inject({ method: 'POST', url: '/api/admin/operator', headers: { 'x-operator-key': OPERATOR_KEY }, payload: command, remoteAddress: '127.0.0.1' });

async function mailIn(state: 'queued' | 'sent' | 'failed' | 'held', subject: string): Promise<number> {
  const id = await insertOutboxMail(api.db, mail(subject), state === 'held' ? new Date('2026-11-25T12:00:00Z') : undefined);
  if (state === 'sent') await api.db.query("UPDATE outbox SET state = 'sent', tries = 1, sent_at = '2026-11-25T12:00:00Z' WHERE id = $1", [id]);
  if (state === 'failed') await api.db.query("UPDATE outbox SET state = 'failed', tries = 10, send_error = 'Greeting never received' WHERE id = $1", [id]);
  return id;
}

const stateOf = async (id: number) => (await api.db.query<{ state: string; tries: number }>('SELECT state, tries FROM outbox WHERE id = $1', [id]))[0];

describe('issue 26 npm run admin -- outbox shows what became of each mail', () => {
  it('issue 26 lists state, tries and last error under the count of each state, and one mail whole says when it is tried next', async () => {
    const failed = await mailIn('failed', 'Gave up');
    const queued = await mailIn('queued', 'Waiting');
    const report = await run({ name: 'outbox' });
    expect(report.message).toMatch(/^In all: 1 queued, 0 sent, 1 failed, 0 held\./);
    expect(report.table?.columns).toEqual(['ID', 'CREATED', 'KIND', 'TO', 'SUBJECT', 'STATE', 'TRIES', 'LAST ERROR']);
    const rows = report.table!.rows;
    expect(rows.find((row) => row[0] === String(failed))?.slice(5)).toEqual(['failed', '10', 'Greeting never received']);
    expect(rows.find((row) => row[0] === String(queued))?.slice(5)).toEqual(['queued', '0', '']);
    expect((await run({ name: 'outbox', id: failed })).message).toContain(`Status: failed after 10 tries; last error: Greeting never received (\`outbox retry ${failed}\` queues it again)`);
  });
});

describe('issue 25 npm run admin -- outbox ID shows the headers the server composed', () => {
  it("issue 25 an alert's List-Unsubscribe and List-Unsubscribe-Post are shown under its subject; a mail without any shows none", async () => {
    const headers = { 'List-Unsubscribe': '<https://homes.example.org/api/alerts/unsubscribe/k>, <mailto:stop@example.org?subject=Stop%20alert%207>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    const alert = await insertOutboxMail(api.db, { ...mail('1 new home for your alert'), kind: 'alert-instant', headers });
    const plain = await insertOutboxMail(api.db, mail('No headers'));
    const shown = (await run({ name: 'outbox', id: alert })).message!.split('\n');
    expect(shown.slice(1, 4)).toEqual([
      'Subject: 1 new home for your alert',
      `List-Unsubscribe: ${headers['List-Unsubscribe']}`,
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    ]);
    expect((await run({ name: 'outbox', id: plain })).message).not.toContain('List-Unsubscribe');
  });
});

describe('issue 26 npm run admin -- outbox retry ID', () => {
  it('issue 26 queues a failed mail again with a full set of tries; the server sends it', async () => {
    const id = await mailIn('failed', 'Try me again');
    const answer = await askServer({ name: 'retry', id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(`Mail ${id} is queued again; the server sends it (\`outbox ${id}\` shows how it went).`);
    expect(await stateOf(id)).toEqual({ state: 'queued', tries: 0 });
  });

  it.each([
    ['sent', (id: number) => `Mail ${id} was sent 2026-11-25T12:00:00.000Z; only a failed mail can be retried`],
    ['held', (id: number) => `Mail ${id} is held (its recipient had had enough mail lately); a held mail is never sent`],
    ['queued', (id: number) => `Mail ${id} is queued already (0 tries so far); the server sends it`],
  ] as const)('issue 26 refuses a %s mail with 409 and says why, and leaves it as it was', async (state, message) => {
    const id = await mailIn(state, `Already ${state}`);
    const answer = await askServer({ name: 'retry', id });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: message(id) });
    expect((await stateOf(id)).state).toBe(state);
  });

  it('issue 26 answers 404 for a mail that is not in the outbox', async () => {
    const answer = await askServer({ name: 'retry', id: 999_999 });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No mail with id 999999 in the outbox' });
  });
});

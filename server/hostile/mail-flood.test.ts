import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostedSublet, Sublet } from '@/features/sublets/types';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { createSublet, subletBody } from '../test/sublets';
import type { Mailer } from '../mail/outbox';

/**
 * Issue 26: a sublet post mails the address typed in the form, from the company's sender. Rotating client addresses
 * got around the per-client write limit, so one visitor could mail a stranger 30 times a minute. The cooldown is the
 * recipient's: however many clients ask, an address gets a bounded number of these mails.
 */
let api: TestApi;
const sent: { to: string[]; subject: string; text: string }[] = [];
const mailer: Mailer = {
  async send(mail) {
    sent.push(mail);
  },
};
beforeAll(async () => {
  api = await startTestApi({ mailer });
});
afterAll(() => api.close());

const sentTo = (address: string) => sent.filter((mail) => mail.to.includes(address)).length;

/** `POST api/admin/sublets` from the client at `remoteAddress`, with a captcha token of its own. */
async function postFrom(remoteAddress: string, overrides: Record<string, unknown>) {
  const token = await api.captchaToken();
  return api.app.inject({ method: 'POST', url: `/api/admin/sublets?captchaResponse=${encodeURIComponent(token)}`, payload: subletBody(overrides), remoteAddress });
}

describe('issue 26 a sublet post cannot be used to mail anyone', () => {
  it('issue 26 mail flood: 30 posts to one address from 30 clients send it 3 confirmation mails; every post is stored and answers its private link', async () => {
    const victim = 'victim.one@example.org';
    const answers = [];
    for (let n = 1; n <= 30; n += 1) answers.push(await postFrom(`198.51.100.${n}`, { email: victim, firstName: 'Free', lastName: 'Prize' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    for (const answer of answers) expect(answer.json<Sublet>().assetKey).toMatch(/^[\w-]{32}$/);
    // Mail goes out after the answers (issue 26): the sender is given a moment.
    await vi.waitFor(() => expect(sentTo(victim)).toBe(3));
    expect(answers.map((answer) => answer.json<PostedSublet>().confirmationMailHeld)).toEqual([...Array(3).fill(false), ...Array(27).fill(true)]);
    expect(answers[0].json<{ message: string }>().message).toMatch(/confirm/i);
    expect(answers[29].json<{ message: string }>().message).toBe(
      'Your sublet is stored, but its confirmation mail was not sent: this address already got 3 in the last 24 hours. Keep your private link; a listing not confirmed within 48 hours is removed.',
    );
    // Held, not lost: the outbox keeps every mail for the operator, the held ones marked.
    expect(await countRows(api.db, 'outbox', "kind = 'sublet-posted' AND recipients = $1", [victim])).toBe(30);
    expect(await countRows(api.db, 'outbox', "kind = 'sublet-posted' AND recipients = $1 AND held_at IS NOT NULL", [victim])).toBe(27);
  });

  it('issue 26 mail flood: 20 posts at once to one address, written in other cases and with +tags, send it 3 mails', async () => {
    const spellings = (n: number) => [`Victim.Two+${n}@Example.org`, `victim.two@EXAMPLE.ORG`, `VICTIM.TWO+x${n}@example.org`][n % 3];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => postFrom(`203.0.113.${n + 1}`, { email: spellings(n) })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const mailsTo = () => sent.filter((mail) => mail.to.some((to) => /^victim\.two/i.test(to)));
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(3));
    expect(await countRows(api.db, 'sublets', "lower(email) LIKE 'victim.two%'")).toBe(20);
  });

  it('issue 26 the confirmation mail says nothing the poster wrote but the title: no name, no description', async () => {
    const address = 'careful.poster@example.org';
    const sublet = await createSublet(api, { email: address, firstName: 'Visit evil.example', lastName: 'Now', description: 'Claim your refund at evil.example/pay' });
    await vi.waitFor(() => expect(sentTo(address)).toBe(1));
    const [mail] = sent.filter((each) => each.to.includes(address));
    expect(mail.subject).toBe(`Confirm your sublet listing: ${sublet.title}`);
    expect(mail.text).toContain(sublet.title);
    for (const written of ['evil.example', 'Now', 'refund']) expect(`${mail.subject}\n${mail.text}`).not.toContain(written);
  });

  it('issue 26 message flood: an owner gets at most 10 messages an hour, however many clients send them; the 11th is refused and not stored', async () => {
    const owner = await createSublet(api, { email: 'busy.owner@example.org' }, { approve: true });
    const message = (n: number) => async () => {
      const token = await api.captchaToken();
      return api.app.inject({
        method: 'POST',
        url: `/api/admin/sublets/${owner.id}/message?captchaResponse=${encodeURIComponent(token)}`,
        payload: { name: `Sender ${n}`, email: `sender${n}@example.net`, message: 'Is it still free?' },
        remoteAddress: `192.0.2.${n}`,
      });
    };
    const answers = await Promise.all(Array.from({ length: 25 }, (_, n) => message(n + 1)()));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(15).fill(429)]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json<{ message: string }>().message).toBe('The poster of this sublet has received many messages in the last hour: please try again later');
    expect(await countRows(api.db, 'outbox', "kind = 'sublet-message' AND sublet_id = $1", [owner.id])).toBe(10);
    await vi.waitFor(() => expect(sentTo('busy.owner@example.org')).toBe(1 + 10)); // the confirmation mail, then the messages
  });
});

describe('issue 27 a receipt cannot be used to mail anyone', () => {
  it('issue 27 receipt flood: 20 messages at once with one stranger\'s address, from 20 clients, send it 3 receipts; every message reaches the office', async () => {
    const victim = 'victim.three@example.org';
    const message = async (n: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/mail/v3/contact',
        remoteAddress: `198.18.0.${n}`,
        payload: { name: 'Win a prize at evil.example', email: n % 2 ? victim : 'Victim.Three+x@Example.org', phone: '8125550177', question: 'Claim it at evil.example', emailPreferred: true, captchaResponse: await api.captchaToken(), communities: 'The Kirkwood' },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => message(n + 1)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.json<{ receiptHeld: boolean }>().receiptHeld)).toHaveLength(17);
    expect(await countRows(api.db, 'outbox', "kind = 'contact' AND reply_to ILIKE 'victim.three%'")).toBe(20);
    const receipts = () => sent.filter((mail) => mail.to.some((to) => /^victim\.three/i.test(to)));
    await vi.waitFor(() => expect(receipts()).toHaveLength(3));
    for (const receipt of receipts()) expect(`${receipt.subject}\n${receipt.text}`).not.toMatch(/evil\.example|prize/i);
  });
});

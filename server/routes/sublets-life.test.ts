import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSublet, Sublet } from '@/features/sublets/types';
import type { HalCollection } from '@/lib/hal';
import { runOperatorCommand } from '../operator/commands';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { approveWithPhoto, confirm, confirmByMail, confirmKeyOf, createSublet, operatorContext, pictureBytes, uploadImage } from '../test/sublets';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
});
afterAll(() => api.close());

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const operator = (command: Parameters<typeof runOperatorCommand>[1]) => runOperatorCommand(operatorContext(api), command, clock);

async function listedIds(): Promise<number[]> {
  const response = await api.app.inject('/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId');
  return response.json<HalCollection<'sublets', PublicSublet>>()._embedded.sublets.map((sublet) => sublet.id);
}

const renew = (sublet: Sublet, key = sublet.assetKey) =>
  api.app.inject({ method: 'POST', url: `/api/admin/sublets/${sublet.id}/renew`, headers: { 'x-sublet-key': key } });

const pendingIds = async () => (await operator({ name: 'sublets', pending: true })).table!.rows.map((row) => Number(row[0]));

describe('issue 17 posting: the mail, the confirmation link, the staff queue', () => {
  it('issue 17 the poster is mailed the private link and a confirmation link; only a confirmed listing enters the staff queue', async () => {
    const sublet = await createSublet(api, { title: 'Mailed to the poster' });
    const [mail] = await api.db.query<{ recipients: string; subject: string; body: string }>("SELECT recipients, subject, body FROM outbox WHERE kind = 'sublet-posted' AND sublet_id = $1", [sublet.id]);
    expect(mail.recipients).toBe('casey.morgan@example.com');
    expect(mail.subject).toBe('Confirm your sublet listing: Mailed to the poster');
    expect(mail.body).toContain(`http://localhost:8080/sublets/${sublet.assetKey}\n`);
    expect(mail.body).toContain(`http://localhost:8080/sublets/${sublet.assetKey}?confirm=`);
    expect(sublet).toMatchObject({ confirmed: false, approved: false, listedUntil: null, photoCount: 0 });
    // The confirmation key is the mail's alone: the poster's screen (the answer) never carries it.
    expect(JSON.stringify(sublet)).not.toContain(await confirmKeyOf(api, sublet));

    expect(await pendingIds()).not.toContain(sublet.id);
    const confirmed = await confirm(api, await confirmKeyOf(api, sublet));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Thank you: your listing is confirmed and now waits for approval.' });
    expect(await pendingIds()).toContain(sublet.id);
  });

  it('issue 17 a repeated confirmation, an unknown key, a missing key and an expired link answer 4xx and change nothing', async () => {
    const sublet = await createSublet(api);
    const key = await confirmKeyOf(api, sublet);
    expect((await confirm(api, undefined)).json()).toEqual({ message: 'Provide the confirmation key from the mail', errors: expect.any(Object) });
    expect((await confirm(api, 'not a key!')).statusCode).toBe(400);
    const unknown = await confirm(api, 'x'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This confirmation link is not valid: check that it was copied whole from the mail');
    expect(await countRows(api.db, 'sublets', 'id = $1 AND confirmed_at IS NULL', [sublet.id])).toBe(1);

    expect((await confirm(api, key)).statusCode).toBe(200);
    const again = await confirm(api, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This listing is already confirmed: it waits for approval, nothing more to do');

    const late = await createSublet(api);
    later(48 * 60 * 60 * 1000);
    const expired = await confirm(api, await confirmKeyOf(api, late));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^This confirmation link has expired/);
    expect(await countRows(api.db, 'sublets', 'id = $1 AND confirmed_at IS NULL', [late.id])).toBe(1);
  });

  it('issue 17 unconfirmed listings are removed with their photos 48 hours after posting; confirmed ones stay', async () => {
    const unconfirmed = await createSublet(api);
    await uploadImage(api, unconfirmed.assetKey, { bytes: await pictureBytes('png'), isCoverImage: true });
    const kept = await createSublet(api);
    await confirmByMail(api, kept);
    later(47 * 60 * 60 * 1000);
    await operator({ name: 'remind' });
    expect(await countRows(api.db, 'sublets', 'id = $1', [unconfirmed.id])).toBe(1);
    later(60 * 60 * 1000);
    expect((await operator({ name: 'remind' })).message).toMatch(/removed [1-9]\d* unconfirmed/);
    expect(await countRows(api.db, 'sublets', 'id = $1', [unconfirmed.id])).toBe(0);
    expect(await countRows(api.db, 'assets', 'folder_id = $1', [unconfirmed.photosFolderId])).toBe(0);
    expect(await countRows(api.db, 'sublets', 'id = $1', [kept.id])).toBe(1);
  });
});

describe('issue 17 approval', () => {
  it('issue 17 the CLI refuses to approve a listing with no stored photo, or not confirmed, and says why', async () => {
    const sublet = await createSublet(api, { title: 'No photo yet' });
    await expect(operator({ name: 'approve', id: sublet.id })).rejects.toThrow(`Sublet ${sublet.id} is not confirmed: the poster has not opened the confirmation link mailed to casey.morgan@example.com`);
    await confirmByMail(api, sublet);
    await expect(operator({ name: 'approve', id: sublet.id })).rejects.toThrow(`Sublet ${sublet.id} has no stored photo: a listing needs at least one image`);
    expect(await countRows(api.db, 'sublets', 'id = $1 AND NOT approved', [sublet.id])).toBe(1);

    await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('jpeg'), isCoverImage: true });
    expect((await operator({ name: 'approve', id: sublet.id })).message).toMatch(new RegExp(`^Sublet ${sublet.id} "No photo yet" approved: listed until [A-Z][a-z]{2} \\d{2}, \\d{4}\\.$`));
    expect(await listedIds()).toContain(sublet.id);
  });

  it('spec 9 / issue 17 the 30 days start at approval, not at posting; an expired listing leaves the board at once', async () => {
    const sublet = await createSublet(api);
    await confirmByMail(api, sublet);
    await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('jpeg'), isCoverImage: true });
    later(10 * DAY); // a slow approval
    await operator({ name: 'approve', id: sublet.id });
    const approvedAt = clock.getTime();
    const own = (await api.app.inject(`/api/data/sublets/search/byAssetKey?projection=withId&assetKey=${sublet.assetKey}`)).json<Sublet>();
    expect(own.listedUntil).toBe(new Date(approvedAt + 30 * DAY).toISOString());
    later(30 * DAY - 1000);
    expect(await listedIds()).toContain(sublet.id);
    later(1000);
    expect(await listedIds()).not.toContain(sublet.id);
    const message = await api.app.inject({ method: 'POST', url: `/api/admin/sublets/${sublet.id}/message?captchaResponse=${await api.captchaToken()}`, payload: { name: 'Jo', email: 'jo@example.com', message: 'Free?' } });
    expect(message.statusCode).toBe(404);
  });
});

describe('issue 17 renewal', () => {
  it("issue 17 'Renew for 30 days' works in the last 7 days and after the end, with no new approval", async () => {
    const sublet = await createSublet(api);
    await approveWithPhoto(api, sublet);
    const end = clock.getTime() + 30 * DAY;
    later(23 * DAY - 1000);
    const early = await renew(sublet);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^This listing can be renewed from [A-Z][a-z]{2} \d{2}, \d{4}, in its last 7 days$/);

    later(1000);
    const inWindow = await renew(sublet);
    expect(inWindow.statusCode).toBe(200);
    expect(inWindow.json<Sublet>()).toMatchObject({ approved: true, listedUntil: new Date(end + 30 * DAY).toISOString() });

    later(60 * DAY); // ended: renewing counts 30 days from now and lists it again at once
    expect(await listedIds()).not.toContain(sublet.id);
    const afterEnd = await renew(sublet);
    expect(afterEnd.json<Sublet>().listedUntil).toBe(new Date(clock.getTime() + 30 * DAY).toISOString());
    expect(await listedIds()).toContain(sublet.id);
  });

  it('issue 17 renewal is refused without the key (403), for an unknown id (404) and before approval (409)', async () => {
    const sublet = await createSublet(api);
    const other = await createSublet(api);
    expect((await renew(sublet, other.assetKey)).statusCode).toBe(403);
    expect((await renew({ ...sublet, id: 999_999 })).statusCode).toBe(404);
    const pending = await renew(sublet);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Only an approved listing can be renewed: this one still waits for approval');
  });

  it('issue 26 renewal: a listing is renewed at most 3 times; the fourth is refused with the reason and changes nothing', async () => {
    const sublet = await createSublet(api);
    await approveWithPhoto(api, sublet);
    for (let i = 1; i <= 3; i += 1) {
      later(30 * DAY);
      const renewed = await renew(sublet);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json<Sublet>().renewals).toBe(i);
    }
    later(30 * DAY);
    const fourth = await renew(sublet);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ message: 'This listing was renewed 3 times, the most a listing can be: to keep it on the board, post it again.' });
    const [row] = await api.db.query<{ renewals: number }>('SELECT renewals FROM sublets WHERE id = $1', [sublet.id]);
    expect(row.renewals).toBe(3);
  });

  it('issue 26 renewal: 6 renewals at once of a listing with one left renew it once', async () => {
    const sublet = await createSublet(api);
    await approveWithPhoto(api, sublet);
    await api.db.query('UPDATE sublets SET renewals = 2 WHERE id = $1', [sublet.id]);
    later(30 * DAY);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => renew(sublet)))).map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const [row] = await api.db.query<{ renewals: number }>('SELECT renewals FROM sublets WHERE id = $1', [sublet.id]);
    expect(row.renewals).toBe(3);
  });
});

describe('issue 17 the reminder 3 days before the end', () => {
  it('issue 17 one reminder mail goes 3 days before the end; a renewal owes a new one', async () => {
    const sublet = await createSublet(api, { title: 'Remind me' });
    await approveWithPhoto(api, sublet);
    const reminders = () => countRows(api.db, 'outbox', "kind = 'sublet-reminder' AND sublet_id = $1", [sublet.id]);
    later(27 * DAY - 1000);
    await operator({ name: 'remind' });
    expect(await reminders()).toBe(0);
    later(1000);
    expect((await operator({ name: 'remind' })).message).toMatch(/^Queued [1-9]\d* reminder mail/);
    await operator({ name: 'remind' });
    expect(await reminders()).toBe(1);
    const [mail] = await api.db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE kind = 'sublet-reminder' AND sublet_id = $1", [sublet.id]);
    expect(mail.subject).toMatch(/^Your sublet listing ends on [A-Z][a-z]{2} \d{2}, \d{4}: Remind me$/);
    expect(mail.body).toContain(`http://localhost:8080/sublets/${sublet.assetKey}`);

    expect((await renew(sublet)).statusCode).toBe(200);
    later(30 * DAY);
    await operator({ name: 'remind' });
    expect(await reminders()).toBe(2);
  });

  it('issue 26 the reminder of a listing with no renewal left says it cannot be renewed', async () => {
    const sublet = await createSublet(api, { title: 'Last month' });
    await approveWithPhoto(api, sublet);
    await api.db.query('UPDATE sublets SET renewals = 3 WHERE id = $1', [sublet.id]);
    later(27 * DAY);
    await operator({ name: 'remind' });
    const [mail] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE kind = 'sublet-reminder' AND sublet_id = $1", [sublet.id]);
    expect(mail.body).toContain('This listing was renewed 3 times, the most a listing can be: to keep it on the board, post it again.');
    expect(mail.body).not.toContain('Renew for');
  });
});

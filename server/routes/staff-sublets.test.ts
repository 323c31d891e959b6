import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModeratedSublet } from '@/features/staff/types';
import type { Sublet } from '@/features/sublets/types';
import { runOperatorCommand } from '../operator/commands';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';
import { confirmByMail, createSublet, operatorContext, pictureBytes, uploadImage } from '../test/sublets';

let api: TestApi;
let leasing: SignedInTestStaff;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty' });
  leasing = await signedInStaff(api, 'leasing', 'Dana Agent');
});
afterAll(() => api.close());

const queue = async (name: string) => {
  const response = await api.app.inject({ url: `/api/staff/sublets?queue=${name}`, headers: leasing.headers });
  expect(response.statusCode).toBe(200);
  return response.json<ModeratedSublet[]>();
};
const decide = (id: number, decision: string, payload?: object) =>
  api.app.inject({ method: 'POST', url: `/api/staff/sublets/${id}/${decision}`, headers: leasing.headers, payload });

/** A listing confirmed by its poster, with a cover photo: what waits for approval. */
async function pendingSublet(overrides: Record<string, unknown> = {}): Promise<Sublet> {
  const sublet = await createSublet(api, overrides);
  await confirmByMail(api, sublet);
  expect((await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('jpeg'), isCoverImage: true })).statusCode).toBe(201);
  return sublet;
}

const auditOf = (id: number) => api.db.query<{ action: string; before: unknown; after: unknown }>('SELECT action, before, after FROM audit_log WHERE target = $1 ORDER BY id', [`sublet ${id}`]);

describe('issue 22 sublets: moderation in the workspace', () => {
  it('issue 22 sublets: a request without a session is 401', async () => {
    expect((await api.app.inject({ url: '/api/staff/sublets' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: '/api/staff/sublets/1/approve' })).statusCode).toBe(401);
  });

  it('issue 22 sublets: a confirmed listing waits in pending with its photos as asset ids; approving lists it, with an audit entry', async () => {
    const sublet = await pendingSublet({ title: 'Room by the B-Line' });
    const [waiting] = (await queue('pending')).filter((row) => row.id === sublet.id);
    const [photo] = await api.db.query<{ id: string }>('SELECT id FROM assets WHERE folder_id = $1', [sublet.photosFolderId]);
    expect(waiting).toMatchObject({ title: 'Room by the B-Line', ownerName: 'Casey Morgan', email: 'casey.morgan@example.com', confirmed: true, listedUntil: null, photoIds: [photo.id], openReports: [] });

    const approved = await decide(sublet.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ message: string }>().message).toMatch(/approved: listed until/);
    expect((await queue('pending')).map((row) => row.id)).not.toContain(sublet.id);
    expect((await queue('listed')).find((row) => row.id === sublet.id)?.listedUntil).toBeTruthy();
    expect(await auditOf(sublet.id)).toMatchObject([{ action: 'sublet-approve', before: { approved: false }, after: { approved: true } }]);

    // The command line's rule holds here too: approved once is approved.
    expect((await decide(sublet.id, 'approve')).statusCode).toBe(409);
  });

  it('issue 22 sublets: rejecting mails the reason to the poster\'s address only, takes it off every queue, and is audited', async () => {
    const sublet = await pendingSublet({ email: 'poster@example.org' });
    const before = await countRows(api.db, 'outbox');
    const rejected = await decide(sublet.id, 'reject', { reason: 'The photos are of another building.' });
    expect(rejected.statusCode).toBe(200);
    const mails = await api.db.query<{ kind: string; recipients: string; body: string }>('SELECT kind, recipients, body FROM outbox ORDER BY id DESC LIMIT 1');
    expect(await countRows(api.db, 'outbox')).toBe(before + 1);
    expect(mails).toMatchObject([{ kind: 'sublet-rejected', recipients: 'poster@example.org' }]);
    expect(mails[0].body).toContain('The photos are of another building.');
    for (const name of ['pending', 'hidden', 'listed']) expect((await queue(name)).map((row) => row.id)).not.toContain(sublet.id);
    expect(await auditOf(sublet.id)).toMatchObject([{ action: 'sublet-reject', before: { active: true }, after: { active: false, reason: 'The photos are of another building.' } }]);

    expect((await decide(sublet.id, 'reject', { reason: 'again' })).statusCode).toBe(409);
    expect(await countRows(api.db, 'outbox')).toBe(before + 1);
  });

  it('issue 22 sublets: a reject without a reason is a 400 and nothing is mailed', async () => {
    const sublet = await pendingSublet();
    const before = await countRows(api.db, 'outbox');
    const response = await decide(sublet.id, 'reject', { reason: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Say why, for the poster' });
    expect(await countRows(api.db, 'outbox')).toBe(before);
  });

  it('issue 22 sublets: a listing hidden by reports waits in hidden with them, and restoring puts it back on the board', async () => {
    const sublet = await pendingSublet();
    await runOperatorCommand(operatorContext(api), { name: 'approve', id: sublet.id }, api.now());
    await api.db.query("INSERT INTO sublet_reports (sublet_id, reason, details, reporter, network) VALUES ($1, 'scam', 'Asked for a wire transfer', 'r1', 'n1')", [sublet.id]);
    await api.db.query('UPDATE sublets SET hidden_at = now() WHERE id = $1', [sublet.id]);
    const [hidden] = (await queue('hidden')).filter((row) => row.id === sublet.id);
    expect(hidden.openReports).toMatchObject([{ reason: 'Scam or asks for money', details: 'Asked for a wire transfer' }]);

    expect((await decide(sublet.id, 'restore')).statusCode).toBe(200);
    expect((await queue('hidden')).map((row) => row.id)).not.toContain(sublet.id);
    expect((await queue('listed')).map((row) => row.id)).toContain(sublet.id);
    expect(await auditOf(sublet.id)).toMatchObject([{ action: 'sublet-restore', before: { hidden: true }, after: { hidden: false } }]);
    expect((await decide(sublet.id, 'restore')).statusCode).toBe(409);
  });

  it('issue 22 sublets: an unknown queue is a 400', async () => {
    expect((await api.app.inject({ url: '/api/staff/sublets?queue=all', headers: leasing.headers })).statusCode).toBe(400);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

/**
 * The race made sure: while `held` is set, no transaction starts until that many were asked for, so every request has
 * passed its sign-in check (the guard, which reads the member's role) before any of them changes a member.
 */
let held = 0;
let waiting: (() => void)[] = [];
function holdTransactions(db: Database): Database {
  return {
    ...db,
    async transaction(work) {
      if (held > 0) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length >= held) {
            held = 0;
            for (const release of waiting) release();
            waiting = [];
          }
        });
      }
      return db.transaction(work);
    },
  };
}

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({ content: 'empty', wrapDatabase: holdTransactions });
});
afterEach(() => api.close());

const activeAdmins = () => countRows(api.db, 'staff_members', "role = 'admin' AND disabled_at IS NULL");
const refusals = () => countRows(api.db, 'audit_log', "action = 'last-admin-kept'");
const demote = (by: SignedInTestStaff, who: SignedInTestStaff) =>
  api.app.inject({ method: 'PATCH', url: `/api/staff/members/${who.member.id}`, payload: { role: 'leasing' }, headers: by.headers });
const disable = (by: SignedInTestStaff, who: SignedInTestStaff) => api.app.inject({ method: 'POST', url: `/api/staff/members/${who.member.id}/disable`, headers: by.headers });
const admins = (count: number) => Promise.all(Array.from({ length: count }, () => signedInStaff(api, 'admin')));

describe('issue 22 team: the office always keeps an active admin', () => {
  it('issue 22 team: two admins demoting each other at the same moment: one change goes through, the other is a 409 that says why, audited', async () => {
    const [ann, bob] = await admins(2);
    held = 2;
    const answers = await Promise.all([demote(ann, bob), demote(bob, ann)]);
    expect(await activeAdmins()).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toMatch(/last active admin: make another member an admin first/);
    expect(await refusals()).toBe(1);
  });

  it('issue 22 team: two admins disabling each other at the same moment leave one of them active', async () => {
    const [ann, bob] = await admins(2);
    held = 2;
    const answers = await Promise.all([disable(ann, bob), disable(bob, ann)]);
    expect(await activeAdmins()).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refusals()).toBe(1);
  });

  it('issue 22 team: six admins demoting and disabling every other admin at once leave exactly one active admin, and nobody gets a 500', async () => {
    const team = await admins(6);
    const attacks = team.flatMap((by, i) => team.filter((who) => who !== by).map((who, j) => ((i + j) % 2 === 0 ? demote(by, who) : disable(by, who))));
    const answers = await Promise.all(attacks);
    expect(await activeAdmins()).toBe(1);
    // Not held: requests also reach the guard after others changed their sender, who is then refused there (401: a
    // disable ended the sender's session; 403: the sender is no longer an admin).
    expect(answers.map((answer) => `${answer.statusCode} ${answer.statusCode >= 500 ? answer.body : ''}`).filter((answer) => !/^(200|401|403|409) /.test(answer))).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 409).length).toBe(await refusals());
    expect(await refusals()).toBeGreaterThan(0);
  });

  it('issue 22 team: an admin can still be demoted or disabled while another active admin remains', async () => {
    const [ann, bob, cy] = await admins(3);
    expect((await demote(ann, bob)).statusCode).toBe(200);
    expect((await disable(ann, cy)).statusCode).toBe(200);
    expect(await activeAdmins()).toBe(1);
    expect(await refusals()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../cli/args';
import { startTestApi, type TestApi } from '../test/api';
import { enrolByInvitationKey, lastMailTo } from '../test/staff-flows';
import { runOperatorCommand } from './commands';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty' });
});
afterAll(() => api.close());

const run = (args: string[]) => {
  const command = parseArgs(args);
  if (command === 'help') throw new Error('help');
  return runOperatorCommand({ db: api.db, uploads: undefined as never, siteUrl: 'http://localhost:8080' }, command, api.now());
};

describe('issue 22 staff CLI: npm run admin -- staff invite, audit', () => {
  it('issue 22 staff CLI: reads the arguments and refuses a missing or unknown role', () => {
    expect(parseArgs(['staff', 'invite', 'boss@office.test', '--role', 'admin', '--name', 'Pat Boss'])).toEqual({ name: 'staff-invite', email: 'boss@office.test', role: 'admin', staffName: 'Pat Boss' });
    expect(parseArgs(['audit'])).toEqual({ name: 'audit' });
    expect(() => parseArgs(['staff', 'invite', 'boss@office.test'])).toThrow(UsageError);
    expect(() => parseArgs(['staff', 'invite', 'boss@office.test', '--role', 'owner'])).toThrow('--role must be admin or leasing');
    expect(() => parseArgs(['staff', 'remove', 'boss@office.test'])).toThrow("Unknown staff action 'remove'");
  });

  it('issue 22 staff CLI: the first admin is invited from the command line, enrols with the mailed link, and the audit lists it', async () => {
    const invited = await run(['staff', 'invite', 'Boss@Office.test', '--role', 'admin', '--name', 'Pat Boss']);
    expect(invited.message).toMatch(/An invitation for Pat Boss <boss@office.test> \(admin, member \d+\) is in the outbox; it works once, for 24 hours/);
    const { headers } = await enrolByInvitationKey(api, 'boss@office.test');
    const me = await api.app.inject({ url: '/api/staff/me', headers });
    expect(me.json()).toMatchObject({ email: 'boss@office.test', role: 'admin', name: 'Pat Boss' });

    const audit = await run(['audit']);
    const actions = audit.table!.rows.map((row) => row[3]);
    expect(actions.slice(0, 5)).toEqual(['sign-in', 'passkey-added', 'code-accepted', 'invitation-accepted', 'member-invited']);
    expect(audit.table!.rows.at(-1)![5]).toBe('command line');
  });

  it('issue 22 staff CLI: inviting a member again mails a new link and the old one stops working', async () => {
    await run(['staff', 'invite', 'twice@office.test', '--role', 'leasing']);
    const first = await lastMailTo(api, 'twice@office.test', 'staff-invitation');
    const again = await run(['staff', 'invite', 'twice@office.test', '--role', 'leasing']);
    expect(again.message).toMatch(/^A new invitation for twice/);
    const oldKey = decodeURIComponent(/#key=(\S+)/.exec(first)![1]);
    const stale = await api.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload: { key: oldKey } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/expired or was already used/);
  });
});

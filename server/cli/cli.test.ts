import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../test/api';
import { exited, listeningPort, seededDataDir, startServer, TSX } from '../test/server-process';
import { confirmByMail, createSublet, pictureBytes, uploadImage } from '../test/sublets';
import { readEnv } from '../config/env';
import { parseArgs, UsageError } from './args';
import { runCommand } from './reach';
import { hasLineControlCharacters } from '../security/control-characters';
import { formatTable } from './table';
import { reportText } from './report-text';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('npm run admin: arguments', () => {
  it.each<[string[], ReturnType<typeof parseArgs>]>([
    [['sublets'], { name: 'sublets', pending: false }],
    [['sublets', '--pending'], { name: 'sublets', pending: true }],
    [['sublets', 'approve', '12'], { name: 'approve', id: 12 }],
    [['sublets', 'reject', '3'], { name: 'reject', id: 3 }],
    [['sublets', 'restore', '4'], { name: 'restore', id: 4 }],
    [['sublets', 'reports'], { name: 'reports' }],
    [['sublets', 'remind'], { name: 'remind' }],
    [['outbox'], { name: 'outbox' }],
    [['outbox', '7'], { name: 'outbox', id: 7 }],
    [['outbox', 'retry', '7'], { name: 'retry', id: 7 }],
    [['analytics'], { name: 'analytics' }],
    [[], 'help'],
  ])('%j', (args, command) => {
    expect(parseArgs(args)).toEqual(command);
  });

  it.each([
    [['sublets', 'approve'], 'Missing ID'],
    [['sublets', 'approve', 'abc'], "ID must be a sublet id (a positive whole number), got 'abc'"],
    [['sublets', 'reject', '0'], "got '0'"],
    [['sublets', 'approve', '1', '2'], "Unexpected argument '2'"],
    [['sublets', 'delete', '1'], "Unknown sublets action 'delete'"],
    [['outbox', '--all'], "ID must be an outbox mail id (a positive whole number), got '--all'"],
    [['outbox', '1', '2'], "Unexpected argument '2'"],
    [['outbox', 'retry'], 'Missing ID: which mail?'],
    [['outbox', 'retry', 'all'], "ID must be an outbox mail id (a positive whole number), got 'all'"],
    [['outbox', 'retry', '1', '2'], "Unexpected argument '2'"],
    [['sublets', 'remind', 'now'], "Unexpected argument 'now'"],
    [['drop-tables'], "Unknown command 'drop-tables'"],
  ])('refuses %j', (args, message) => {
    expect(() => parseArgs(args)).toThrow(UsageError);
    expect(() => parseArgs(args)).toThrow(message);
  });

  it('prints readable tables, columns padded to their widest cell', () => {
    expect(formatTable(['ID', 'TITLE'], [['1', 'Sunny room'], ['12', 'Big']])).toBe('ID  TITLE\n--  ----------\n1   Sunny room\n12  Big');
  });

  it('issue 15 shows control characters in a cell as their codes, so a stored title cannot rewrite the terminal', () => {
    const table = formatTable(['ID', 'TITLE'], [['1', 'ok\u001b[2K\u001b[1A\u001b[31mFAKE'], ['2', 'Room \u202egnp.exe']]);
    for (const line of table.split('\n')) expect(hasLineControlCharacters(line)).toBe(false);
    expect(table).toContain('ok\\u001b[2K\\u001b[1A\\u001b[31mFAKE');
    expect(table).toContain('Room \\u202egnp.exe');
  });

  it('issue 26 shows invisible and format characters (RLM, ZWJ, bidi marks, BOM, line separators) as their codes', () => {
    const table = formatTable(['ID', 'TITLE'], [['1', 'Room\u200f A\u200d\u061c\u200b \u{e0041}B']]);
    expect(table).toContain('Room\\u200f A\\u200d\\u061c\\u200b \\u{e0041}B');
    const mail = reportText({ message: 'Hello\u200e\nRoom\u2067 \ufeffnear\u2028cam\u2060pus\u00ad' });
    expect(mail.split('\n')).toEqual(['Hello\\u200e', 'Room\\u2067 \\ufeffnear\\u2028cam\\u2060pus\\u00ad']);
    for (const printed of [table, mail]) expect(printed).not.toMatch(/[\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u);
  });
});

describe('npm run admin: what a command prints', () => {
  it('issue 21 prints a mail (outbox ID) with its line breaks, and its control characters as their codes', () => {
    const mail = 'To: ana@example.org\nSubject: Hello\n\nLine one\r\nLine two\u001b[2K\u001b[31mFAKE\rover\n\tindented \u202egnp.exe';
    const printed = reportText({ message: mail });
    expect(printed.split('\n')).toEqual([
      'To: ana@example.org',
      'Subject: Hello',
      '',
      'Line one',
      'Line two\\u001b[2K\\u001b[31mFAKE\\u000dover',
      '\tindented \\u202egnp.exe',
    ]);
    for (const line of printed.split('\n')) expect(hasLineControlCharacters(line.replaceAll('\t', ' '))).toBe(false);
  });

  it('prints the table first, then the message; an empty table prints nothing', () => {
    expect(reportText({ message: 'The outbox is empty.', table: { columns: ['ID'], rows: [] } })).toBe('The outbox is empty.');
    expect(reportText({ message: 'Done.', table: { columns: ['ID'], rows: [['1']] } })).toBe('ID\n--\n1\nDone.');
  });
});

describe('POST api/admin/operator (how the CLI reaches a running server)', () => {
  it('carries out commands for the holder of the operator key on this machine only', async () => {
    const api = await startTestApi({ operatorKey: 'k'.repeat(32) });
    try {
      const sublet = await createSublet(api);
      const operator = (headers: Record<string, string>, body: object, remoteAddress = '127.0.0.1') =>
        api.app.inject({ method: 'POST', url: '/api/admin/operator', headers, payload: body, remoteAddress });
      expect((await operator({}, { name: 'approve', id: sublet.id })).statusCode).toBe(403);
      expect((await operator({ 'x-operator-key': 'k'.repeat(32) }, { name: 'approve', id: sublet.id }, '203.0.113.9')).statusCode).toBe(403);
      const refused = await operator({ 'x-operator-key': 'k'.repeat(32) }, { name: 'approve', id: sublet.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: `Sublet ${sublet.id} is not confirmed: the poster has not opened the confirmation link mailed to ${sublet.email}` });
      await confirmByMail(api, sublet);
      await uploadImage(api, sublet.assetKey, { bytes: await pictureBytes('png'), isCoverImage: true });
      const approved = await operator({ 'x-operator-key': 'k'.repeat(32) }, { name: 'approve', id: sublet.id });
      expect(approved.json().message).toMatch(new RegExp(`^Sublet ${sublet.id} "${sublet.title}" approved: listed until `));
      const unknown = await operator({ 'x-operator-key': 'k'.repeat(32) }, { name: 'reject', id: 99999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'No sublet with id 99999' });
    } finally {
      await api.close();
    }
  });
});

const run = promisify(execFile);
async function admin(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(TSX, ['server/cli.ts', ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin against the embedded database, with and without the server running', () => {
  const dataDirs: string[] = [];
  let server: ChildProcess | undefined;
  afterAll(async () => {
    server?.kill('SIGKILL');
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('approves through the running server (PGlite allows one process), then works directly once it has stopped', { timeout: 120_000 }, async () => {
    const dataDir = await seededDataDir();
    dataDirs.push(dataDir);
    const env = readEnv({ DATA_DIR: dataDir });
    server = startServer(dataDir);
    expect((await admin(dataDir, 'sublets', 'approve', 'x')).code).toBe(2);
    const port = await listeningPort(dataDir, server);
    const listed = async () => (await (await fetch(`http://127.0.0.1:${port}/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId`)).json())._embedded.sublets.map((s: { id: number }) => s.id);

    const pending = await runCommand(env, { name: 'sublets', pending: true });
    expect(pending.table?.columns.slice(0, 6)).toEqual(['ID', 'STATUS', 'CONFIRMED', 'PHOTOS', 'REPORTS', 'AGE']);
    const pendingId = Number(pending.table!.rows.find((row) => row[1] === 'pending')![0]);
    expect(await listed()).not.toContain(pendingId);

    // The command the browser tests run while the server is up.
    const approve = await admin(dataDir, 'sublets', 'approve', String(pendingId));
    expect(approve).toMatchObject({ code: 0, stdout: expect.stringContaining(`Sublet ${pendingId}`) });
    expect(await listed()).toContain(pendingId);
    await expect(runCommand(env, { name: 'reject', id: 99999 })).rejects.toThrow('No sublet with id 99999');

    const stopped = exited(server);
    server.kill('SIGTERM');
    expect(await stopped).toBe(0);
    server = undefined;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const direct = await runCommand(env, { name: 'sublets', pending: false });
    expect(direct.table!.rows.find((row) => row[0] === String(pendingId))?.[1]).toBe('listed');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

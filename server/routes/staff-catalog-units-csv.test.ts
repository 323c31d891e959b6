import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { UnitImportResult } from '@/features/staff/catalogEdits';
import { startTestApi, type TestApi } from '../test/api';
import { auditEntriesOf, seedCommunityWithUnits, storedUnit, unitIdsOf } from '../test/catalog';
import { countRows } from '../test/database';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';
import { UNIT_IMPORT_MAX_BYTES } from '@/features/staff/catalogEdits';

const clock = new Date('2026-11-28T15:00:00Z');
let api: TestApi;
let leasing: SignedInTestStaff;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  leasing = await signedInStaff(api, 'leasing', 'Cass Csv');
});
afterAll(() => api.close());

const HEADER = 'Unit id,Community,Floor plan id,Floor plan,Version,Listed,Available,Move-in date,Extension months,Rent,Deposit,Square feet,Allowed pets,Pet policy';
const exported = async (query = '') => {
  const answer = await api.app.inject({ url: `/api/staff/catalog/units.csv${query}`, headers: leasing.headers });
  expect(answer.statusCode).toBe(200);
  return answer;
};
const importCsv = (mode: string, csv: string, headers: Record<string, string> = { 'content-type': 'text/csv' }) =>
  api.app.inject({ method: 'POST', url: `/api/staff/catalog/units/import?mode=${mode}`, headers: { ...leasing.headers, ...headers }, payload: csv });
/** The file's records, header first. */
const records = (csv: string): string[][] => parse(csv, { bom: true });
const toFile = (rows: string[][]) => rows.map((cells) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\r\n');
/** What the database holds that an import could move: every unit's version, and the audit entries. */
const footprint = async () => ({
  versions: await api.db.query('SELECT id, version FROM units ORDER BY id'),
  audit: await countRows(api.db, 'audit_log', "action = 'unit-change'"),
});

describe('issue 23 units CSV: the export', () => {
  it("issue 23 units CSV: every unit, or one community's, with the contract's columns, as a no-store download", async () => {
    const all = await exported();
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.headers['content-disposition']).toBe('attachment; filename="units-all-2026-11-28.csv"');
    const [header, ...rows] = records(all.body);
    expect(header.join(',')).toBe(HEADER);
    expect(rows).toHaveLength(await countRows(api.db, 'units'));

    const one = await exported('?community=2');
    expect(one.headers['content-disposition']).toBe('attachment; filename="units-community-2-2026-11-28.csv"');
    const oneRows = records(one.body).slice(1);
    expect(oneRows).toHaveLength(18);
    expect(new Set(oneRows.map((row) => row[1]))).toEqual(new Set(['Jordan Commons']));
    expect(oneRows[0].slice(5, 7)).toEqual([expect.stringMatching(/^(yes|no)$/), expect.stringMatching(/^(yes|no)$/)]);

    const unknown = await api.app.inject({ url: '/api/staff/catalog/units.csv?community=9999', headers: leasing.headers });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No community with id 9999']);
  });

  it('issue 23 units CSV: a policy that looks like a formula is exported as text', async () => {
    const [id] = await unitIdsOf(api.db, 6, 1);
    await api.db.query(`UPDATE units SET pet_policy = '=HYPERLINK("http://evil.example")' WHERE id = $1`, [id]);
    const row = records((await exported('?community=6')).body).find((cells) => cells[0] === String(id))!;
    expect(row[13]).toBe(`'=HYPERLINK("http://evil.example")`);
  });
});

describe('issue 23 units CSV: the import', () => {
  it('issue 23 units CSV: the round trip of an export is a no-op: no version moves, no audit entry, neutralised cells included', async () => {
    await api.db.query(`UPDATE units SET pet_policy = '@cats, "small" dogs' WHERE id = (SELECT min(id) FROM units)`);
    const file = (await exported()).body;
    const before = await footprint();
    // As a browser sends a file it names as UTF-8 CSV.
    const dryRun = await importCsv('dry-run', file, { 'content-type': 'text/csv; charset=utf-8' });
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json<UnitImportResult>()).toEqual({ rows: before.versions.length, changed: 0, errors: [] });
    const applied = await importCsv('apply', file);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<UnitImportResult>()).toEqual({ rows: before.versions.length, changed: 0, errors: [] });
    expect(await footprint()).toEqual(before);
  });

  it('issue 23 units CSV: edited rows are written, each audited with what moved; a neutralised cell is stored as typed', async () => {
    const [rented, policy] = await unitIdsOf(api.db, 3, 2);
    const [units0, units1] = [await storedUnit(api.db, rented), await storedUnit(api.db, policy)];
    const rows = records((await exported('?community=3')).body);
    const edit = (id: number, column: number, value: string) => (rows.find((cells) => cells[0] === String(id))![column] = value);
    edit(rented, 9, String(units0.rent + 40));
    edit(rented, 6, 'no');
    edit(policy, 13, "'=Ask the office");
    const dryRun = await importCsv('dry-run', toFile(rows));
    expect(dryRun.json<UnitImportResult>()).toEqual({ rows: 14, changed: 2, errors: [] });
    expect((await storedUnit(api.db, rented)).version).toBe(units0.version);

    const applied = await importCsv('apply', toFile(rows));
    expect(applied.json<UnitImportResult>()).toEqual({ rows: 14, changed: 2, errors: [] });
    expect(await storedUnit(api.db, rented)).toEqual({ ...units0, rent: units0.rent + 40, available: false, version: units0.version + 1 });
    expect(await storedUnit(api.db, policy)).toEqual({ ...units1, petPolicy: '=Ask the office', version: units1.version + 1 });
    expect(await auditEntriesOf(api.db, 'unit-change', `unit ${rented}`)).toEqual([
      { id: expect.any(Number), actorId: leasing.member.id, before: { rent: units0.rent, available: units0.available }, after: { rent: units0.rent + 40, available: false } },
    ]);
  });

  it('issue 23 units CSV: a file with one bad row writes nothing and names the row and the column', async () => {
    const rows = records((await exported('?community=4')).body);
    for (const cells of rows.slice(1)) cells[9] = String(Number(cells[9]) + 5);
    rows[3][10] = 'lots';
    const before = await footprint();
    const dryRun = await importCsv('dry-run', toFile(rows));
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json<UnitImportResult>()).toEqual({ rows: 12, changed: 11, errors: [{ row: 4, column: 'Deposit', message: 'Enter the deposit in whole dollars' }] });
    const applied = await importCsv('apply', toFile(rows));
    expect(applied.statusCode).toBe(400);
    expect(applied.json<UnitImportResult>()).toEqual(dryRun.json());
    expect(await footprint()).toEqual(before);
  });

  it('issue 23 units CSV: a row whose unit changed since the export is an error saying so, and nothing is written', async () => {
    const rows = records((await exported('?community=5')).body);
    const id = Number(rows[2][0]);
    rows[1][9] = String(Number(rows[1][9]) + 1);
    await api.db.query('UPDATE units SET deposit = deposit + 1 WHERE id = $1', [id]);
    const applied = await importCsv('apply', toFile(rows));
    expect(applied.statusCode).toBe(400);
    expect(applied.json<UnitImportResult>().errors).toEqual([
      { row: 3, column: 'Version', message: `Unit ${id} changed since the export (it is at version ${(await storedUnit(api.db, id)).version} now): export again, then redo this row` },
    ]);
    expect((await storedUnit(api.db, Number(rows[1][0]))).rent).toBe(Number(rows[1][9]) - 1);
  });

  it('issue 23 units CSV: anything but text/csv is 415, a declared body over 5 MB is 413, an unknown mode is 400: each with a message', async () => {
    const json = await importCsv('apply', JSON.stringify({ rows: [] }), { 'content-type': 'application/json' });
    expect([json.statusCode, json.json().message]).toEqual([415, 'Send the file as CSV (Content-Type: text/csv), as the export wrote it']);
    const large = await importCsv('dry-run', `${HEADER}\r\n${'x'.repeat(UNIT_IMPORT_MAX_BYTES)}`);
    expect([large.statusCode, large.json().message]).toEqual([413, 'That file is larger than 5 MB: import it in parts (one community at a time).']);
    const mode = await importCsv('maybe', `${HEADER}\r\n`);
    expect([mode.statusCode, mode.json().message]).toEqual([400, 'Choose mode=dry-run or mode=apply']);
  });

  it('issue 23 units CSV: 5,000 unit rows import in one transaction: one bad row keeps all 5,000 as they were, then all are written and audited', async () => {
    const community = await seedCommunityWithUnits(api.db, { communityId: 900, floorplanId: 9_000, firstUnitId: 1_000_000, units: 5_000 });
    const rows = records((await exported(`?community=${community}`)).body);
    expect(rows).toHaveLength(5_001);
    for (const cells of rows.slice(1)) cells[9] = String(Number(cells[9]) + 10);
    const last = rows[5_000][11];
    rows[5_000][11] = '0';
    const refused = await importCsv('apply', toFile(rows));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<UnitImportResult>()).toEqual({ rows: 5_000, changed: 4_999, errors: [{ row: 5_001, column: 'Square feet', message: 'Enter the square feet' }] });
    expect(await countRows(api.db, 'units', 'id >= 1000000 AND version > 0')).toBe(0);

    rows[5_000][11] = last;
    const applied = await importCsv('apply', toFile(rows));
    expect(applied.json<UnitImportResult>()).toEqual({ rows: 5_000, changed: 5_000, errors: [] });
    expect(await countRows(api.db, 'units', 'id >= 1000000 AND version = 1')).toBe(5_000);
    expect(await countRows(api.db, 'units', 'id >= 1000000 AND rent = 810 + (id - 1000000) % 400')).toBe(5_000);
    expect(await countRows(api.db, 'audit_log', "action = 'unit-change' AND target LIKE 'unit 1______' AND after = jsonb_build_object('rent', (before->>'rent')::int + 10)")).toBe(5_000);
  });
});

import { describe, expect, it } from 'vitest';
import type { UnitExportRow } from '../db/queries/catalog-units';
import { readUnitCsv, unitRowFields, unitsCsv } from './unit-csv';
import { unitFieldsOf } from './unit-change';

const unit: UnitExportRow = {
  id: 7,
  floorplanId: 3,
  floorplanName: 'Dunn Studio',
  communityName: '=The Kirkwood',
  version: 4,
  active: true,
  available: false,
  moveInDate: '2026-12-01',
  availabilityExtensionMonths: 2,
  rent: 1050,
  deposit: 0,
  squareFoot: 640,
  allowedPet: null,
  petPolicy: '@cats welcome, "small" dogs',
};
const HEADER = 'Unit id,Community,Floor plan id,Floor plan,Version,Listed,Available,Move-in date,Extension months,Rent,Deposit,Square feet,Allowed pets,Pet policy';

/** The one row of a file, read against `stored`. */
function fieldsOf(csv: string, stored = unit) {
  const reading = readUnitCsv(csv);
  expect(reading.errors).toEqual([]);
  return unitRowFields(reading.rows[0], stored);
}

describe('issue 23 units CSV: the export', () => {
  it('issue 23 units CSV: the contract\'s columns, yes/no, empty pets, and formula-looking cells neutralised', () => {
    const [header, row, end] = unitsCsv([unit]).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(HEADER);
    expect(row).toBe(`7,'=The Kirkwood,3,Dunn Studio,4,yes,no,2026-12-01,2,1050,0,640,,"'@cats welcome, ""small"" dogs"`);
    expect(end).toBe('');
  });
});

describe('issue 23 units CSV: reading an import', () => {
  it('issue 23 units CSV: the export read back changes nothing, neutralised cells included', () => {
    expect(fieldsOf(unitsCsv([unit]))).toEqual({ fields: unitFieldsOf(unit) });
  });

  it('issue 23 units CSV: a stored value the editor would refuse today survives the round trip untouched', () => {
    const old = { ...unit, rent: 0, petPolicy: '  spaces kept  ' };
    expect(fieldsOf(unitsCsv([old]), old)).toEqual({ fields: unitFieldsOf(old) });
  });

  it('issue 23 units CSV: edited cells are read as typed: yes/no in any case, money as a spreadsheet shows it, a pet name, an emptied policy', () => {
    const csv = `${HEADER}\r\n7,x,3,x,4,NO,Yes,2027-01-15,0,"$1,125",250,640,CAT,\r\n`;
    expect(fieldsOf(csv)).toEqual({
      fields: { ...unitFieldsOf(unit), active: false, available: true, moveInDate: '2027-01-15', availabilityExtensionMonths: 0, rent: 1125, deposit: 250, allowedPet: 'CAT', petPolicy: null },
    });
  });

  it('issue 23 units CSV: columns may come in any order and editable ones may be left out (those fields stay)', () => {
    expect(fieldsOf('Rent,Version,Unit id\r\n990,4,7\r\n')).toEqual({ fields: { ...unitFieldsOf(unit), rent: 990 } });
  });

  it('issue 23 units CSV: each bad cell is an error naming its row and column, with the field\'s own message', () => {
    const reading = readUnitCsv(`${HEADER}\r\n7,x,3,x,4,maybe,no,2026-02-30,1,0,12.5,640,DOG,ok\r\n`);
    expect(unitRowFields(reading.rows[0], unit)).toEqual({
      errors: [
        { row: 2, column: 'Listed', message: 'Write yes or no' },
        { row: 2, column: 'Move-in date', message: 'That date does not exist' },
        { row: 2, column: 'Rent', message: 'The rent must be at least $1' },
        { row: 2, column: 'Deposit', message: 'Enter the deposit in whole dollars' },
        { row: 2, column: 'Allowed pets', message: 'Use one of LARGE_DOG_SMALL_DOG_CAT, SMALL_DOG_CAT, CAT, NO_PET, or leave it empty' },
      ],
    });
  });

  it('issue 23 units CSV: a unit that does not exist, a version that moved on, or another floor plan is refused', () => {
    const row = (cells: string) => readUnitCsv(`Unit id,Floor plan id,Version,Rent\r\n${cells}\r\n`).rows[0];
    expect(unitRowFields(row('8,3,4,900'), undefined)).toEqual({ errors: [{ row: 2, column: 'Unit id', message: 'There is no unit with id 8' }] });
    expect(unitRowFields(row('7,3,3,900'), unit)).toEqual({
      errors: [{ row: 2, column: 'Version', message: 'Unit 7 changed since the export (it is at version 4 now): export again, then redo this row' }],
    });
    expect(unitRowFields(row('7,5,4,900'), unit)).toEqual({
      errors: [{ row: 2, column: 'Floor plan id', message: 'Unit 7 belongs to floor plan 3: a unit cannot move to another floor plan here' }],
    });
  });

  it('issue 23 units CSV: rows are numbered as a spreadsheet shows them: blank rows skipped but counted, a quoted line break is one row', () => {
    const reading = readUnitCsv(`Unit id,Version,Pet policy\r\n1,0,"two\r\nlines"\r\n\r\n,0,x\r\n1,0,again\r\n2,0\r\n`);
    expect(reading.rowCount).toBe(4);
    expect(reading.rows.map((row) => row.row)).toEqual([2]);
    expect(reading.errors).toEqual([
      { row: 4, column: 'Unit id', message: "Enter the unit's id, as the export wrote it" },
      { row: 5, column: 'Unit id', message: 'Unit 1 is also on row 2: keep one row per unit' },
      { row: 6, column: '', message: 'This row has 2 cells; the header has 3' },
    ]);
  });

  it('issue 23 units CSV: a header that is not the export\'s, and a file that is not CSV, are errors of their own', () => {
    expect(readUnitCsv('Unit id,Rnet\r\n1,2\r\n').errors).toEqual([
      { row: 1, column: 'Rnet', message: expect.stringMatching(/^This column is not one of the export's/) },
      { row: 1, column: 'Version', message: 'This column is missing: keep the columns of the export' },
    ]);
    expect(readUnitCsv('Unit id,Version\r\n1,"0\r\n').errors).toEqual([{ row: 2, column: '', message: expect.stringMatching(/^This is not a CSV file we can read/) }]);
  });
});

import { parse } from 'csv-parse/sync';
import { PETS } from '@/features/floorplans/types';
import { unitFieldsSchema, type EditableUnit, type UnitFields, type UnitImportError } from '@/features/staff/catalogEdits';
import type { UnitExportRow } from '../db/queries/catalog-units';
import { toCsv, typedCell, type CsvColumn } from '../http/csv';
import { unitFieldsOf } from './unit-change';

/** What a cell of an editable column reads as: a value for the field's schema to check, or why it cannot be one. */
type CellReading = { value: unknown } | { problem: string };

interface UnitCsvColumn extends CsvColumn<UnitExportRow> {
  /** The unit field the column edits; a column without one is information the import ignores. */
  field?: keyof UnitFields;
  read?: (cell: string) => CellReading;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const readYesNo = (cell: string): CellReading => {
  const word = cell.trim().toLowerCase();
  return word === 'yes' || word === 'no' ? { value: word === 'yes' } : { problem: 'Write yes or no' };
};
/** A whole number as a spreadsheet may show it ('$1,050'); anything else goes to the schema, whose message names it. */
const readNumber = (cell: string): CellReading => {
  const plain = cell.replace(/[$,\s]/g, '');
  return { value: /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell };
};
const readText = (cell: string): CellReading => ({ value: cell.trim() === '' ? null : cell });
const readPet = (cell: string): CellReading => {
  const name = cell.trim();
  if (name === '') return { value: null };
  return (PETS as readonly string[]).includes(name) ? { value: name } : { problem: `Use one of ${PETS.join(', ')}, or leave it empty` };
};

/** Issue 23: the units CSV, in the contract's column order; the import reads the same columns by their headers. */
export const UNIT_CSV_COLUMNS: readonly UnitCsvColumn[] = [
  { header: 'Unit id', value: (unit) => unit.id },
  { header: 'Community', value: (unit) => unit.communityName },
  { header: 'Floor plan id', value: (unit) => unit.floorplanId },
  { header: 'Floor plan', value: (unit) => unit.floorplanName },
  { header: 'Version', value: (unit) => unit.version },
  { header: 'Listed', value: (unit) => yesNo(unit.active), field: 'active', read: readYesNo },
  { header: 'Available', value: (unit) => yesNo(unit.available), field: 'available', read: readYesNo },
  { header: 'Move-in date', value: (unit) => unit.moveInDate, field: 'moveInDate', read: (cell) => ({ value: cell.trim() }) },
  { header: 'Extension months', value: (unit) => unit.availabilityExtensionMonths, field: 'availabilityExtensionMonths', read: readNumber },
  { header: 'Rent', value: (unit) => unit.rent, field: 'rent', read: readNumber },
  { header: 'Deposit', value: (unit) => unit.deposit, field: 'deposit', read: readNumber },
  { header: 'Square feet', value: (unit) => unit.squareFoot, field: 'squareFoot', read: readNumber },
  { header: 'Allowed pets', value: (unit) => unit.allowedPet, field: 'allowedPet', read: readPet },
  { header: 'Pet policy', value: (unit) => unit.petPolicy, field: 'petPolicy', read: readText },
];
const COLUMN_BY_HEADER = new Map(UNIT_CSV_COLUMNS.map((column) => [column.header, column]));
const UNIT_ID = 'Unit id';
const VERSION = 'Version';
const FLOOR_PLAN_ID = 'Floor plan id';

/** The export: one row per unit, formula-looking cells neutralised. */
export function unitsCsv(units: readonly UnitExportRow[]): string {
  return toCsv(UNIT_CSV_COLUMNS, units);
}

/** A unit row of an imported file: its row number, the unit and version it names, and its cells by header. */
export interface UnitCsvRow {
  row: number;
  id: number;
  version: number;
  cells: Map<string, string>;
}

export interface UnitCsvReading {
  /** Unit rows (blank rows are skipped), including those with errors. */
  rowCount: number;
  /** Rows whose unit and version could be read. */
  rows: UnitCsvRow[];
  errors: UnitImportError[];
}

const wholeNumber = (cell: string | undefined) => (cell !== undefined && /^\d{1,9}$/.test(cell.trim()) ? Number(cell.trim()) : undefined);

/**
 * Reads an imported units file: the header (row 1) names its columns, any of the export's in any order, `Unit id` and
 * `Version` required; each later row names a unit once. Problems of the file itself (not CSV, a header or a row
 * that does not fit) are errors by row and column; whether each row fits its unit is `unitRowFields`' job.
 */
export function readUnitCsv(text: string): UnitCsvReading {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const records = (error as { records?: number }).records ?? 0;
    return { rowCount: 0, rows: [], errors: [{ row: records + 1, column: '', message: `This is not a CSV file we can read: ${(error as Error).message}` }] };
  }
  const [header = [], ...lines] = records;
  const headers = header.map((cell) => cell.trim());
  const errors: UnitImportError[] = [];
  headers.forEach((name, index) => {
    if (!COLUMN_BY_HEADER.has(name)) errors.push({ row: 1, column: name, message: `This column is not one of the export's (${UNIT_CSV_COLUMNS.map((column) => column.header).join(', ')})` });
    else if (headers.indexOf(name) !== index) errors.push({ row: 1, column: name, message: 'This column appears twice' });
  });
  for (const required of [UNIT_ID, VERSION]) {
    if (!headers.includes(required)) errors.push({ row: 1, column: required, message: 'This column is missing: keep the columns of the export' });
  }
  if (errors.length > 0) return { rowCount: lines.filter((cells) => cells.some((cell) => cell.trim() !== '')).length, rows: [], errors };

  const rows: UnitCsvRow[] = [];
  const rowOfUnit = new Map<number, number>();
  let rowCount = 0;
  lines.forEach((cellList, index) => {
    const row = index + 2;
    if (cellList.every((cell) => cell.trim() === '')) return;
    rowCount += 1;
    if (cellList.length !== headers.length) {
      errors.push({ row, column: '', message: `This row has ${cellList.length} cells; the header has ${headers.length}` });
      return;
    }
    const cells = new Map(headers.map((name, column) => [name, cellList[column]]));
    const id = wholeNumber(cells.get(UNIT_ID));
    const version = wholeNumber(cells.get(VERSION));
    if (id === undefined) errors.push({ row, column: UNIT_ID, message: "Enter the unit's id, as the export wrote it" });
    else if (rowOfUnit.has(id)) errors.push({ row, column: UNIT_ID, message: `Unit ${id} is also on row ${rowOfUnit.get(id)}: keep one row per unit` });
    if (version === undefined) errors.push({ row, column: VERSION, message: 'Keep the version the export wrote' });
    if (id === undefined || version === undefined || rowOfUnit.has(id)) return;
    rowOfUnit.set(id, row);
    rows.push({ row, id, version, cells });
  });
  return { rowCount, rows, errors };
}

/** A cell as the export writes it for `unit` now, read back as typed. */
const exportedCell = (column: UnitCsvColumn, unit: UnitExportRow | EditableUnit) => String(column.value(unit as UnitExportRow) ?? '');

/**
 * Issue 23: what a row of an imported file makes of its unit (`unit` undefined: no such unit), or its errors by
 * column. The row must carry the unit's version (else the unit changed since the export) and its floor plan.
 * A cell that reads exactly as the export writes the unit now leaves its field as stored, so the export re-imported
 * changes nothing even for a value the editor would no longer accept; any other cell is checked by the field's schema.
 */
export function unitRowFields(row: UnitCsvRow, unit: EditableUnit | undefined): { fields: UnitFields } | { errors: UnitImportError[] } {
  const error = (column: string, message: string) => ({ errors: [{ row: row.row, column, message }] });
  if (!unit) return error(UNIT_ID, `There is no unit with id ${row.id}`);
  if (row.version !== unit.version) {
    return error(VERSION, `Unit ${unit.id} changed since the export (it is at version ${unit.version} now): export again, then redo this row`);
  }
  const floorplanCell = row.cells.get(FLOOR_PLAN_ID);
  if (floorplanCell !== undefined && floorplanCell.trim() !== String(unit.floorplanId)) {
    return error(FLOOR_PLAN_ID, `Unit ${unit.id} belongs to floor plan ${unit.floorplanId}: a unit cannot move to another floor plan here`);
  }
  const fields: Record<string, unknown> = unitFieldsOf(unit);
  const errors: UnitImportError[] = [];
  for (const [header, raw] of row.cells) {
    const column = COLUMN_BY_HEADER.get(header)!;
    if (!column.field || !column.read) continue;
    const cell = typedCell(raw);
    if (cell === exportedCell(column, unit)) continue;
    const reading = column.read(cell);
    const checked = 'problem' in reading ? undefined : unitFieldsSchema.shape[column.field].safeParse(reading.value);
    if (!checked) errors.push({ row: row.row, column: header, message: (reading as { problem: string }).problem });
    else if (!checked.success) errors.push({ row: row.row, column: header, message: checked.error.issues[0].message });
    else fields[column.field] = checked.data === '' ? null : checked.data;
  }
  return errors.length > 0 ? { errors } : { fields: fields as UnitFields };
}

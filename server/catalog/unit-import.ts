import { changedFields, UNIT_FIELDS, type UnitImportMode, type UnitImportResult } from '@/features/staff/catalogEdits';
import type { Database, Queryable } from '../db/database';
import { findUnitsById } from '../db/queries/catalog-units';
import { unitFieldsOf } from './unit-change';
import { readUnitCsv, unitRowFields, type UnitCsvReading } from './unit-csv';
import { writeUnits } from './unit-writes';
import type { CatalogWriter } from './writer';

/** Every row of `reading` against its unit as stored (locked, for an apply): the result, and the edits it would make. */
async function checkRows(q: Queryable, reading: UnitCsvReading, lock: boolean) {
  const units = new Map((await findUnitsById(q, reading.rows.map((row) => row.id), { lock })).map((unit) => [unit.id, unit]));
  const errors = [...reading.errors];
  const edits = [];
  for (const row of reading.rows) {
    const outcome = unitRowFields(row, units.get(row.id));
    if ('errors' in outcome) errors.push(...outcome.errors);
    else edits.push({ unit: units.get(row.id)!, fields: outcome.fields });
  }
  errors.sort((a, b) => a.row - b.row);
  const changed = edits.filter(({ unit, fields }) => changedFields(unitFieldsOf(unit), fields, UNIT_FIELDS)).length;
  const result: UnitImportResult = { rows: reading.rowCount, changed, errors };
  return { result, edits };
}

/**
 * Issue 23: a units CSV imported. A dry run checks every row and writes nothing; an apply checks again with the units
 * locked and writes every changed row in one transaction, or nothing at all when any row has an error (the result
 * says so: `errors` not empty).
 */
export async function importUnits(db: Database, csv: string, mode: UnitImportMode, writer: CatalogWriter): Promise<UnitImportResult> {
  const reading = readUnitCsv(csv);
  if (mode === 'dry-run') return (await checkRows(db, reading, false)).result;
  return db.transaction(async (tx) => {
    const { result, edits } = await checkRows(tx, reading, true);
    if (result.errors.length === 0) await writeUnits(tx, edits, writer);
    return result;
  });
}

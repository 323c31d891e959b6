import { parse } from 'csv-parse/sync';
import { http, HttpResponse } from 'msw';
import {
  UNIT_IMPORT_MAX_BYTES,
  UNIT_IMPORT_TOO_LARGE,
  unitBulkSchema,
  unitChangeSchema,
  unitFieldsSchema,
  type CatalogConflict,
  type EditableUnit,
  type UnitFields,
  type UnitImportError,
  type UnitImportResult,
} from '@/features/staff/catalogEdits';
import { bulkOutcome } from '@/features/staff/unitBulk';
import { freshCatalog, type CatalogStore } from '../fixtures/staffCatalog';
import { TODAY } from '../fixtures/today';

/**
 * Issue 23: `api/staff/catalog/*` as the contract describes it (round 5's brief), over a store a test can look into:
 * versions move on only when a unit really changes, a stale version is a 409 with the unit as it now is, a bulk
 * action and an import are all or nothing.
 */
export const UNIT_CONFLICT = 'Someone else changed this unit first. Here it is as it is now: check it, then make your change again.';
export const BULK_CONFLICT = 'Some of these units changed since you opened them. Nothing was changed: check them, then try again.';

const problem = (message: string, status = 400) => HttpResponse.json({ message }, { status });

/** Writes `fields` on the unit; its version moves on only when a value really changes (as the database's trigger). */
function write(store: CatalogStore, id: number, fields: Partial<UnitFields>): EditableUnit {
  const entry = store.units.get(id)!;
  const next = { ...entry.unit, ...fields };
  const changed = (Object.keys(fields) as (keyof UnitFields)[]).some((field) => entry.unit[field] !== next[field]);
  entry.unit = changed ? { ...next, version: entry.unit.version + 1 } : entry.unit;
  return entry.unit;
}

/** A CSV row's columns as unit fields; the read-only ones (Community, Floor plan) are not read. */
const CSV_FIELDS: [string, keyof UnitFields, (cell: string) => unknown][] = [
  ['Listed', 'active', (cell) => (cell === 'yes' ? true : cell === 'no' ? false : cell)],
  ['Available', 'available', (cell) => (cell === 'yes' ? true : cell === 'no' ? false : cell)],
  ['Move-in date', 'moveInDate', (cell) => cell],
  ['Extension months', 'availabilityExtensionMonths', Number],
  ['Rent', 'rent', Number],
  ['Deposit', 'deposit', Number],
  ['Square feet', 'squareFoot', Number],
  ['Allowed pets', 'allowedPet', (cell) => cell || null],
  ['Pet policy', 'petPolicy', (cell) => cell.replace(/^'(?=[=+\-@])/, '') || null],
];

function checkImport(store: CatalogStore, csv: string): { result: UnitImportResult; writes: [number, Partial<UnitFields>][] } {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const errors: UnitImportError[] = [];
  const writes: [number, Partial<UnitFields>][] = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    const entry = store.units.get(Number(cells['Unit id']));
    if (!entry) return void errors.push({ row, column: 'Unit id', message: 'No unit has this id' });
    if (Number(cells.Version) !== entry.unit.version) {
      return void errors.push({ row, column: 'Version', message: 'This unit changed since the export: export it again and redo this row' });
    }
    const fields: Partial<UnitFields> = {};
    for (const [column, field, read] of CSV_FIELDS) {
      const checked = unitFieldsSchema.shape[field].safeParse(read(cells[column] ?? ''));
      if (checked.success) Object.assign(fields, { [field]: checked.data });
      else errors.push({ row, column, message: checked.error.issues[0]?.message ?? 'Not valid' });
    }
    if ((Object.keys(fields) as (keyof UnitFields)[]).some((field) => entry.unit[field] !== fields[field])) writes.push([entry.unit.id, fields]);
  });
  return { result: { rows: rows.length, changed: writes.length, errors }, writes };
}

export function staffCatalogHandlers(store: CatalogStore = freshCatalog()) {
  return [
    http.get('*/api/staff/catalog/communities', () => HttpResponse.json(store.communities)),
    http.get('*/api/staff/catalog/communities/:id/units', ({ params }) => {
      const community = Number(params.id);
      if (!store.communities.some((one) => one.id === community)) return problem('We could not find that community.', 404);
      const units = [...store.units.values()].filter((entry) => entry.community === community).map((entry) => entry.unit);
      return HttpResponse.json(units.sort((a, b) => a.floorplanName.localeCompare(b.floorplanName) || a.id - b.id));
    }),
    http.patch('*/api/staff/catalog/units/:id', async ({ params, request }) => {
      const checked = unitChangeSchema.safeParse(await request.json());
      if (!checked.success) return problem(checked.error.issues[0]?.message ?? 'Not valid');
      const entry = store.units.get(Number(params.id));
      if (!entry) return problem('We could not find that unit.', 404);
      const { version, ...fields } = checked.data;
      if (version !== entry.unit.version) return HttpResponse.json({ message: UNIT_CONFLICT, current: entry.unit } satisfies CatalogConflict<EditableUnit>, { status: 409 });
      return HttpResponse.json(write(store, entry.unit.id, fields));
    }),
    http.post('*/api/staff/catalog/units/bulk', async ({ request }) => {
      const checked = unitBulkSchema.safeParse(await request.json());
      if (!checked.success) return problem(checked.error.issues[0]?.message ?? 'Not valid');
      const { units, action } = checked.data;
      const entries = units.map(({ id }) => store.units.get(id));
      if (entries.some((entry) => !entry)) return problem('We could not find some of these units.', 404);
      const stale = units.filter(({ id, version }) => store.units.get(id)!.unit.version !== version).map(({ id }) => store.units.get(id)!.unit);
      if (stale.length > 0) return HttpResponse.json({ message: BULK_CONFLICT, current: stale } satisfies CatalogConflict<EditableUnit[]>, { status: 409 });
      const changes: [number, UnitFields][] = [];
      for (const entry of entries) {
        // The unit's other properties ride along unchanged: `write` moves the version only for a value that changed.
        const unit = entry!.unit;
        const outcome = bulkOutcome(unit, action, TODAY);
        if ('problem' in outcome) return problem(`Unit ${unit.id}: ${outcome.problem}`);
        changes.push([unit.id, outcome.fields]);
      }
      const before = new Map(entries.map((entry) => [entry!.unit.id, entry!.unit.version]));
      const written = changes.map(([id, fields]) => write(store, id, fields));
      return HttpResponse.json(written.filter((unit) => unit.version !== before.get(unit.id)));
    }),
    http.post('*/api/staff/catalog/units/import', async ({ request }) => {
      if (!request.headers.get('content-type')?.startsWith('text/csv')) return problem('Send the file as text/csv.', 415);
      const csv = await request.text();
      if (new Blob([csv]).size > UNIT_IMPORT_MAX_BYTES) return problem(UNIT_IMPORT_TOO_LARGE, 413);
      const { result, writes } = checkImport(store, csv);
      const apply = new URL(request.url).searchParams.get('mode') === 'apply';
      if (!apply) return HttpResponse.json(result);
      if (result.errors.length > 0) return HttpResponse.json(result, { status: 400 });
      for (const [id, fields] of writes) write(store, id, fields);
      return HttpResponse.json(result);
    }),
  ];
}

import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { UNIT_IMPORT_MAX_BYTES, UNIT_IMPORT_TOO_LARGE, unitBulkSchema, unitChangeSchema, unitImportQuerySchema } from '@/features/staff/catalogEdits';
import { bulkOutcome } from '@/features/staff/unitBulk';
import { companyDate } from '../calendar/dates';
import { sendConflict } from '../catalog/conflict';
import { unitFieldsOf } from '../catalog/unit-change';
import { unitsCsv } from '../catalog/unit-csv';
import { importUnits } from '../catalog/unit-import';
import { lockUnits, writeUnits } from '../catalog/unit-writes';
import { CATALOG_EDITORS, writerOf } from '../catalog/writer';
import type { ApiContext, ApiInstance } from '../context';
import { findCatalogCommunities, findCommunityName, findCommunityUnits, findUnitsById, findUnitsForExport } from '../db/queries/catalog-units';
import { sendCsv } from '../http/csv';
import { badRequest, found, HttpError, notFound } from '../http/errors';
import { idParams, recordId } from '../http/request-schemas';

export const UNIT_CONFLICT_MESSAGE = 'Someone else changed this unit first. Here it is as it is now: check it, then make your change again.';
const UNITS_CONFLICT_MESSAGE = 'Someone else changed some of these units first. Here they are as they are now: check them, then make your change again.';

const CATALOG = '/api/staff/catalog';
const noUnit = (id: number) => `No unit with id ${id}`;
const noCommunity = (id: number) => `No community with id ${id}`;

/** Refuses, before its body is read, an import that is not CSV (415) or is too large (413, when its length is declared). */
async function csvUpload(request: FastifyRequest): Promise<void> {
  if (!/^text\/csv\b/i.test(request.headers['content-type'] ?? '')) throw new HttpError(415, 'Send the file as CSV (Content-Type: text/csv), as the export wrote it');
  if (Number(request.headers['content-length'] ?? 0) > UNIT_IMPORT_MAX_BYTES) throw new HttpError(413, UNIT_IMPORT_TOO_LARGE);
}

/**
 * Issue 23: the units of the catalog as the office edits them (`api/staff/catalog/...`), for admins and leasing
 * agents: a community's units, a unit's change at its version (409 when it moved on), bulk actions (all or nothing),
 * and the CSV export and import. Every written unit gets its `unit-change` audit entry with what moved.
 */
export function registerStaffCatalogUnitRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  const editors = staffOnly(CATALOG_EDITORS);
  const writer = (request: FastifyRequest) => writerOf(request, now());

  app.get(`${CATALOG}/communities`, editors, () => findCatalogCommunities(db));

  app.get(`${CATALOG}/communities/:id/units`, { ...editors, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    found(await findCommunityName(db, id), noCommunity(id));
    return findCommunityUnits(db, id);
  });

  app.patch(`${CATALOG}/units/:id`, { ...editors, schema: { params: idParams, body: unitChangeSchema } }, async (request, reply) => {
    const { id } = request.params;
    const { version, ...change } = request.body;
    const outcome = await db.transaction(async (tx) => {
      const { units, missing, stale } = await lockUnits(tx, [{ id, version }]);
      if (missing.length > 0) throw notFound(noUnit(id));
      if (stale.length > 0) return { conflict: stale[0] };
      const unit = units.get(id)!;
      await writeUnits(tx, [{ unit, fields: { ...unitFieldsOf(unit), ...change } }], writer(request));
      return { unit: (await findUnitsById(tx, [id]))[0] };
    });
    if (outcome.conflict) return sendConflict(reply, UNIT_CONFLICT_MESSAGE, outcome.conflict);
    return outcome.unit;
  });

  app.post(`${CATALOG}/units/bulk`, { ...editors, schema: { body: unitBulkSchema } }, async (request, reply) => {
    const { units: selected, action } = request.body;
    const ids = selected.map((unit) => unit.id);
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice !== undefined) throw badRequest(`Unit ${twice} is selected twice`);
    const today = companyDate(now());
    const outcome = await db.transaction(async (tx) => {
      const { units, missing, stale } = await lockUnits(tx, selected);
      if (missing.length > 0) throw notFound(noUnit(missing[0]));
      if (stale.length > 0) return { conflict: stale };
      const edits = [];
      for (const unit of units.values()) {
        const result = bulkOutcome(unitFieldsOf(unit), action, today);
        if ('problem' in result) throw badRequest(`Unit ${unit.id}: ${result.problem}`);
        edits.push({ unit, fields: result.fields });
      }
      const { written } = await writeUnits(tx, edits, writer(request));
      return { changed: await findUnitsById(tx, written) };
    });
    if (outcome.conflict) return sendConflict(reply, UNITS_CONFLICT_MESSAGE, outcome.conflict);
    return outcome.changed;
  });

  app.get(`${CATALOG}/units.csv`, { ...editors, schema: { querystring: z.object({ community: recordId('community').optional() }) } }, async (request, reply) => {
    const { community } = request.query;
    const name = community === undefined ? 'all' : `community-${community}`;
    if (community !== undefined) found(await findCommunityName(db, community), noCommunity(community));
    return sendCsv(reply, `units-${name}-${companyDate(now())}.csv`, unitsCsv(await findUnitsForExport(db, community)));
  });

  // The import reads its body as text: a CSV parser for this route alone, so no other route starts taking CSV.
  app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: UNIT_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${CATALOG}/units/import`,
      { ...editors, preParsing: [editors.preParsing as preParsingAsyncHookHandler, csvUpload], bodyLimit: UNIT_IMPORT_MAX_BYTES, schema: { querystring: unitImportQuerySchema, body: z.string() } },
      async (request, reply) => {
        const result = await importUnits(db, request.body, request.query.mode, writer(request));
        return reply.code(request.query.mode === 'apply' && result.errors.length > 0 ? 400 : 200).send(result);
      },
    );
  });
}

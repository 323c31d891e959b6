import { z } from 'zod';
import { spotlightFloorplans } from '@/features/floorplans/catalog';
import { homeIndex } from '@/features/floorplans/searchIndex';
import { encodeSearchIndex } from '@/features/floorplans/searchIndexCodec';
import { searchFloorplans } from '@/features/properties/searchFloorplans';
import type { ApiContext, ApiInstance } from '../context';
import { isoDate } from '../calendar/dates';
import { findFaqs, type FaqKind } from '../db/queries/faqs';
import { FLOORPLAN_CONTENT_NAMES, findFloorplanContent, findSimilarFloorplans } from '../db/queries/floorplan-content';
import { findCardDetails, findFloorplan, findFloorplans, findShortTermListItems } from '../db/queries/floorplans';
import { findFilteredProperties, findProperty } from '../db/queries/properties';
import { findStartedHomePageSpecials } from '../db/queries/specials';
import { findTeamMembers } from '../db/queries/team';
import { halAll, halCollection, pageRequest } from '../http/hal';
import { idParams, pageQuery, projection, recordId, recordIds } from '../http/request-schemas';
import { sendEncodedJson } from '../http/send-encoded-json';
import { found } from '../http/errors';

const DATA = '/api/data';
/** The cards one request may ask for: a few pages of them (features/floorplans/api/getCardDetails.ts asks for fewer). */
const MAX_CARDS = 100;

/** What a catalog GET declares of its address: its path parameters and its query, both optional. */
interface CatalogSchema<Params extends z.ZodObject, Query extends z.ZodObject> {
  params?: Params;
  querystring?: Query;
}

/** The data GETs of spec section 7 (floor plans, properties, FAQs, specials, team), all HAL under `api/data/`. */
export function registerDataRoutes(app: ApiInstance, { db, now, catalogCache, read }: ApiContext): void {
  /**
   * A catalog GET: answered from the catalog cache, already compressed. The cache key is the route, its path
   * parameters and its declared query parameters only: any other parameter changes nothing in the answer, so
   * adding one (`&bust=1`) must not cost a database query (issue 15).
   */
  const catalogGet = <Params extends z.ZodObject = z.ZodObject, Query extends z.ZodObject = z.ZodObject>(
    path: string,
    schema: CatalogSchema<Params, Query>,
    load: (request: { params: z.output<Params>; query: z.output<Query> }) => Promise<unknown>,
  ) =>
    // A route that declares no params or query still gets empty ones: the parsed query holds only declared parameters.
    app.get(path, { compress: false, ...read, schema: { params: schema.params ?? z.object({}), querystring: schema.querystring ?? z.object({}) } }, async (request, reply) => {
      const input = { params: request.params as z.output<Params>, query: request.query as z.output<Query> };
      const key = JSON.stringify([path, input.params, input.query]);
      return sendEncodedJson(request, reply, await catalogCache.json(key, () => load(input)));
    });
  const paged = <const Name extends string>(...names: [Name, ...Name[]]) => z.object({ projection: projection(names), ...pageQuery });
  const withIdOf = <const Owner extends string>(owner: Owner) =>
    z.object({ projection: projection(['withId']) }).extend({ [owner]: recordId(owner) } as Record<Owner, ReturnType<typeof recordId>>);

  // Every floor plan projection carries the whole Floorplan (src/features/floorplans/types.ts); the site picks.
  catalogGet(`${DATA}/floorplans`, { querystring: paged('details', 'spotlight', 'withId') }, async ({ query }) => {
    const page = pageRequest(query);
    return halCollection('floorplans', await findFloorplans(db, {}, page), page);
  });

  catalogGet(`${DATA}/floorplans/:id`, { params: idParams, querystring: z.object({ projection: projection(['withId', 'short-term', 'details', 'spotlight']) }) }, async ({ params }) =>
    found(await findFloorplan(db, params.id), `Floor plan ${params.id} not found`),
  );

  catalogGet(`${DATA}/floorplans/search/byPropertyId`, { querystring: paged('short-term').extend({ id: recordId('id') }) }, async ({ query }) => {
    const page = pageRequest(query);
    return halCollection('floorplans', await findShortTermListItems(db, query.id, page), page);
  });

  catalogGet(`${DATA}/properties/filter`, {}, async () => halAll('properties', await findFilteredProperties(db)));

  // Issue 28: the home page's search list and featured section as one compact index (features/floorplans/searchIndex.ts),
  // worked out for the company's today. The site's own read, not a call of spec section 7: what it holds follows the
  // spec's `properties/filter` and spotlight rules, applied here instead of in every visitor's browser.
  catalogGet(`${DATA}/home/floorplans`, {}, async () => {
    const [properties, featured] = await Promise.all([findFilteredProperties(db), findFloorplans(db, { featured: true })]);
    return encodeSearchIndex(homeIndex(searchFloorplans(properties), spotlightFloorplans(featured.items), isoDate(now())), { details: false });
  });

  // Issue 28: the names and photos of the cards a page shows, which the home index leaves out.
  catalogGet(`${DATA}/home/cards`, { querystring: z.object({ ids: recordIds('ids', MAX_CARDS) }) }, async ({ query }) => ({
    cards: await findCardDetails(db, query.ids),
  }));

  catalogGet(`${DATA}/properties/:id`, { params: idParams, querystring: z.object({ projection: projection(['details', 'withId']) }) }, async ({ params }) =>
    found(await findProperty(db, params.id), `Property ${params.id} not found`),
  );

  catalogGet(`${DATA}/properties/:id/floorplans/filter`, { params: idParams }, async ({ params }) => {
    const { items } = await findFloorplans(db, { propertyIds: [params.id], activeWithActiveUnits: true });
    return halAll('floorplans', items);
  });

  catalogGet(`${DATA}/similarFloorplans/search/byFloorplanId`, { querystring: withIdOf('floorplanId') }, async ({ query }) =>
    halAll('similarFloorplans', await findSimilarFloorplans(db, query.floorplanId)),
  );

  for (const name of FLOORPLAN_CONTENT_NAMES) {
    catalogGet(`${DATA}/${name}/search/byFloorplanId`, { querystring: withIdOf('floorplanId') }, async ({ query }) =>
      halAll(name, await findFloorplanContent(db, name, query.floorplanId)),
    );
  }

  const ownedFaqs: [name: string, kind: FaqKind, search: string, owner: string][] = [
    ['floorplanFaqs', 'floorplan', 'byFloorplanId', 'floorplanId'],
    ['propertyFaqs', 'property', 'byPropertyId', 'propertyId'],
  ];
  for (const [name, kind, search, owner] of ownedFaqs) {
    catalogGet(`${DATA}/${name}/search/${search}`, { querystring: withIdOf(owner) }, async ({ query }) => {
      const { items } = await findFaqs(db, kind, { ownerId: query[owner] });
      return halAll(name, items);
    });
  }

  const generalFaqs: [name: string, kind: FaqKind][] = [
    ['residentFaqs', 'resident'],
    ['maintenanceFaqs', 'maintenance'],
  ];
  for (const [name, kind] of generalFaqs) {
    catalogGet(`${DATA}/${name}`, { querystring: paged('withId') }, async ({ query }) => {
      const page = pageRequest(query);
      return halCollection(name, await findFaqs(db, kind, { page }), page);
    });
  }

  catalogGet(`${DATA}/homePageSpecials/filter`, {}, async () => halAll('homePageSpecials', await findStartedHomePageSpecials(db, isoDate(now()))));

  catalogGet(`${DATA}/teamMembers`, { querystring: paged('propertyTeamMember') }, async ({ query }) => {
    const page = pageRequest(query);
    return halCollection('teamMembers', await findTeamMembers(db, page), page);
  });
}

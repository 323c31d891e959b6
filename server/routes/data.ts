import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { isoDate } from '../rules/dates';
import { findFaqs, type FaqKind } from '../db/queries/faqs';
import { FLOORPLAN_CONTENT_NAMES, findFloorplanContent, findSimilarFloorplans } from '../db/queries/floorplan-content';
import { findFloorplan, findFloorplans, findShortTermListItems } from '../db/queries/floorplans';
import { findFilteredProperties, findProperty } from '../db/queries/properties';
import { findStartedHomePageSpecials } from '../db/queries/specials';
import { findTeamMembers } from '../db/queries/team';
import { halAll, halCollection, pageRequest } from '../http/hal';
import { sendEncodedJson } from '../http/send-encoded-json';
import { found } from '../http/errors';
import { positiveId, projectionOf, type Query } from './params';

const DATA = '/api/data';

type CatalogRoute = { Params: Record<string, string>; Querystring: Query };
type CatalogRequest = FastifyRequest<CatalogRoute>;

/** The data GETs of spec section 7 (floor plans, properties, FAQs, specials, team), all HAL under `api/data/`. */
export function registerDataRoutes(app: FastifyInstance, { db, now, catalogCache }: ApiContext): void {
  /** A catalog GET: answered from the catalog cache, keyed by path and query (read-cache.ts), already compressed. */
  const catalogGet = (path: string, load: (request: CatalogRequest) => Promise<unknown>) =>
    app.get<CatalogRoute>(path, { compress: false }, async (request, reply) =>
      sendEncodedJson(request, reply, await catalogCache.json(request.url, () => load(request))),
    );

  // Every floor plan projection carries the whole Floorplan (src/features/floorplans/types.ts); the site picks.
  catalogGet(`${DATA}/floorplans`, async (request) => {
    projectionOf(request.query, ['details', 'spotlight', 'withId']);
    const page = pageRequest(request.query);
    return halCollection('floorplans', await findFloorplans(db, {}, page), page);
  });

  catalogGet(`${DATA}/floorplans/:id`, async (request) => {
    projectionOf(request.query, ['withId', 'short-term', 'details', 'spotlight']);
    const id = positiveId(request.params.id, 'id');
    return found(await findFloorplan(db, id), `Floor plan ${id} not found`);
  });

  catalogGet(`${DATA}/floorplans/search/byPropertyId`, async (request) => {
    projectionOf(request.query, ['short-term']);
    const page = pageRequest(request.query);
    return halCollection('floorplans', await findShortTermListItems(db, positiveId(request.query.id, 'id'), page), page);
  });

  catalogGet(`${DATA}/properties/filter`, async () => halAll('properties', await findFilteredProperties(db)));

  catalogGet(`${DATA}/properties/:id`, async (request) => {
    projectionOf(request.query, ['details', 'withId']);
    const id = positiveId(request.params.id, 'id');
    return found(await findProperty(db, id), `Property ${id} not found`);
  });

  catalogGet(`${DATA}/properties/:id/floorplans/filter`, async (request) => {
    const id = positiveId(request.params.id, 'id');
    const { items } = await findFloorplans(db, { propertyIds: [id], activeWithActiveUnits: true });
    return halAll('floorplans', items);
  });

  catalogGet(`${DATA}/similarFloorplans/search/byFloorplanId`, async (request) => {
    projectionOf(request.query, ['withId']);
    return halAll('similarFloorplans', await findSimilarFloorplans(db, positiveId(request.query.floorplanId, 'floorplanId')));
  });

  for (const name of FLOORPLAN_CONTENT_NAMES) {
    catalogGet(`${DATA}/${name}/search/byFloorplanId`, async (request) => {
      projectionOf(request.query, ['withId']);
      return halAll(name, await findFloorplanContent(db, name, positiveId(request.query.floorplanId, 'floorplanId')));
    });
  }

  const ownedFaqs: [name: string, kind: FaqKind, search: string, owner: string][] = [
    ['floorplanFaqs', 'floorplan', 'byFloorplanId', 'floorplanId'],
    ['propertyFaqs', 'property', 'byPropertyId', 'propertyId'],
  ];
  for (const [name, kind, search, owner] of ownedFaqs) {
    catalogGet(`${DATA}/${name}/search/${search}`, async (request) => {
      projectionOf(request.query, ['withId']);
      const { items } = await findFaqs(db, kind, { ownerId: positiveId(request.query[owner], owner) });
      return halAll(name, items);
    });
  }

  const generalFaqs: [name: string, kind: FaqKind][] = [
    ['residentFaqs', 'resident'],
    ['maintenanceFaqs', 'maintenance'],
  ];
  for (const [name, kind] of generalFaqs) {
    catalogGet(`${DATA}/${name}`, async (request) => {
      projectionOf(request.query, ['withId']);
      const page = pageRequest(request.query);
      return halCollection(name, await findFaqs(db, kind, { page }), page);
    });
  }

  catalogGet(`${DATA}/homePageSpecials/filter`, async () => halAll('homePageSpecials', await findStartedHomePageSpecials(db, isoDate(now()))));

  catalogGet(`${DATA}/teamMembers`, async (request) => {
    projectionOf(request.query, ['propertyTeamMember']);
    const page = pageRequest(request.query);
    return halCollection('teamMembers', await findTeamMembers(db, page), page);
  });
}

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
export function registerDataRoutes(app: FastifyInstance, { db, now, catalogCache, read }: ApiContext): void {
  /**
   * A catalog GET: answered from the catalog cache, already compressed. The cache key is the route, its path
   * parameters and only the query parameters it `reads`: any other parameter changes nothing in the answer, so
   * adding one (`&bust=1`) must not cost a database query (issue 15).
   */
  const catalogGet = (path: string, reads: string[], load: (request: CatalogRequest) => Promise<unknown>) =>
    app.get<CatalogRoute>(path, { compress: false, ...read }, async (request, reply) => {
      const key = JSON.stringify([path, request.params, reads.map((name) => request.query[name])]);
      return sendEncodedJson(request, reply, await catalogCache.json(key, () => load(request)));
    });
  const PAGED = ['projection', 'size', 'page'];

  // Every floor plan projection carries the whole Floorplan (src/features/floorplans/types.ts); the site picks.
  catalogGet(`${DATA}/floorplans`, PAGED, async (request) => {
    projectionOf(request.query, ['details', 'spotlight', 'withId']);
    const page = pageRequest(request.query);
    return halCollection('floorplans', await findFloorplans(db, {}, page), page);
  });

  catalogGet(`${DATA}/floorplans/:id`, ['projection'], async (request) => {
    projectionOf(request.query, ['withId', 'short-term', 'details', 'spotlight']);
    const id = positiveId(request.params.id, 'id');
    return found(await findFloorplan(db, id), `Floor plan ${id} not found`);
  });

  catalogGet(`${DATA}/floorplans/search/byPropertyId`, [...PAGED, 'id'], async (request) => {
    projectionOf(request.query, ['short-term']);
    const page = pageRequest(request.query);
    return halCollection('floorplans', await findShortTermListItems(db, positiveId(request.query.id, 'id'), page), page);
  });

  catalogGet(`${DATA}/properties/filter`, [], async () => halAll('properties', await findFilteredProperties(db)));

  catalogGet(`${DATA}/properties/:id`, ['projection'], async (request) => {
    projectionOf(request.query, ['details', 'withId']);
    const id = positiveId(request.params.id, 'id');
    return found(await findProperty(db, id), `Property ${id} not found`);
  });

  catalogGet(`${DATA}/properties/:id/floorplans/filter`, [], async (request) => {
    const id = positiveId(request.params.id, 'id');
    const { items } = await findFloorplans(db, { propertyIds: [id], activeWithActiveUnits: true });
    return halAll('floorplans', items);
  });

  catalogGet(`${DATA}/similarFloorplans/search/byFloorplanId`, ['projection', 'floorplanId'], async (request) => {
    projectionOf(request.query, ['withId']);
    return halAll('similarFloorplans', await findSimilarFloorplans(db, positiveId(request.query.floorplanId, 'floorplanId')));
  });

  for (const name of FLOORPLAN_CONTENT_NAMES) {
    catalogGet(`${DATA}/${name}/search/byFloorplanId`, ['projection', 'floorplanId'], async (request) => {
      projectionOf(request.query, ['withId']);
      return halAll(name, await findFloorplanContent(db, name, positiveId(request.query.floorplanId, 'floorplanId')));
    });
  }

  const ownedFaqs: [name: string, kind: FaqKind, search: string, owner: string][] = [
    ['floorplanFaqs', 'floorplan', 'byFloorplanId', 'floorplanId'],
    ['propertyFaqs', 'property', 'byPropertyId', 'propertyId'],
  ];
  for (const [name, kind, search, owner] of ownedFaqs) {
    catalogGet(`${DATA}/${name}/search/${search}`, ['projection', owner], async (request) => {
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
    catalogGet(`${DATA}/${name}`, PAGED, async (request) => {
      projectionOf(request.query, ['withId']);
      const page = pageRequest(request.query);
      return halCollection(name, await findFaqs(db, kind, { page }), page);
    });
  }

  catalogGet(`${DATA}/homePageSpecials/filter`, [], async () => halAll('homePageSpecials', await findStartedHomePageSpecials(db, isoDate(now()))));

  catalogGet(`${DATA}/teamMembers`, PAGED, async (request) => {
    projectionOf(request.query, ['propertyTeamMember']);
    const page = pageRequest(request.query);
    return halCollection('teamMembers', await findTeamMembers(db, page), page);
  });
}

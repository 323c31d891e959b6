import type { TourListQuery } from '../tourOffice';
import type { AuditQuery, FunnelQuery, LeadQuery, SubletQueue } from '../types';

/** The workspace's cache keys (issue 22), ordered all -> lists -> list(params) -> detail(id) as every feature's. */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  passkeys: () => [...staffKeys.all, 'passkeys'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  leads: () => [...staffKeys.all, 'leads'] as const,
  leadLists: () => [...staffKeys.leads(), 'list'] as const,
  leadList: (query: Partial<LeadQuery>) => [...staffKeys.leadLists(), query] as const,
  lead: (id: number) => [...staffKeys.leads(), 'detail', id] as const,
  sublets: () => [...staffKeys.all, 'sublets'] as const,
  subletQueue: (queue: SubletQueue) => [...staffKeys.sublets(), queue] as const,
  funnel: (query: FunnelQuery) => [...staffKeys.all, 'funnel', query] as const,
  alerts: () => [...staffKeys.all, 'alerts'] as const,
  audit: () => [...staffKeys.all, 'audit'] as const,
  auditList: (query: Partial<AuditQuery>) => [...staffKeys.audit(), query] as const,
  tours: () => [...staffKeys.all, 'tours'] as const,
  tourList: (query: TourListQuery) => [...staffKeys.tours(), 'list', query] as const,
  tourSettings: (community: number) => [...staffKeys.tours(), 'settings', community] as const,
  /** Issue 23: the catalog the office edits; an import may change any community's units. */
  catalog: () => [...staffKeys.all, 'catalog'] as const,
  catalogCommunities: () => [...staffKeys.catalog(), 'communities'] as const,
  communityUnits: (community: number) => [...staffKeys.catalog(), 'units', community] as const,
  /** Its floor plans (their list and each one), the home-page special, a community's details. */
  plans: () => [...staffKeys.catalog(), 'plans'] as const,
  planList: () => [...staffKeys.plans(), 'list'] as const,
  plan: (id: number) => [...staffKeys.plans(), 'detail', id] as const,
  /** The amenities and utilities a plan's lists are picked from. */
  planFeatures: () => [...staffKeys.plans(), 'features'] as const,
  /** Under the plan: a photo change can move the plan itself (its cover, its folder). */
  planPhotos: (id: number) => [...staffKeys.plan(id), 'photos'] as const,
  homeSpecial: () => [...staffKeys.catalog(), 'home-special'] as const,
  /** Every community's details: an office edit changes the details of each community the office serves. */
  communityDetails: () => [...staffKeys.catalog(), 'community'] as const,
  community: (id: number) => [...staffKeys.communityDetails(), id] as const,
};

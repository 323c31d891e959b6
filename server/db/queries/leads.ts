import { LEAD_COUNT_REACH, type Lead, type LeadKind, type LeadNote, type LeadSort, type LeadStatus } from '@/features/staff/types';
import type { IsoDate } from '@/lib/dates';
import { COMPANY_TIME_ZONE } from '../../calendar/dates';
import type { Queryable } from '../database';

/** A lead as a form made it: every text the renter's own, checked by the form's schema. */
export interface NewLead {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  preferredContact: string | null;
  /** The community's name as the form or the plan gives it; a name no property has leaves the lead without one. */
  community: string | null;
  floorPlan: string | null;
  page: string | null;
  message: string | null;
  details: [string, string][];
  payload: object;
  createdAt: Date;
  /** 'new' unless said (issue 24: a booked tour's lead starts at 'tour-scheduled'). */
  status?: LeadStatus;
}

/** The columns a new lead fills, with their types (a lead stored by an INSERT ... SELECT has its values typed). */
const INSERT_COLUMNS = [['kind', 'text'], ['name', 'text'], ['email', 'text'], ['phone', 'text'], ['preferred_contact', 'text'], ['property_id', 'integer'],
  ['floor_plan', 'text'], ['page', 'text'], ['message', 'text'], ['details', 'jsonb'], ['payload', 'jsonb'], ['created_at', 'timestamptz'], ['status', 'text']] as const;

const rowOf = (lead: NewLead): unknown[] => [lead.kind, lead.name, lead.email, lead.phone, lead.preferredContact, lead.community, lead.floorPlan, lead.page,
  lead.message, JSON.stringify(lead.details), JSON.stringify(lead.payload), lead.createdAt, lead.status ?? 'new'];

/**
 * An INSERT of `lead` whose parameters are numbered from `$first`, stored only when `when` (an SQL condition) holds:
 * for insertLead and for a statement that stores a lead with other writes (the caller appends `params` to its own).
 * The community is found by its name.
 */
function leadInsert(lead: NewLead, first: number, when = 'true'): { sql: string; params: unknown[] } {
  const values = INSERT_COLUMNS.map(([column, type], i) => (column === 'property_id' ? `(SELECT id FROM properties WHERE name = $${first + i}::text)` : `$${first + i}::${type}`));
  return { sql: `INSERT INTO leads (${INSERT_COLUMNS.map(([column]) => column).join(', ')}) SELECT ${values.join(', ')} WHERE ${when}`, params: rowOf(lead) };
}

export async function insertLead(q: Queryable, lead: NewLead): Promise<number> {
  const { sql, params } = leadInsert(lead, 1);
  const [{ id }] = await q.query<{ id: number }>(`${sql} RETURNING id`, params);
  return id;
}

// The lead carries its community's and assignee's names (migration 039: the database keeps them true), so a page
// reads the leads alone. An inbox page sends each lead's `inbox_row`, these columns as JSON written with the lead
// (migration 064).
const ROW_COLUMNS = `l.id, l.kind, l.status, l.name, l.email, l.phone, l.property_id AS "propertyId",
  l.property_name AS "propertyName", l.assignee_id AS "assigneeId", l.assignee_name AS "assigneeName", l.next_follow_up AS "nextFollowUp",
  l.created_at AS "createdAt", l.first_response_at AS "firstResponseAt", l.version`;
const DETAIL_COLUMNS = `${ROW_COLUMNS}, l.preferred_contact AS "preferredContact", l.floor_plan AS "floorPlan", l.page, l.message,
  l.details, l.lost_reason AS "lostReason"`;

/**
 * What each sort orders by; statuses in the order a lead moves through them. Empty values (no follow-up, nobody
 * assigned) sort as PostgreSQL sorts them, after every value: the order an index reads both ways, so a page is read
 * from the index instead of sorting every lead; the names of the community and the assignee have indexes too.
 */
const SORT_EXPRESSIONS: Record<LeadSort, string> = {
  createdAt: 'l.created_at',
  name: 'lower(l.name)',
  status: `CASE l.status WHEN 'new' THEN 0 WHEN 'contacted' THEN 1 WHEN 'tour-scheduled' THEN 2 WHEN 'applied' THEN 3 WHEN 'leased' THEN 4 ELSE 5 END`,
  property: 'l.property_name',
  assignee: 'l.assignee_name',
  nextFollowUp: 'l.next_follow_up',
  firstResponse: 'l.first_response_at',
};

/** The inbox's filters, checked by leadQuerySchema. */
export interface LeadFilter {
  status?: LeadStatus;
  community?: number;
  assignee?: number | 'none';
  /** The office's days the leads arrived on, from `from` to `to`, both included (read from the day they begin). */
  from?: IsoDate;
  to?: IsoDate;
  q?: string;
}

/**
 * The instant the office's day `day` (an SQL date) begins: its midnight in the company's time zone, as the server's
 * companyDayStart reads it (the count test ties the two). Worked out by PostgreSQL rather than by the server's thread,
 * where a time zone's rules cost a page with a range of days more than the rest of its query.
 */
const officeDayStart = (day: string) => `((${day})::timestamp AT TIME ZONE '${COMPANY_TIME_ZONE}')`;

/** `%` and `_` typed in the search are letters to look for, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The filter as SQL over `alias`'s columns. The lead counts (migration 044) have the leads' status, property_id and
 * assignee_id columns, so the same clause, with the same parameters, reads either.
 */
function whereClause(filter: LeadFilter, alias = 'l'): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.status) add((p) => `${alias}.status = ${p}`, filter.status);
  if (filter.community !== undefined) add((p) => `${alias}.property_id = ${p}`, filter.community);
  if (filter.assignee === 'none') conditions.push(`${alias}.assignee_id IS NULL`);
  else if (filter.assignee !== undefined) add((p) => `${alias}.assignee_id = ${p}`, filter.assignee);
  if (filter.from) add((p) => `${alias}.created_at >= ${officeDayStart(`${p}::date`)}`, filter.from);
  if (filter.to) add((p) => `${alias}.created_at < ${officeDayStart(`${p}::date + 1`)}`, filter.to);
  if (filter.q) add((p) => `${alias}.search LIKE ${p}`, containing(filter.q.toLowerCase()));
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Whether the filter is one the lead counts answer: nothing but a status, a community and an assignee. */
const countedByStatusCommunityAssignee = (filter: LeadFilter) => !filter.from && !filter.to && !filter.q;

/** Whether the filter is one the day counts answer: a range of days and nothing else. */
const countedByDay = (filter: LeadFilter) =>
  (!!filter.from || !!filter.to) && !filter.q && !filter.status && filter.community === undefined && filter.assignee === undefined;

/**
 * How many leads match, as SQL giving `total` and `more`: the sum of the kept counts that answer the filter, per
 * status, community and assignee (migration 044) or per day (migration 046: a row a day, whatever the number of
 * leads), else a count of the matching leads (a search, or a range of days with another filter). That count stops
 * LEAD_COUNT_REACH leads past the page's start (`$offset`): a search every lead matches would otherwise read all of
 * them for a number no agent pages to the end of, and it cost five times a page. A day count's parameters are added
 * to `params`.
 */
function matchingCount(filter: LeadFilter, where: string, params: unknown[], offset: string): string {
  if (countedByStatusCommunityAssignee(filter)) return `SELECT coalesce(sum(c.leads), 0) AS total, false AS more FROM lead_counts c ${whereClause(filter, 'c').where}`;
  if (countedByDay(filter)) {
    const days: string[] = [];
    const bound = (operator: string, day: IsoDate) => days.push(`d.day ${operator} $${params.push(day)}::date`);
    if (filter.from) bound('>=', filter.from);
    if (filter.to) bound('<=', filter.to);
    return `SELECT coalesce(sum(d.leads), 0) AS total, false AS more FROM lead_day_counts d WHERE ${days.join(' AND ')}`;
  }
  const reach = `${offset} + ${LEAD_COUNT_REACH}`;
  return `SELECT least(count(*), ${reach}) AS total, count(*) > ${reach} AS more FROM (SELECT FROM leads l ${where} LIMIT ${reach} + 1) matches`;
}

export interface LeadOrder {
  sort: LeadSort;
  direction: 'asc' | 'desc';
}

const orderBy = ({ sort, direction }: LeadOrder) => `${SORT_EXPRESSIONS[sort]} ${direction}, l.id ${direction}`;

/**
 * The leads of a page (`selection`: its filter, order, size and offset). A page after the first finds its ids first,
 * from the sort's index alone where the index holds what the filter and the order read (migration 045), so the leads
 * it skips (2,000 at page 40) are never read, only its own; the first page skips none and reads its leads directly.
 */
const pageLeads = (selection: string, skipsLeads: boolean) =>
  skipsLeads ? `SELECT l.* FROM leads l WHERE l.id IN (SELECT l.id FROM leads l ${selection})` : `SELECT l.* FROM leads l ${selection}`;

/**
 * Whether a page's plan is kept (a prepared statement), because one plan serves every value of its parameters:
 * - a filter of status, community and assignee: the sort's index, read in order up to the page, and the kept counts;
 * - a date range read newest or oldest first: the date's index, read in order from the range's end up to the page,
 *   however many days it spans (in another order a wide range would be best read in that order's index, a narrow one
 *   in the date's: PostgreSQL plans those at each request).
 * A search is planned at each request ('replanned': parsed once per connection): a few letters may match every lead
 * (read in the sort's order, stopping at the page) or a handful (read through the trigram index), and no one plan
 * serves both. Reading a search's matches once for the page and the total was tried: a search matching every lead then
 * cost twice as much (p95 81 ms against 41).
 */
const keepsPlan = (filter: LeadFilter, order: LeadOrder) => !filter.q && (countedByStatusCommunityAssignee(filter) || order.sort === 'createdAt');

/**
 * One page of the inbox and how many leads match, as the JSON text of a LeadPage, in one statement (one round trip).
 * PostgreSQL joins the leads' rows, kept as JSON with each lead (migration 064), and the server answers with the text
 * as it comes, instead of parsing fifty rows of fifteen columns and writing them out again (most of what the server's
 * own thread did for a page, and that thread serves every request). The rows are joined in the page's order; a page
 * past the last lead has no rows and still the count.
 * Planning a page cost PostgreSQL more than running it: the pages whose plan fits every value keep it (keepsPlan),
 * the others are prepared to be planned again at each run. A page's text varies only with the sort, the page size and
 * which filters are set (a few hundred texts at most; the offset and the filters' values are parameters).
 */
export async function findLeadPageJson(q: Queryable, filter: LeadFilter, order: LeadOrder, page: { size: number; number: number }): Promise<string> {
  const { where, params } = whereClause(filter);
  const offset = `$${params.push(page.size * page.number)}::int`;
  const leads = pageLeads(`${where} ORDER BY ${orderBy(order)} LIMIT ${page.size} OFFSET ${offset}`, page.number > 0);
  const count = matchingCount(filter, where, params, offset);
  const [{ json }] = await q.query<{ json: string }>(
    `SELECT '{"rows":[' || coalesce((
         SELECT string_agg(l.inbox_row, ',' ORDER BY ${orderBy(order)}) FROM (${leads}) l
       ), '') || '],"total":' || matched.total || ',"more":' || matched.more || '}' AS json
     FROM (${count}) matched`,
    params,
    { prepared: keepsPlan(filter, order) || 'replanned' },
  );
  return json;
}

export type LeadExportRow = Omit<Lead, 'notes' | 'details'>;

/** Every matching lead, for the CSV export. */
export function findLeadsForExport(q: Queryable, filter: LeadFilter, order: LeadOrder): Promise<LeadExportRow[]> {
  const { where, params } = whereClause(filter);
  return q.query<LeadExportRow>(
    `SELECT ${ROW_COLUMNS}, l.preferred_contact AS "preferredContact", l.floor_plan AS "floorPlan", l.page, l.message, l.lost_reason AS "lostReason"
     FROM leads l ${where} ORDER BY ${orderBy(order)}`,
    params,
  );
}

export async function findLead(q: Queryable, id: number, options: { lock?: boolean } = {}): Promise<Lead | undefined> {
  const [lead] = await q.query<Omit<Lead, 'notes'>>(`SELECT ${DETAIL_COLUMNS} FROM leads l WHERE l.id = $1 ${options.lock ? 'FOR UPDATE' : ''}`, [id]);
  if (!lead) return undefined;
  const notes = await q.query<LeadNote>(
    `SELECT n.id, s.name AS "authorName", n.body, n.created_at AS "createdAt"
     FROM lead_notes n JOIN staff_members s ON s.id = n.author_id WHERE n.lead_id = $1 ORDER BY n.created_at, n.id`,
    [id],
  );
  return { ...lead, notes };
}

/** The fields a change may set; undefined leaves a field as it is. */
export interface LeadUpdate {
  status?: LeadStatus;
  lostReason?: string | null;
  assigneeId?: number | null;
  nextFollowUp?: string | null;
}

const UPDATE_COLUMNS: Record<keyof LeadUpdate, string> = {
  status: 'status',
  lostReason: 'lost_reason',
  assigneeId: 'assignee_id',
  nextFollowUp: 'next_follow_up',
};

/**
 * The change, only if the lead is still at `version`: the database decides between two changes made from the same
 * version, and exactly one moves it on. The first response is set by the first change and never moved. False when
 * the version had moved on (or there is no such lead).
 */
export async function updateLeadAtVersion(q: Queryable, id: number, version: number, update: LeadUpdate, now: Date): Promise<boolean> {
  const params: unknown[] = [id, version, now];
  const sets = Object.entries(update)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => {
      params.push(value);
      return `${UPDATE_COLUMNS[field as keyof LeadUpdate]} = $${params.length}`;
    });
  const rows = await q.query(
    `UPDATE leads SET ${[...sets, 'version = version + 1', 'first_response_at = coalesce(first_response_at, $3)'].join(', ')}
     WHERE id = $1 AND version = $2 RETURNING id`,
    params,
  );
  return rows.length === 1;
}

/**
 * A note; it counts as a response. It leaves the version alone: a note changes none of the fields a colleague may be
 * editing, so it never turns their change into a conflict.
 */
export async function insertLeadNote(q: Queryable, leadId: number, authorId: number, body: string, now: Date): Promise<number | undefined> {
  const [lead] = await q.query(
    'UPDATE leads SET first_response_at = coalesce(first_response_at, $2) WHERE id = $1 RETURNING id',
    [leadId, now],
  );
  if (!lead) return undefined;
  const [{ id }] = await q.query<{ id: number }>(
    'INSERT INTO lead_notes (lead_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [leadId, authorId, body, now],
  );
  return id;
}

/** Issue 24: what a booked tour puts in the inbox. */
export interface TourLead {
  email: string;
  /** The details line an open lead of the same address gets. */
  line: [string, string];
  /** The lead of an address with none open. */
  fresh: NewLead;
}

/**
 * Issue 24: the lead of a booked tour, as common table expressions of a statement that stores the tour with it
 * (parameters numbered from `$first`; the caller appends `params` to its own), ending in the relation `lead (id)`.
 * Nothing is read or written unless the statement's relation `after` has a row (the tour's place in its slot): the
 * renter's newest lead of that address (case folded) still open (not leased, not lost) gets `line` added to its
 * details and moves from new or contacted to 'tour-scheduled' (an applied lead stays applied); the version moves on
 * only when the status does, as a details line changes nothing a colleague may be editing. An address with no open
 * lead gets `fresh`.
 */
export function tourLeadUpsert({ email, line, fresh }: TourLead, first: number, after: string): { sql: string; params: unknown[] } {
  const created = leadInsert(fresh, first + 2, `EXISTS (SELECT 1 FROM ${after}) AND NOT EXISTS (SELECT 1 FROM open_lead)`);
  return {
    sql: `open_lead AS (
       SELECT id, CASE WHEN status IN ('new', 'contacted') THEN 'tour-scheduled' ELSE status END AS status FROM leads
       WHERE lower(email) = lower($${first}::text) AND status NOT IN ('leased', 'lost') AND EXISTS (SELECT 1 FROM ${after})
       ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE
     ),
     updated_lead AS (
       UPDATE leads l SET details = l.details || $${first + 1}::jsonb, status = open_lead.status,
         version = l.version + CASE WHEN open_lead.status <> l.status THEN 1 ELSE 0 END
       FROM open_lead WHERE l.id = open_lead.id RETURNING l.id
     ),
     created_lead AS (${created.sql} RETURNING id),
     lead AS (SELECT id FROM updated_lead UNION ALL SELECT id FROM created_lead)`,
    params: [email, JSON.stringify([line]), ...created.params],
  };
}

/** Issue 24: adds `line` to a lead's details (a tour's change the renter made), whatever its status. */
export async function addLeadDetail(q: Queryable, id: number, line: [string, string]): Promise<void> {
  await q.query(`UPDATE leads SET details = details || $2::jsonb WHERE id = $1`, [id, JSON.stringify([line])]);
}

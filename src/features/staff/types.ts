import { z } from '@/lib/zod';
import type { IsoDate } from '@/lib/dates';

/**
 * Issue 22: the leasing office's workspace. This file is the one seam between the workspace (src/pages/staff,
 * src/features/staff) and the local API's staff routes (server/routes/staff-*.ts): every body, query and answer of
 * `api/staff/*` is typed here, and the bodies and queries are the zod schemas both sides check with.
 */

// ---------------------------------------------------------------------------------------------------------------
// Who

export const STAFF_ROLES = ['admin', 'leasing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', leasing: 'Leasing' };

/** `GET api/staff/me`: the signed-in member (401 when nobody is). */
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** When this session ends unless used again (30 minutes idle) and at the latest (12 hours after sign-in), ISO. */
  idleUntil: string;
  endsAt: string;
}

/** `GET api/staff/members` (admin): the office's accounts. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** null: active. */
  disabledAt: string | null;
  createdAt: string;
  /** Passkeys the member has set up; 0 while an invitation is still open. */
  passkeys: number;
  lastSignInAt: string | null;
}

/** `GET api/staff/passkeys`: the signed-in member's own passkeys. */
export interface StaffPasskey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const email = z.string().trim().toLowerCase().max(254).pipe(z.email({ error: 'Enter a valid e-mail address' }));

export const inviteSchema = z.object({
  email,
  name: z.string().trim().min(1, 'Enter a name').max(100),
  role: z.enum(STAFF_ROLES),
});
export type InviteBody = z.infer<typeof inviteSchema>;

export const memberChangeSchema = z.object({ role: z.enum(STAFF_ROLES) });
export const passkeyNameSchema = z.object({ name: z.string().trim().min(1, 'Name the passkey').max(60) });
/** `POST api/staff/codes`: mail a sign-in code to this address (the same answer whether it is a member or not). */
export const codeRequestSchema = z.object({ email });
/** `POST api/staff/codes/verify`: the 6-digit code mailed to `email`. */
export const codeVerifySchema = z.object({ email, code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the mail') });
/** `POST api/staff/invitations/accept`: the key of a mailed invitation link. */
export const invitationAcceptSchema = z.object({ key: z.string().min(20).max(200) });

// ---------------------------------------------------------------------------------------------------------------
// Leads

export const LEAD_STATUSES = ['new', 'contacted', 'tour-scheduled', 'applied', 'leased', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'tour-scheduled': 'Tour scheduled',
  applied: 'Applied',
  leased: 'Leased',
  lost: 'Lost',
};
export const LEAD_KINDS = ['contact', 'application', 'stay-request', 'tour'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = { contact: 'Contact message', application: 'Application request', 'stay-request': 'Stay request', tour: 'Tour booking' };

/** A row of the inbox. */
export interface LeadRow {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string | null;
  /** The community it is about (null: none named). */
  propertyId: number | null;
  propertyName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  nextFollowUp: IsoDate | null;
  createdAt: string;
  /** The first time staff did something with it (a status change or a note); null: nobody yet. */
  firstResponseAt: string | null;
  /**
   * Optimistic concurrency: a change must send the version it was made from (409 when it moved on). On the row too,
   * so the inbox changes a status in one request.
   */
  version: number;
}

/** `GET api/staff/leads/{id}`: everything about one lead. Every text is the renter's own, to be shown as text. */
export interface Lead extends LeadRow {
  /** How the renter prefers to be reached, in their words (the form's choice), if they said. */
  preferredContact: string | null;
  floorPlan: string | null;
  /** The page the form was sent from. */
  page: string | null;
  message: string | null;
  /** The form's other answers as label and value, in the order the form asks them. */
  details: [string, string][];
  lostReason: string | null;
  notes: LeadNote[];
}

export interface LeadNote {
  id: number;
  authorName: string;
  body: string;
  createdAt: string;
}

export const LEAD_SORTS = ['createdAt', 'name', 'status', 'property', 'assignee', 'nextFollowUp', 'firstResponse'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const PAGE_SIZES = [50, 100, 500] as const;

const pageSize = z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'size must be 50, 100 or 500');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-08-01');
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** `GET api/staff/leads?…` (and `leads.csv` with the same filters): paged and sorted by the server. */
export const leadQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  community: id.optional(),
  /** A member's id, or 'none' for leads nobody has taken. */
  assignee: z.union([z.literal('none'), id]).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** Part of a name or an e-mail address. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(LEAD_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: pageSize.default(50),
});
export type LeadQuery = z.infer<typeof leadQuerySchema>;

/** A count by reading the matching leads (a search, a range of days with another filter) stops this far past the page. */
export const LEAD_COUNT_REACH = 1_000;

export interface LeadPage {
  rows: LeadRow[];
  /** How many leads match; with `more`, how many at least (the count stopped LEAD_COUNT_REACH leads past the page). */
  total: number;
  /** More leads than `total` match: a search as wide as "example.org" is not counted to its end. */
  more: boolean;
}

/** `PATCH api/staff/leads/{id}`: any of these, with the version the change was made from. */
export const leadChangeSchema = z
  .object({
    version: z.number().int().min(0),
    status: z.enum(LEAD_STATUSES).optional(),
    lostReason: z.string().trim().min(1, 'Say why the lead was lost').max(500).optional(),
    assigneeId: id.nullable().optional(),
    nextFollowUp: isoDay.nullable().optional(),
  })
  .refine((change) => change.status !== 'lost' || change.lostReason !== undefined, { path: ['lostReason'], message: 'Say why the lead was lost' });
export type LeadChange = z.infer<typeof leadChangeSchema>;

export const leadNoteSchema = z.object({ body: z.string().trim().min(1, 'Write a note').max(4000) });

/** The answer of a change refused because someone else changed the lead first: both versions, nothing lost. */
export interface LeadConflict {
  message: string;
  current: Lead;
}

// ---------------------------------------------------------------------------------------------------------------
// Sublet moderation

export const SUBLET_QUEUES = ['pending', 'hidden', 'listed'] as const;
export type SubletQueue = (typeof SUBLET_QUEUES)[number];

export interface ModeratedSublet {
  id: number;
  title: string;
  description: string;
  address: string;
  rent: number;
  ownerName: string;
  email: string;
  confirmed: boolean;
  createdDate: string;
  listedUntil: string | null;
  /** Asset ids of its photos, the cover first (`api/asset/download/{id}?w=` shows them). */
  photoIds: string[];
  openReports: { reason: string; details: string; createdAt: string }[];
}

export const subletRejectSchema = z.object({ reason: z.string().trim().min(1, 'Say why, for the poster').max(1000) });

// ---------------------------------------------------------------------------------------------------------------
// The contact funnel

export const funnelQuerySchema = z.object({
  from: isoDay,
  to: isoDay,
  group: z.enum(['day', 'week']).default('day'),
  community: id.optional(),
});
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

/** One period (a day, or a week starting Monday) in the company's time zone. */
export interface FunnelRow {
  period: IsoDate;
  clicked: number;
  initiated: number;
  submitted: number;
}

export interface Funnel {
  rows: FunnelRow[];
  totals: Omit<FunnelRow, 'period'>;
}

// ---------------------------------------------------------------------------------------------------------------
// Alerts (issue 25)

/** `GET api/staff/alerts`: the renters' running alerts per community, and the alert mails sent lately. */
export interface StaffAlerts {
  /** Confirmed alerts that are not paused, per community searched (null: the home search, every community). */
  communities: { propertyId: number | null; name: string | null; instant: number; daily: number }[];
  /** The latest alert mails, newest first. */
  sent: StaffAlertMail[];
}

export interface StaffAlertMail {
  id: number;
  /** When it was queued, ISO. */
  at: string;
  kind: 'instant' | 'digest';
  homes: number;
  /** Its address: answered to the admin role only. */
  email?: string;
}

/** How many of the latest alert mails the page lists. */
export const STAFF_ALERT_MAILS = 50;

const ALERT_NUMBER = 'Enter the alert number from the subject, or leave it empty';

/**
 * `POST api/staff/alerts/stop`: a renter asked the office by mail to stop their alerts. The mailto of an alert's
 * List-Unsubscribe says "Stop alert N" (server/alerts/alert-mails.ts): alert N stops. The expired-link page's says
 * "Stop my alerts" (it knows no number): every alert that mails the address stops. Either way only alerts that mail
 * `email`, the address the request came from.
 */
export const stopAlertSchema = z.object({
  alert: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: ALERT_NUMBER }).int(ALERT_NUMBER).positive(ALERT_NUMBER).max(2_147_483_647, ALERT_NUMBER).optional(),
  ),
  email,
});
export type StopAlertBody = z.infer<typeof stopAlertSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The audit log

/**
 * Every action the audit log records (the server's `recordAudit` takes no other), in the order the log's filter
 * offers them, with what the office reads for each. The stored name (and the CSV) keeps the raw name.
 */
export const AUDIT_ACTIONS = {
  'lead-status': 'Status changed',
  'lead-assignee': 'Assignee changed',
  'lead-follow-up': 'Follow-up date changed',
  'lead-lost-reason': 'Lost reason changed',
  'lead-note': 'Note added',
  'sublet-approve': 'Sublet approved',
  'sublet-reject': 'Sublet rejected',
  'sublet-restore': 'Sublet restored',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  denied: 'Access denied',
  'invitation-accepted': 'Invitation accepted',
  'code-mailed': 'Sign-in code mailed',
  'code-wrong': 'Wrong sign-in code',
  'code-accepted': 'Sign-in code accepted',
  'passkey-added': 'Passkey added',
  'passkey-refused': 'Passkey refused',
  'passkey-renamed': 'Passkey renamed',
  'passkey-removed': 'Passkey removed',
  'member-invited': 'Member invited',
  'role-changed': 'Role changed',
  'member-disabled': 'Member disabled',
  'member-enabled': 'Member enabled',
  'last-admin-kept': 'Refused: the last active admin',
  'tour-settings': 'Tour settings changed',
  'tour-blackout-added': 'Tour blackout added',
  'tour-blackout-removed': 'Tour blackout removed',
  'tour-confirm': 'Tour confirmed',
  'tour-complete': 'Tour marked completed',
  'tour-no-show': 'Tour marked no-show',
  'tour-cancel': 'Tour cancelled by the office',
  'tour-undo': 'Tour action undone',
  'unit-change': 'Unit changed',
  'catalog-revert': 'Change undone',
  'floorplan-change': 'Floor plan changed',
  'web-special-added': 'Web special added',
  'web-special-changed': 'Web special changed',
  'web-special-removed': 'Web special removed',
  'floorplan-photo-added': 'Floor plan photo added',
  'floorplan-photo-changed': 'Floor plan photo changed',
  'floorplan-photo-removed': 'Floor plan photo removed',
  'floorplan-photo-upload-undone': 'Floor plan photo upload undone',
  'home-special-change': 'Home-page special changed',
  'home-special-added': 'Home-page special added',
  'home-special-removed': 'Home-page special removed',
  'community-change': 'Community changed',
  'amenity-added': 'Amenity added',
  'alert-stopped': 'Alert stopped (asked by mail)',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What the office reads for an action; a name the list does not know is shown as stored. */
export const auditActionLabel = (action: string): string => (Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action);

export interface AuditEntry {
  id: number;
  at: string;
  /** null: nobody was signed in (a failed sign-in, the command line). */
  actorId: number | null;
  actorName: string | null;
  /** One of AUDIT_ACTIONS' names (a string: an entry outlives a renamed action). */
  action: string;
  /** What it was done to, e.g. 'lead 12', 'sublet 4', 'member 3'. */
  target: string | null;
  /** The client address it came from. */
  from: string | null;
  before: unknown;
  after: unknown;
}

/**
 * `POST api/staff/audit/{id}/revert` (issue 23): 409 when the entry's target no longer holds the entry's `after`
 * values; `current` is the target as it is now. The revert answers its own `catalog-revert` entry.
 */
export interface AuditRevertConflict {
  message: string;
  current: unknown;
}

/**
 * Issue 23: the actions an admin can undo from the audit log, each with the kind of record its undo's target names
 * ('unit 12', 'floorplan 7', 'community 1', 'home-special 2', 'web-special 41', a plan's photos' undo 'floorplan-photos 7'): a change, and for the specials an
 * addition or a removal too. A photo's upload is undone by deleting the photo, so its undo cannot be undone in turn: it is
 * logged as an action of its own (`floorplan-photo-upload-undone`, kind null), which IRREVERSIBLE_AUDIT_ACTIONS explains.
 * A removed photo is not among them: its bytes are deleted with it. One list for the audit page's Undo buttons and the server's revert
 * (server/catalog/revert.ts), so neither offers what the other refuses.
 */
export const REVERTIBLE_AUDIT_ACTIONS = {
  'unit-change': 'unit',
  'floorplan-change': 'floorplan',
  'community-change': 'community',
  'home-special-change': 'home-special',
  'home-special-added': 'home-special',
  'home-special-removed': 'home-special',
  'web-special-changed': 'web-special',
  'web-special-added': 'web-special',
  'web-special-removed': 'web-special',
  'floorplan-photo-changed': 'floorplan-photos',
  'floorplan-photo-added': null,
} as const satisfies Partial<Record<AuditAction, string | null>>;
export type RevertibleAuditAction = keyof typeof REVERTIBLE_AUDIT_ACTIONS;

/** Whether undoing `action` deletes what it added for good, so the undo itself cannot be undone. */
export const undoIsFinal = (action: RevertibleAuditAction): boolean => REVERTIBLE_AUDIT_ACTIONS[action] === null;

const PHOTO_DELETED = 'Cannot be undone: the photo was deleted with it. Upload it again from the plan\'s page.';

/** Catalog changes the audit log cannot undo, each with why, as the audit page says it where Undo would be. */
export const IRREVERSIBLE_AUDIT_ACTIONS = {
  'floorplan-photo-removed': PHOTO_DELETED,
  'floorplan-photo-upload-undone': PHOTO_DELETED,
  // Plans may have picked the amenity since: removing it would take it off their pages, which is not an undo.
  'amenity-added': 'Cannot be undone: floor plans may use it now. Take it off a plan from the plan\'s page.',
} as const satisfies Partial<Record<AuditAction, string>>;

/**
 * The revertible action whose records entry `entry` changed: its own action, or for an undo (`catalog-revert`, itself
 * undoable) the action of its target's kind. undefined: the entry cannot be undone.
 */
export function revertibleActionOf(entry: Pick<AuditEntry, 'action' | 'target'>): RevertibleAuditAction | undefined {
  const actions = Object.keys(REVERTIBLE_AUDIT_ACTIONS) as RevertibleAuditAction[];
  if (entry.action !== 'catalog-revert') return actions.find((action) => action === entry.action);
  const kind = entry.target?.split(' ')[0];
  return actions.find((action) => REVERTIBLE_AUDIT_ACTIONS[action] === kind);
}

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTION_NAMES, { error: 'Choose an action from the list' }).optional(),
  actor: id.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: pageSize.default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditPage {
  rows: AuditEntry[];
  total: number;
}

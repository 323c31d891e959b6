/** The workspace's addresses (issue 22), written once: the routes (pages/staff/StaffApp), the nav and the links. */
export const staffPaths = {
  home: '/staff',
  signIn: '/staff/sign-in',
  code: '/staff/code',
  invitation: '/staff/invitation',
  leads: '/staff/leads',
  lead: (id: number) => `/staff/leads/${id}`,
  sublets: '/staff/sublets',
  funnel: '/staff/funnel',
  tours: '/staff/tours',
  tourSettings: '/staff/tours/settings',
  /** Issue 23: a community's units (the grid, bulk actions, CSV). */
  listings: '/staff/listings',
  /** Issue 23: a floor plan's details, special rent, web specials and photos. */
  plan: (id: number) => `/staff/listings/plans/${id}`,
  /** Issue 23: the home-page special and the communities' details. */
  specials: '/staff/specials',
  community: (id: number) => `/staff/communities/${id}`,
  /** Issue 25: the renters' alerts, counted, and the alert mails sent. */
  alerts: '/staff/alerts',
  audit: '/staff/audit',
  team: '/staff/team',
  account: '/staff/account',
} as const;

/** Why the sign-in page is shown, when it is not the member's own choice. */
export type SignInReason = 'ended' | 'signed-out';

/**
 * Where to go after signing in: a workspace page the member asked for, else the leads. Anything else (another site,
 * `//host`, a public page) is ignored, so a crafted sign-in link cannot send a member away from the workspace.
 */
export function pathAfterSignIn(next: string | null): string {
  if (next && /^\/staff(\/[^/\\]|$|\?)/.test(next) && !next.startsWith(staffPaths.signIn)) return next;
  return staffPaths.leads;
}

/** The sign-in page, remembering the page the member wanted (`next`) and why they are asked to sign in. */
export function signInPath(next?: string, reason?: SignInReason): string {
  const query = new URLSearchParams();
  if (next && pathAfterSignIn(next) === next) query.set('next', next);
  if (reason) query.set('reason', reason);
  const search = query.toString();
  return search ? `${staffPaths.signIn}?${search}` : staffPaths.signIn;
}

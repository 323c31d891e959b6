import { COMMUNITY_INQUIRY_EMAILS, type CommunityName } from '@/config';

/** The communities the forms offer: the fixed community -> inquiry e-mail map, 'Other' last (spec section 3). */
export const COMMUNITIES = Object.keys(COMMUNITY_INQUIRY_EMAILS) as CommunityName[];

export const isCommunity = (name: string | undefined): name is CommunityName =>
  name !== undefined && Object.hasOwn(COMMUNITY_INQUIRY_EMAILS, name);

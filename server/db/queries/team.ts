import type { TeamMember } from '@/features/team/types';
import type { PageRequest, Paged } from '../../http/hal';
import type { Queryable } from '../database';
import { pagedQuery } from './paged';

export function findTeamMembers(q: Queryable, page: PageRequest): Promise<Paged<TeamMember>> {
  return pagedQuery<TeamMember>(
    q,
    {
      columns: 'id, name, job_title AS "jobTitle", email, photo_link AS "photoLink", blog_link AS "blogLink"',
      from: 'FROM team_members',
      order: 'sort_order, id',
    },
    page,
  );
}

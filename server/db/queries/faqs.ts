import type { Faq } from '@/features/faq/types';
import type { PageRequest, Paged } from '../../http/hal';
import type { Queryable } from '../database';
import { pagedQuery } from './paged';

/** The four FAQ lists of spec section 3; floor plan and property FAQs belong to one owner. */
export type FaqKind = 'floorplan' | 'property' | 'resident' | 'maintenance';

const OWNER_COLUMN: Record<FaqKind, string | undefined> = {
  floorplan: 'floorplan_id',
  property: 'property_id',
  resident: undefined,
  maintenance: undefined,
};

/** FAQs sorted by sortOrder ascending (spec section 9). */
export function findFaqs(q: Queryable, kind: FaqKind, options: { ownerId?: number; page?: PageRequest } = {}): Promise<Paged<Faq>> {
  const owner = OWNER_COLUMN[kind];
  const params: unknown[] = [kind];
  const where = `WHERE kind = $1${owner ? ` AND ${owner} = $${params.push(options.ownerId)}` : ''}`;
  return pagedQuery<Faq>(
    q,
    { columns: 'id, question, answer, sort_order AS "sortOrder"', from: `FROM faqs ${where}`, order: 'sort_order, id', params },
    options.page,
  );
}

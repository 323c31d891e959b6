import type { IsoDate } from '@/lib/dates';
import type { HomePageSpecial } from '@/features/specials/types';
import type { Queryable } from '../database';

/**
 * `homePageSpecials/filter`: the specials that have started (a special with a start date ahead is not shown yet),
 * sorted by startDate ascending (spec section 7). Which property's specials to show is the site's choice.
 */
export function findStartedHomePageSpecials(q: Queryable, today: IsoDate): Promise<HomePageSpecial[]> {
  return q.query<HomePageSpecial>(
    `SELECT id, title, description, details, image, start_date AS "startDate", properties
     FROM home_page_specials WHERE start_date <= $1 ORDER BY start_date, id`,
    [today],
  );
}

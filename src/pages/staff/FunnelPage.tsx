import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { useUrlState } from '@/components/useUrlState';
import { useSearchFloorplans } from '@/features/properties/api/getSearchFloorplans';
import { useFunnel } from '@/features/staff/api/getFunnel';
import { FunnelControls } from '@/features/staff/components/FunnelControls';
import { FunnelTable } from '@/features/staff/components/FunnelTable';
import { LazyFunnelChart } from '@/features/staff/components/LazyFunnelChart';
import { communityOptions } from '@/features/staff/filterOptions';
import { defaultFunnelQuery, FUNNEL_QUERY_CODEC, funnelPeriodLabel } from '@/features/staff/funnelQuery';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import styles from './FunnelPage.module.css';

/** `/staff/funnel`: clicked -> initiated -> submitted per day or week, in the office's time zone, as a chart and a table. */
export default function FunnelPage() {
  useDocumentTitle(titles.page('Contact funnel'));
  // The default window is the last 14 days from when the page opened; useUrlState needs it to stay put.
  const [defaults] = useState(() => defaultFunnelQuery(new Date()));
  const [query, setQuery] = useUrlState(FUNNEL_QUERY_CODEC, defaults);
  const funnel = useFunnel(query);
  const search = useSearchFloorplans();
  const periodLabel = (period: string) => funnelPeriodLabel(period, query.group);
  const quiet = funnel.data?.rows.every((row) => row.clicked + row.initiated + row.submitted === 0);

  return (
    <>
      <h1>Contact funnel</h1>
      <p className="muted">Dates and weeks are counted in the office&apos;s time zone (Indianapolis). Weeks start on Monday.</p>
      <FunnelControls query={query} onChange={setQuery} communities={communityOptions(search.data?.map((plan) => plan.property) ?? [], [])} />
      {funnel.isPending ? (
        <LoadingPlaceholder label="Loading the funnel" height="300px" />
      ) : funnel.isError ? (
        <LoadError what="the funnel" onRetry={() => void funnel.refetch()} />
      ) : quiet ? (
        <p role="status">No contact form was clicked, started or sent in these dates.</p>
      ) : (
        <div className={styles.layout}>
          <LazyFunnelChart rows={funnel.data.rows} periodLabel={periodLabel} />
          <FunnelTable funnel={funnel.data} periodLabel={periodLabel} />
        </div>
      )}
    </>
  );
}

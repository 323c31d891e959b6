import { useMemo } from 'react';
import { CheckboxGroup } from '@/components/CheckboxGroup';
import { LoadError } from '@/components/LoadError';
import { ResultList } from '@/components/ResultList';
import { Skeleton } from '@/components/Skeleton';
import { useUrlState } from '@/components/useUrlState';
import { STYLE_LABELS } from '@/features/floorplans/styleLabels';
import { FLOORPLAN_STYLES, type FloorplanStyle } from '@/features/floorplans/types';
import { useShortTermPlans } from '../api/getShortTermPlans';
import { bedroomOptions, filterShortTermPlans, SHORT_TERM_SORTS, sortShortTermPlans, styleOptions, type ShortTermSort } from '../listRules';
import { DEFAULT_SHORT_TERM_QUERY, SHORT_TERM_CODEC, type ShortTermQuery } from '../query';
import { ShortTermCard } from './ShortTermCard';
import { ShortTermPricingTable } from './ShortTermPricingTable';
import styles from './ShortTermList.module.css';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Spec section 2: the short-term list with bedroom and 'Home Type' filters, a sort, and the pricing table. */
export function ShortTermList({ propertyId }: { propertyId: number }) {
  const plans = useShortTermPlans(propertyId);
  const [query, setQuery] = useUrlState(SHORT_TERM_CODEC, DEFAULT_SHORT_TERM_QUERY);
  const update = (next: Partial<ShortTermQuery>) => setQuery({ ...query, ...next });

  const all = plans.data ?? [];
  const visible = useMemo(
    () => (plans.data ? sortShortTermPlans(filterShortTermPlans(plans.data, query), query.sort) : undefined),
    [plans.data, query],
  );

  return (
    <section className={`container section ${styles.list}`} aria-labelledby="short-term-list-title">
      <h2 id="short-term-list-title">Furnished floor plans</h2>
      <div className={styles.controls}>
        <CheckboxGroup
          legend="Bedrooms"
          columns={2}
          options={bedroomOptions(all).map((bedroom) => ({
            name: String(bedroom),
            label: bedroom === 0 ? 'Studio (0)' : String(bedroom),
            checked: query.bedrooms.includes(bedroom),
          }))}
          onChange={(name) => update({ bedrooms: toggle(query.bedrooms, Number(name)) })}
        />
        <CheckboxGroup
          legend="Home Type"
          options={styleOptions(all, FLOORPLAN_STYLES).map((style) => ({
            name: style,
            label: STYLE_LABELS[style],
            checked: query.styles.includes(style),
          }))}
          onChange={(name) => update({ styles: toggle(query.styles, name as FloorplanStyle) })}
        />
        <div className={`field ${styles.sort}`}>
          <label htmlFor="short-term-sort">Sort by</label>
          <select
            id="short-term-sort"
            className="input"
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value as ShortTermSort })}
          >
            {SHORT_TERM_SORTS.map((sort) => (
              <option key={sort.key} value={sort.key}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <ResultList
        results={visible}
        query={query}
        renderItem={(plan) => <ShortTermCard plan={plan} />}
        itemKey={(plan) => plan.id}
        skeleton={<ShortTermCardSkeleton />}
        skeletonCount={3}
        loadingLabel="Loading floor plans"
        error={plans.isError && <LoadError what="the furnished floor plans" onRetry={() => void plans.refetch()} />}
      />
      {visible && <ShortTermPricingTable plans={visible} />}
    </section>
  );
}

function ShortTermCardSkeleton() {
  return (
    <div className="card">
      <Skeleton height="auto" radius="0" className={styles.skeletonImage} />
      <div className={styles.skeletonBody}>
        <Skeleton width="60%" height="1.3rem" />
        <Skeleton width="40%" />
        <Skeleton width="50%" />
      </div>
    </div>
  );
}

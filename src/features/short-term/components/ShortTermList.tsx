import { useSearchParams } from 'react-router-dom';
import { CheckboxGroup } from '@/components/CheckboxGroup';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import { STYLE_LABELS } from '@/features/floorplans/styleLabels';
import { FLOORPLAN_STYLES, type FloorplanStyle } from '@/features/floorplans/types';
import { useShortTermPlans } from '../api/getShortTermPlans';
import { bedroomOptions, filterShortTermPlans, SHORT_TERM_SORTS, sortShortTermPlans, styleOptions, type ShortTermSort } from '../listRules';
import { parseShortTermQuery, toShortTermParams, type ShortTermQuery } from '../query';
import { ShortTermCard } from './ShortTermCard';
import { ShortTermPricingTable } from './ShortTermPricingTable';
import styles from './ShortTermList.module.css';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Spec section 2: the short-term list with bedroom and 'Home Type' filters, a sort, and the pricing table. */
export function ShortTermList({ propertyId }: { propertyId: number }) {
  const plans = useShortTermPlans(propertyId);
  const [params, setParams] = useSearchParams();
  const query = parseShortTermQuery(params);

  function update(next: Partial<ShortTermQuery>) {
    setParams(toShortTermParams({ ...query, ...next }), { replace: false, preventScrollReset: true });
  }

  const all = plans.data ?? [];
  const visible = sortShortTermPlans(filterShortTermPlans(all, query), query.sort);

  return (
    <section className="container section" aria-labelledby="short-term-list-title">
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
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {plans.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label="Loading floor plans">
          {[0, 1, 2].map((index) => (
            <li key={index} className="card">
              <Skeleton height="auto" radius="0" className={styles.skeletonImage} />
              <div className={styles.skeletonBody}>
                <Skeleton width="60%" height="1.3rem" />
                <Skeleton width="40%" />
                <Skeleton width="50%" />
              </div>
            </li>
          ))}
        </ul>
      ) : plans.isError ? (
        <LoadError what="the furnished floor plans" onRetry={() => void plans.refetch()} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            Total: {visible.length} Results
          </p>
          {visible.length === 0 ? (
            <p className={styles.empty}>No matches found...</p>
          ) : (
            <ul className={styles.grid}>
              {visible.map((plan) => (
                <ShortTermCard key={plan.id} plan={plan} />
              ))}
            </ul>
          )}
          <ShortTermPricingTable plans={visible} />
        </>
      )}
    </section>
  );
}

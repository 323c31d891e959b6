import { TextInput } from '@/components/TextInput';
import { BUS_ROUTES_MAX } from '../communityEdits';
import type { BusRouteRow, CommunityProblems } from '../communityForm';
import styles from './CommunityForm.module.css';

/** A community's bus routes as rows to change, remove and add to; the list is saved whole with the community. */
export function BusRoutesEditor({ routes, problems, onChange }: { routes: BusRouteRow[]; problems: CommunityProblems['routes']; onChange: (routes: BusRouteRow[]) => void }) {
  const change = (key: number, next: Partial<BusRouteRow>) => onChange(routes.map((route) => (route.key === key ? { ...route, ...next } : route)));
  const add = () => onChange([...routes, { key: Math.max(-1, ...routes.map((route) => route.key)) + 1, busRoute: '', busRouteLink: '' }]);
  return (
    <fieldset className={styles.group}>
      <legend>Bus routes</legend>
      {routes.length === 0 && <p className="field-hint">No bus routes: the community page shows none.</p>}
      {routes.map((route, index) => (
        <div key={route.key} className={styles.route}>
          <TextInput label={`Route ${index + 1}`} name={`busRoute-${route.key}`} value={route.busRoute} onChange={(busRoute) => change(route.key, { busRoute })} error={problems[index]?.busRoute} maxLength={100} />
          <TextInput
            label={`Route ${index + 1} link`}
            name={`busRouteLink-${route.key}`}
            type="url"
            value={route.busRouteLink}
            onChange={(busRouteLink) => change(route.key, { busRouteLink })}
            error={problems[index]?.busRouteLink}
            hint="An https:// link"
          />
          <button type="button" className="btn btn-ghost" aria-label={`Remove route ${index + 1}`} onClick={() => onChange(routes.filter((other) => other.key !== route.key))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-secondary" onClick={add} disabled={routes.length >= BUS_ROUTES_MAX}>
        Add a bus route
      </button>
    </fieldset>
  );
}

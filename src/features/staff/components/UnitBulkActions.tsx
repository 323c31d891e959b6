import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { formatCount } from '@/lib/format';
import { serverMessage } from '@/lib/http';
import { bulkConflictOf, useBulkChangeUnits } from '../api/bulkChangeUnits';
import { unitBulkSchema, type EditableUnit, type UnitBulk } from '../catalogEdits';
import styles from './UnitBulkActions.module.css';

interface UnitBulkActionsProps {
  community: number;
  units: readonly EditableUnit[];
  selected: ReadonlySet<number>;
}

/** '101, 102 and 201' */
const unitList = (ids: number[]) => (ids.length > 1 ? `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}` : String(ids[0]));

/** What a bulk action that did not go through says: nothing was written either way. */
function bulkFailure(error: unknown): string {
  const conflict = bulkConflictOf(error);
  if (conflict) {
    const ids = conflict.current.map((unit) => unit.id);
    return `Nothing was changed: ${ids.length > 1 ? `units ${unitList(ids)} were` : `unit ${ids[0]} was`} changed by someone else since you opened them. The grid now shows them as they are: check them, then try again.`;
  }
  return serverMessage(error) ?? 'Nothing was changed. Please try again.';
}

/**
 * One action on every selected unit, all or none ('Available on' a date, 'Available now', the rent up or down by a
 * percentage, listed or not), each unit at the version the grid shows; checked first with the API's own schema.
 */
export function UnitBulkActions({ community, units, selected }: UnitBulkActionsProps) {
  const bulk = useBulkChangeUnits(community);
  const [date, setDate] = useState('');
  const [percent, setPercent] = useState('');
  const [problem, setProblem] = useState<string>();
  const chosen = units.filter((unit) => selected.has(unit.id));

  function run(action: UnitBulk['action']) {
    const checked = unitBulkSchema.safeParse({ units: chosen.map(({ id, version }) => ({ id, version })), action });
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) bulk.mutate(checked.data);
    else bulk.reset();
  }

  function changeRent() {
    // The schema's number has no words for text that is not one: these are the page's.
    const value = percent.trim() === '' ? Number.NaN : Number(percent.replace('%', ''));
    if (Number.isFinite(value)) run({ kind: 'rent-percent', percent: value });
    else setProblem('Enter the change in percent, like 3 or -2');
  }

  return (
    <section className={`card ${styles.bar}`} aria-labelledby="bulk-actions">
      <h2 id="bulk-actions" className={styles.title}>
        With the selected units <span className={styles.count}>({formatCount(chosen.length, 'unit')} selected)</span>
      </h2>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" disabled={bulk.isPending} onClick={() => run({ kind: 'available-now' })}>
          Available now
        </button>
        <span className={styles.group}>
          <label htmlFor="bulk-date">Available on</label>
          <input id="bulk-date" type="date" className="input" value={date} onChange={(event) => setDate(event.target.value)} />
          <button type="button" className="btn btn-secondary" disabled={bulk.isPending} onClick={() => run({ kind: 'available-on', date })}>
            Set the date
          </button>
        </span>
        <span className={styles.group}>
          <label htmlFor="bulk-percent">Rent ± %</label>
          <input id="bulk-percent" className={`input ${styles.percent}`} inputMode="decimal" value={percent} onChange={(event) => setPercent(event.target.value)} />
          <button type="button" className="btn btn-secondary" disabled={bulk.isPending} onClick={changeRent}>
            Change the rent
          </button>
        </span>
        <button type="button" className="btn btn-secondary" disabled={bulk.isPending} onClick={() => run({ kind: 'active', active: true })}>
          List
        </button>
        <button type="button" className="btn btn-secondary" disabled={bulk.isPending} onClick={() => run({ kind: 'active', active: false })}>
          Unlist
        </button>
      </div>
      {problem ? (
        <FormAlert tone="error">{problem}</FormAlert>
      ) : bulk.isPending ? (
        <p role="status">Changing {formatCount(chosen.length, 'unit')}…</p>
      ) : bulk.isError ? (
        <FormAlert tone="error">{bulkFailure(bulk.error)}</FormAlert>
      ) : bulk.isSuccess ? (
        <p role="status" className="alert alert-success">
          {bulk.data.length === 0 ? 'Nothing needed changing.' : `Saved: ${formatCount(bulk.data.length, 'unit')} changed.`}
        </p>
      ) : null}
    </section>
  );
}

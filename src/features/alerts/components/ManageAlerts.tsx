import { FormAlert } from '@/components/FormAlert';
import { Field } from '@/components/Field';
import { serverMessage } from '@/lib/http';
import { useChangeAlert, useDeleteAlert, useStopAllAlerts } from '../api/manageAlerts';
import { describeSearch } from '../describeSearch';
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, type AlertFrequency, type ManagedAlert, type ManagedAlerts } from '../types';
import styles from './ManageAlerts.module.css';
import { StopAllAlerts } from './StopAllAlerts';

const stateOf = (alert: ManagedAlert) => (!alert.confirmed ? 'Waiting for you to confirm it from our mail' : alert.paused ? 'Paused' : 'On');

/** Issue 25, the manage page's list: each alert of the address, its frequency, pause or resume, delete; or stop them all. */
export function ManageAlerts({ manageKey, list }: { manageKey: string; list: ManagedAlerts }) {
  const change = useChangeAlert(manageKey);
  const remove = useDeleteAlert(manageKey);
  const stopAll = useStopAllAlerts(manageKey);
  const failed = change.error ?? remove.error;

  if (list.alerts.length === 0) {
    return (
      <>
        {stopAll.isSuccess && <FormAlert tone="success">{stopAll.data.message}</FormAlert>}
        <p>You have no alerts. To get one, search for a home and press 'E-mail me new matches'.</p>
      </>
    );
  }
  return (
    <>
      <p>Alerts for {list.email}</p>
      {failed && <FormAlert tone="error">{serverMessage(failed) ?? 'Your change was not saved. Please try again.'}</FormAlert>}
      <ul className={styles.list}>
        {list.alerts.map((alert) => {
          const what = describeSearch(alert.search, alert.communityName);
          const busy = (change.isPending && change.variables.id === alert.id) || (remove.isPending && remove.variables === alert.id);
          return (
            <li key={alert.id} className={`card ${styles.alert}`}>
              <p className={styles.what}>{what}</p>
              <p className={styles.state}>{stateOf(alert)}</p>
              <div className={styles.controls}>
                <Field label="How often">
                  {(control) => (
                    <select
                      {...control}
                      className="input"
                      value={alert.frequency}
                      disabled={busy}
                      onChange={(event) => change.mutate({ id: alert.id, change: { frequency: event.target.value as AlertFrequency } })}
                    >
                      {ALERT_FREQUENCIES.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {FREQUENCY_LABELS[frequency]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button type="button" className="btn btn-secondary" disabled={busy} aria-label={`${alert.paused ? 'Resume' : 'Pause'} ${what}`} onClick={() => change.mutate({ id: alert.id, change: { paused: !alert.paused } })}>
                  {alert.paused ? 'Resume' : 'Pause'}
                </button>
                <button type="button" className="btn btn-ghost" disabled={busy} aria-label={`Delete ${what}`} onClick={() => remove.mutate(alert.id)}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <StopAllAlerts action={stopAll} count={list.alerts.length} email={list.email} />
    </>
  );
}

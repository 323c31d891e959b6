import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { STOP_ALERTS_SUBJECT } from '@/features/alerts/types';
import { fieldErrors } from '@/lib/validation';
import { useStopAlert } from '../api/getStaffAlerts';
import { staffErrorText } from '../errorText';
import { stopAlertSchema } from '../types';
import styles from './staff.module.css';

const EMPTY = { alert: '', email: '' };

/**
 * Issue 25: a renter asked the office by mail to stop their alerts: "Stop alert N" (the mailto of an alert's
 * unsubscribe) or "Stop my alerts" (the expired-link page's). The agent types N, if any, and the address that mail came
 * from: only alerts that mail that address stop.
 */
export function StopAlertForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stopped, setStopped] = useState<string>();
  const stop = useStopAlert();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setStopped(undefined);
    const checked = stopAlertSchema.safeParse(values);
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    stop.mutate(checked.data, {
      onSuccess: ({ message }) => {
        setValues(EMPTY);
        setStopped(message);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="stop-alert-heading">
      <h2 id="stop-alert-heading">Stop an alert asked by mail</h2>
      <p className="muted">
        Renters whose mail program cannot use the unsubscribe link write with the subject &ldquo;{STOP_ALERTS_SUBJECT.one('N')}&rdquo;; those whose link
        has expired write &ldquo;{STOP_ALERTS_SUBJECT.all}&rdquo;. Stop them within two days. Only alerts that mail the address the request came from stop.
      </p>
      {/* The fields are narrow, as an address and a number are; the heading and the text keep the page's width. */}
      <div className={styles.narrow}>
        <TextInput
          label="Alert number (from the subject)"
          optional
          hint="Empty: every alert that mails the address stops"
          name="alert"
          inputMode="numeric"
          autoComplete="off"
          value={values.alert}
          error={errors.alert}
          onChange={(alert) => setValues({ ...values, alert })}
        />
        <TextInput
          label="Address the mail came from"
          name="email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          error={errors.email}
          onChange={(email) => setValues({ ...values, email })}
        />
        {stop.isError && <FormAlert tone="error">{staffErrorText(stop.error)}</FormAlert>}
        {stopped && <FormAlert tone="success">{stopped}</FormAlert>}
        <div className={styles.actions}>
          <SubmitButton pending={stop.isPending}>{values.alert.trim() === '' ? 'Stop every alert of this address' : 'Stop alert'}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

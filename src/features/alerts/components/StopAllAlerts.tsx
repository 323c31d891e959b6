import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { serverMessage } from '@/lib/http';
import type { AlertsStopped } from '../types';
import styles from './ManageAlerts.module.css';

export interface StopAllAlertsProps {
  /** The POST that stops every alert of the address (its success empties the page's list). */
  action: UseMutationResult<AlertsStopped, Error, void>;
  count: number;
  email: string;
}

/**
 * Issue 25, the manage page's "Stop all my alerts": one press must not end every alert by mistake, so it asks first.
 * The focus follows: to the question when it opens, back to the button when the renter keeps the alerts.
 */
export function StopAllAlerts({ action, count, email }: StopAllAlertsProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const kept = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (kept.current) opener.current?.focus();
  }, [asking]);

  const keep = () => {
    kept.current = true;
    action.reset();
    setAsking(false);
  };

  if (!asking) {
    return (
      <button ref={opener} type="button" className={`btn btn-secondary ${styles.stopAll}`} onClick={() => setAsking(true)}>
        Stop all my alerts
      </button>
    );
  }
  return (
    <form
      aria-labelledby={questionId}
      className={`card ${styles.alert} ${styles.stopAll}`}
      onSubmit={(event) => {
        event.preventDefault();
        action.mutate();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !action.isPending) keep();
      }}
    >
      <p id={questionId} ref={question} tabIndex={-1} className={styles.question}>
        {count === 1 ? `Stop your alert to ${email}?` : `Stop all ${count} alerts to ${email}?`} We will not e-mail you any more homes.
      </p>
      {action.isError && <FormAlert tone="error">{serverMessage(action.error) ?? 'Your alerts were not stopped. Check your connection and try again.'}</FormAlert>}
      <div className={styles.controls}>
        <SubmitButton pending={action.isPending}>{count === 1 ? 'Yes, stop it' : 'Yes, stop them all'}</SubmitButton>
        <button type="button" className="btn btn-ghost" disabled={action.isPending} onClick={keep}>
          Keep my alerts
        </button>
      </div>
    </form>
  );
}

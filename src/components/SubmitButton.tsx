import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A form's submit button: disabled with a spinner while sending, disabled once there is nothing left to send. */
export function SubmitButton({ pending, done = false, children }: { pending: boolean; done?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={pending || done}>
      {pending && (
        <>
          <Spinner label="Sending" size="small" />{' '}
        </>
      )}
      {children}
    </button>
  );
}

import type { ReactNode } from 'react';

/**
 * A form's outcome, announced when it appears: errors interrupt (role alert), success waits its turn (role status).
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return tone === 'error' ? (
    <div role="alert" className="alert alert-error">
      {children}
    </div>
  ) : (
    <div role="status" className="alert alert-success">
      {children}
    </div>
  );
}

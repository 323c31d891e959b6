import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A form's outcome, announced when it appears: errors interrupt (role alert), success waits its turn (role status).
 * Success takes the focus: the button the visitor pressed is disabled by then, and focus must not fall out of
 * the form (or out of the dialog the form is in).
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => successRef.current?.focus(), []);

  return tone === 'error' ? (
    <div role="alert" className="alert alert-error">
      {children}
    </div>
  ) : (
    <div ref={successRef} role="status" tabIndex={-1} className="alert alert-success">
      {children}
    </div>
  );
}

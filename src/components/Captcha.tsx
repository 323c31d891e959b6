import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { CAPTCHA_REQUIRED } from '@/shared/apiTexts';
import { Spinner } from './Spinner';
import styles from './Captcha.module.css';

// Google's widget (and the script it injects) is fetched only when a form with a site key renders.
const ReCaptcha = lazy(() => import('react-google-recaptcha'));

/** Spec section 5: what a captcha says until it is solved. */
export { CAPTCHA_REQUIRED };
const LOCAL_CHECK_FAILED = 'The check did not go through. Please try again.';

export interface CaptchaProps {
  /** The reCAPTCHA site key; empty means the local 'I am not a robot' check. */
  siteKey: string;
  /** Gets a token for the local check (the local API issues them). */
  fetchLocalToken: () => Promise<string>;
  /** The token once solved; '' when it expires. */
  onChange: (token: string) => void;
  /**
   * Local check only: get the token as soon as the captcha shows, without a click (the contact form obtains its
   * token on load, spec section 4). Google's checkbox cannot be ticked for the visitor, so with a site key the
   * visitor ticks it as usual.
   */
  solveOnLoad?: boolean;
  /** A message to show instead of the reminder, e.g. the form's validation message. */
  error?: string;
}

/**
 * The captcha of our forms (spec section 5): Google's reCAPTCHA when a site key is configured, otherwise the
 * local check. It shows 'Please check the captcha' until solved and any error it is given. To ask for a new
 * token (they are single-use), render it with a new `key`.
 */
export function Captcha({ siteKey, fetchLocalToken, onChange, solveOnLoad = false, error }: CaptchaProps) {
  const messageId = useId();
  const [solved, setSolved] = useState(false);
  const [localError, setLocalError] = useState<string>();
  const message = error ?? localError ?? (solved ? undefined : CAPTCHA_REQUIRED);
  const showsError = Boolean(error ?? localError);

  function solvedWith(token: string) {
    setSolved(token !== '');
    onChange(token);
  }

  return (
    <div className={styles.captcha}>
      {siteKey ? (
        <div
          className={styles.widget}
          // The widget lives in Google's iframe; its wrapper takes the focus when the form points at it.
          role="group"
          aria-label="Captcha"
          tabIndex={-1}
          data-invalid={error ? 'true' : undefined}
          aria-describedby={message ? messageId : undefined}
        >
          <Suspense fallback={<Spinner label="Loading the captcha" size="small" />}>
            <ReCaptcha sitekey={siteKey} onChange={(token) => solvedWith(token ?? '')} onExpired={() => solvedWith('')} />
          </Suspense>
        </div>
      ) : (
        <LocalCheck
          fetchLocalToken={fetchLocalToken}
          solveOnLoad={solveOnLoad}
          invalid={Boolean(error)}
          describedBy={message ? messageId : undefined}
          onSolved={(token) => {
            setLocalError(undefined);
            solvedWith(token);
          }}
          onFailed={() => setLocalError(LOCAL_CHECK_FAILED)}
        />
      )}
      {/* The line stays when the hint goes, so the form does not shrink under a visitor's tap as the check passes. */}
      <span id={messageId} className={`${styles.message} ${showsError ? 'field-error' : 'field-hint'}`}>
        {message}
      </span>
    </div>
  );
}

interface LocalCheckProps {
  fetchLocalToken: () => Promise<string>;
  solveOnLoad: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onSolved: (token: string) => void;
  onFailed: () => void;
}

/** 'I am not a robot': ticking it asks the local API for a token; once solved it stays ticked. */
function LocalCheck({ fetchLocalToken, solveOnLoad, invalid, describedBy, onSolved, onFailed }: LocalCheckProps) {
  const [status, setStatus] = useState<'unsolved' | 'checking' | 'solved'>(solveOnLoad ? 'checking' : 'unsolved');

  function requestToken(isCurrent: () => boolean = () => true) {
    fetchLocalToken().then(
      (token) => {
        if (!isCurrent()) return;
        setStatus('solved');
        onSolved(token);
      },
      () => {
        if (!isCurrent()) return;
        setStatus('unsolved');
        onFailed();
      },
    );
  }

  useEffect(() => {
    if (!solveOnLoad) return;
    let current = true;
    requestToken(() => current);
    return () => {
      current = false;
    };
    // Only on load: a later token is asked for by ticking the box, or by the form rendering a new captcha.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.local}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={status === 'solved'}
          disabled={status !== 'unsolved'}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={() => {
            setStatus('checking');
            requestToken();
          }}
        />
        I am not a robot
      </label>
      {status === 'checking' && <Spinner label="Checking" size="small" />}
    </div>
  );
}

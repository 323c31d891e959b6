import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { Textarea } from '@/components/Textarea';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { serverMessage } from '@/lib/http';
import { useReportSublet } from '../api/reportSublet';
import { REPORT_DETAILS_MAX_LENGTH, subletReportSchema } from '../schema';
import { REPORT_REASONS, type ReportReason } from '../types';
import styles from './SubletMessageForm.module.css';
import { useCaptchaForm } from './useCaptchaForm';

export const REPORT_OUTCOME = { sent: 'Thank you: our staff will look at this listing.', failed: 'Report Failed!' } as const;

/**
 * Issue 17, reporting a listing: one reason (required), optional details and the captcha; then sent (the listing is
 * reviewed, and hidden once three visitors report it) or failed (the server's reason, else 'Report Failed!').
 */
export function SubletReportForm({ subletId }: { subletId: number }) {
  const errorId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const send = useReportSublet();
  const form = useCaptchaForm(subletReportSchema, send);
  const { formRef, errors, captcha } = form;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const report = form.check({ reason: reason || undefined, details });
    if (report) form.send({ subletId, captchaResponse: captcha.token, report });
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <fieldset className={styles.choices} disabled={send.isPending || send.isSuccess}>
        <legend className="field-label">Why are you reporting this listing?</legend>
        {(Object.keys(REPORT_REASONS) as ReportReason[]).map((value) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? errorId : undefined}
              onChange={() => setReason(value)}
            />
            {REPORT_REASONS[value]}
          </label>
        ))}
        {errors.reason && (
          <span id={errorId} className="field-error">
            {errors.reason}
          </span>
        )}
      </fieldset>
      <Textarea label="Details" name="details" optional maxLength={REPORT_DETAILS_MAX_LENGTH} value={details} error={errors.details} onChange={setDetails} />
      <FormCaptcha key={captcha.key} onChange={captcha.setToken} error={errors.captchaResponse} />

      {form.invalidAlert}
      {send.isError && <FormAlert tone="error">{serverMessage(send.error) ?? REPORT_OUTCOME.failed}</FormAlert>}
      {send.isSuccess && <FormAlert tone="success">{REPORT_OUTCOME.sent}</FormAlert>}

      <SubmitButton pending={send.isPending} done={send.isSuccess}>
        Submit
      </SubmitButton>
    </form>
  );
}

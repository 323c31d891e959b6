import type { FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { useSessionDraft } from '@/components/useSessionDraft';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { useValidatedSubmit } from '@/features/captcha/useValidatedSubmit';
import { FILL_REQUIRED_MESSAGE } from '@/features/inquiries/applicationSchema';
import { PersonFields, type Person } from '@/features/inquiries/components/PersonFields';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { serverMessage } from '@/lib/http';
import { fieldErrors } from '@/lib/validation';
import { useSendStayRequest } from '../api/sendStayRequest';
import type { PricedStay } from '../stayPrice';
import { STAY_REQUEST_MESSAGES, STAY_REQUEST_NEXT_STEPS, stayRequestSchema, type StayRequest, type StayRequestAnswer } from '../stayRequest';
import styles from './StayRequestForm.module.css';

export interface StayRequestFormProps {
  plan: { id: number; name: string; propertyName: string };
  arrival: string;
  departure: string;
  guests: number;
  /** The calculator's quote, shown as a reminder; the API prices the request itself. */
  quote: PricedStay;
}

export const STAY_REQUEST_DRAFT_KEY = 'draft:stay-request';

type StayRequestErrors = Partial<Record<keyof StayRequest, string>>;

/**
 * Issue 27, "Request these dates": who is asking, for the dates and guests of the calculator. What was typed is kept
 * in the session (a failed send or a closed dialog loses nothing) and cleared once the request is sent.
 */
export function StayRequestForm({ plan, arrival, departure, guests, quote }: StayRequestFormProps) {
  const { values, update, clear } = useSessionDraft<Person>(STAY_REQUEST_DRAFT_KEY, () => ({ name: '', email: '', phone: '' }));
  const send = useSendStayRequest();
  const submit = useValidatedSubmit<StayRequestErrors, StayRequestAnswer, StayRequest>(send, FILL_REQUIRED_MESSAGE);
  const { formRef, captcha, errors } = submit;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { floorplanId: plan.id, arrival, departure, guests, ...values, captchaResponse: captcha.token };
    const checked = stayRequestSchema.safeParse(request);
    if (submit.passes(checked.success ? {} : fieldErrors(checked.error.issues))) submit.send(request, { onSuccess: clear });
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <div className={styles.summary}>
        <p className={styles.plan}>
          {plan.name}, {plan.propertyName}
        </p>
        <p>
          {formatDate(arrival)} to {formatDate(departure)} ({formatCount(quote.nights, 'night')}), {formatCount(guests, 'guest')}
        </p>
        <p>Total {formatMoney(quote.total)} with taxes</p>
      </div>
      <PersonFields values={values} errors={errors} onChange={update} />
      <FormCaptcha key={captcha.key} onChange={captcha.setToken} error={errors.captchaResponse} />

      {submit.invalidAlert}
      {send.isError && <FormAlert tone="error">{serverMessage(send.error) ?? STAY_REQUEST_MESSAGES.failed}</FormAlert>}
      {send.isSuccess && (
        <FormAlert tone="success">
          <p>{send.data.message}</p>
          <p>{STAY_REQUEST_MESSAGES.mailContents}</p>
          <p>{STAY_REQUEST_NEXT_STEPS}</p>
        </FormAlert>
      )}

      <SubmitButton pending={send.isPending} done={send.isSuccess}>
        Send request
      </SubmitButton>
    </form>
  );
}

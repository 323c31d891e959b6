import { useId, useMemo, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { useSessionDraft } from '@/components/useSessionDraft';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { useValidatedSubmit } from '@/features/captcha/useValidatedSubmit';
import { searchFiltersOf } from '@/features/floorplans/filterSchema';
import type { ListingFilters } from '@/features/floorplans/filters';
import { FILL_REQUIRED_MESSAGE } from '@/features/inquiries/applicationSchema';
import { serverMessage } from '@/lib/http';
import { useAlertSignup, type AlertSignupRequest } from '../api/signUpForAlerts';
import { describeSearch } from '../describeSearch';
import { savedSearch } from '../savedSearch';
import { initialAlertValues, validateAlertSignup, type AlertErrors, type AlertFormValues } from '../signupForm';
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, type AlertSignupAnswer } from '../types';
import styles from './AlertSignupForm.module.css';

export const ALERT_DRAFT_KEY = 'draft:alert';

export interface AlertSignupFormProps {
  /** The list's filters as shown (its sort is left out: it selects nothing). */
  filters: ListingFilters;
  /** The community whose units are searched; null for the home search (every community). */
  propertyId: number | null;
  communityName?: string | null;
}

/**
 * Issue 25, "E-mail me new matches": the search as it is now, an address and how often, the captcha. The answer is
 * the same whether a mail went out or not; nothing is sent until the mailed link is confirmed.
 */
export default function AlertSignupForm({ filters, propertyId, communityName = null }: AlertSignupFormProps) {
  const search = useMemo(() => savedSearch(searchFiltersOf(filters), propertyId), [filters, propertyId]);
  const values = useSessionDraft<AlertFormValues>(ALERT_DRAFT_KEY, initialAlertValues);
  const signUp = useAlertSignup();
  const submit = useValidatedSubmit<AlertErrors, AlertSignupAnswer, AlertSignupRequest>(signUp, FILL_REQUIRED_MESSAGE);
  const { formRef, captcha, errors } = submit;
  const frequencyErrorId = useId();

  if (signUp.isSuccess) {
    return <FormAlert tone="success">{signUp.data.message}</FormAlert>;
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const signup = { ...values.values, search };
    if (!submit.passes(validateAlertSignup(signup, captcha.token))) return;
    submit.send({ signup, captchaResponse: captcha.token }, { onSuccess: values.clear });
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <p className={styles.lead}>
        We will e-mail you homes that newly match <strong>{describeSearch(search, communityName)}</strong>.
      </p>
      {errors.search && <FormAlert tone="error">{errors.search}</FormAlert>}
      <TextInput label="Email" name="email" type="email" autoComplete="email" value={values.values.email} error={errors.email} onChange={(email) => values.update({ email })} />
      <fieldset className={styles.choices}>
        <legend className="field-label">How often</legend>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="checkbox">
            <input
              type="radio"
              name="frequency"
              value={frequency}
              checked={values.values.frequency === frequency}
              aria-describedby={errors.frequency ? frequencyErrorId : undefined}
              onChange={() => values.update({ frequency })}
            />
            {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
        {errors.frequency && (
          <span id={frequencyErrorId} className="field-error">
            {errors.frequency}
          </span>
        )}
      </fieldset>
      <FormCaptcha key={captcha.key} onChange={captcha.setToken} error={errors.captchaResponse} />

      {submit.invalidAlert}
      {signUp.isError && <FormAlert tone="error">{serverMessage(signUp.error) ?? 'Your alert could not be saved. Please try again.'}</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton pending={signUp.isPending}>E-mail me new matches</SubmitButton>
      </div>
    </form>
  );
}

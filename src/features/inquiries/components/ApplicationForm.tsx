import type { FormEvent } from 'react';
import type { FormContext } from '@/features/inquiries/formContext';
import { FormAlert } from '@/components/FormAlert';
import { SelectInput } from '@/components/SelectInput';
import { SubmitButton } from '@/components/SubmitButton';
import { Textarea } from '@/components/Textarea';
import { TextInput } from '@/components/TextInput';
import { useSessionDraft } from '@/components/useSessionDraft';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { useValidatedSubmit } from '@/features/captcha/useValidatedSubmit';
import { COMMUNITIES } from '@/features/inquiries/communities';
import { PersonFields } from '@/features/inquiries/components/PersonFields';
import { SubmitHelp } from '@/features/inquiries/components/SubmitHelp';
import { WhatHappensNext } from '@/features/inquiries/components/WhatHappensNext';
import { serverMessage } from '@/lib/http';
import { useSendApplicationRequest } from '../api/sendApplicationRequest';
import {
  APPLICATION_OUTCOME,
  initialApplicationValues,
  toApplicationRequest,
  validateApplication,
  type ApplicationErrors,
} from '../applicationRequest';
import { DEFAULT_APPLICATION_SUBJECT, FILL_REQUIRED_MESSAGE } from '../applicationSchema';
import { applicationSummary } from '../sentSummary';
import type { InquiryAnswer, RentalApplicationRequest } from '../types';
import styles from './ApplicationForm.module.css';

export interface ApplicationFormProps {
  context?: FormContext;
  /** Shows the 'Send us a message' link; the shell swaps its modals, a page section opens the contact modal. */
  onSwitchToContact?: () => void;
  /** 'Rental Application Request' unless the page gives another. */
  subject?: string;
}

export const APPLICATION_DRAFT_KEY = 'draft:application';

/**
 * The Rental Application Request (spec sections 2-5), in a modal or a page section. States: init, then on
 * submit either formInvalid ('Fill all the required fields') or submitting, then complete (submit disabled) or
 * submissionError (the server's message, else 'Rental Application Request Failed!').
 */
export default function ApplicationForm({ context = {}, onSwitchToContact, subject }: ApplicationFormProps) {
  const { values, update, clear } = useSessionDraft(APPLICATION_DRAFT_KEY, () => initialApplicationValues(context));
  const send = useSendApplicationRequest();
  const submit = useValidatedSubmit<ApplicationErrors, InquiryAnswer, RentalApplicationRequest>(send, FILL_REQUIRED_MESSAGE);
  const { formRef, captcha, errors } = submit;
  const chooseCommunity = !context.propertyEmail;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const request = toApplicationRequest(values, context, { subject, captchaResponse: captcha.token, currentPage: window.location.href });
    if (submit.passes(validateApplication(request))) submit.send(request, { onSuccess: clear });
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <p className={styles.free}>Applications are free.</p>
      {onSwitchToContact && (
        <p>
          Have a question first?{' '}
          <button type="button" className={styles.switch} onClick={onSwitchToContact}>
            Send us a message
          </button>
        </p>
      )}

      <PersonFields values={values} errors={errors} onChange={update} phoneOptional />
      {chooseCommunity && (
        <SelectInput
          label="Neighborhood"
          name="property"
          required
          options={COMMUNITIES}
          placeholder="Select a neighborhood"
          value={values.property}
          error={errors.property}
          onChange={(property) => update({ property })}
        />
      )}
      <TextInput label="Address or floor plan" name="address" optional maxLength={200} value={values.address} error={errors.address} onChange={(address) => update({ address })} />
      <Textarea label="Questions" name="questions" optional value={values.questions} error={errors.questions} onChange={(questions) => update({ questions })} />
      <FormCaptcha key={captcha.key} onChange={captcha.setToken} error={errors.captchaResponse} />

      {submit.invalidAlert}
      {send.isError && <FormAlert tone="error">{serverMessage(send.error) ?? APPLICATION_OUTCOME.failed}</FormAlert>}
      {send.isSuccess && (
        <>
          <FormAlert tone="success">{APPLICATION_OUTCOME.sent}</FormAlert>
          <WhatHappensNext
            communities={[send.variables.property]}
            email={send.variables.email}
            receiptHeld={send.data.receiptHeld}
            sent={applicationSummary(send.variables)}
          />
        </>
      )}

      <SubmitButton pending={send.isPending} done={send.isSuccess}>
        Request Application
      </SubmitButton>
      <SubmitHelp subject={subject ?? DEFAULT_APPLICATION_SUBJECT} />
    </form>
  );
}

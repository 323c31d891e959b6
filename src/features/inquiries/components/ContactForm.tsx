import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormContext } from '@/features/inquiries/formContext';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { useSessionDraft } from '@/components/useSessionDraft';
import { config, pageOrigin } from '@/config';
import { FILL_REQUIRED_MESSAGE } from '@/features/inquiries/applicationSchema';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { useValidatedSubmit } from '@/features/captcha/useValidatedSubmit';
import { trackConversion } from '@/lib/analytics';
import { serverMessage } from '@/lib/http';
import { sendContactEvent } from '../api/sendContactEvent';
import { useSendContactMessage } from '../api/sendContactMessage';
import { analyticsProperty } from '../analyticsProperty';
import {
  CONTACT_OUTCOME,
  contactSubject,
  givenContactValues,
  initialContactValues,
  toContactMessage,
  validateContactMessage,
  validateContactStepOne,
  type ContactErrors,
} from '../contactMessage';
import { contactCommunities, contactSummary } from '../sentSummary';
import type { ContactMessage, InquiryAnswer } from '../types';
import { ContactStepOne } from './ContactStepOne';
import { ContactStepTwo } from './ContactStepTwo';
import { SubmitHelp } from './SubmitHelp';
import { WhatHappensNext } from './WhatHappensNext';
import styles from './ContactForm.module.css';

export interface ContactFormProps {
  /** The e-mail subject; 'Message from {host}' by default (spec section 2). */
  subject?: string;
  context?: FormContext;
  /** Conversion tracking ids fired once a send settles; the configured tracker by default. */
  conversionIds?: string[];
}

export const CONTACT_DRAFT_KEY = 'draft:contact';

/**
 * The two-step contact form (spec sections 2-5), in a modal or a page section. A captcha token is obtained when
 * it loads. A valid step 1 moves to step 2 and counts 'contact initiated'; sending counts 'contact submitted',
 * sends the message, shows 'Message Sent!' or the failure, and fires the conversion trackers either way.
 */
export default function ContactForm({ subject, context = {}, conversionIds = [config.adsConversionId] }: ContactFormProps) {
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepMoved = useRef(false);
  const { values, update, clear } = useSessionDraft(CONTACT_DRAFT_KEY, () => initialContactValues(context), givenContactValues(context));
  const [step, setStep] = useState<1 | 2>(1);
  const send = useSendContactMessage();
  const submit = useValidatedSubmit<ContactErrors, InquiryAnswer, ContactMessage>(send, FILL_REQUIRED_MESSAGE);
  const { formRef, captcha, errors } = submit;
  const property = analyticsProperty(context);
  const mailSubject = subject ?? contactSubject(new URL(pageOrigin()).host);

  // A new step replaces the fields under the visitor's focus; move it to the step's heading so it is not lost.
  useEffect(() => {
    if (stepMoved.current) stepHeadingRef.current?.focus();
  }, [step]);

  function goToStep(next: 1 | 2) {
    stepMoved.current = true;
    setStep(next);
  }

  function submitStepOne() {
    if (!submit.passes(validateContactStepOne(values))) return;
    goToStep(2);
    void sendContactEvent('initiated', property);
  }

  function submitStepTwo() {
    const message = toContactMessage(values, {
      to: context.propertyEmail ?? '',
      subject: mailSubject,
      captchaResponse: captcha.token,
      currentPage: window.location.href,
    });
    if (!submit.passes(validateContactMessage(message))) return;
    void sendContactEvent('submitted', property);
    submit.send(message, { onSuccess: clear, onSettled: () => conversionIds.forEach(trackConversion) });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === 1) submitStepOne();
    else submitStepTwo();
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <h3 ref={stepHeadingRef} tabIndex={-1} className={styles.step}>
        {step === 1 ? 'Step 1 of 2: Your question' : 'Step 2 of 2: Tell us more (optional)'}
      </h3>
      {step === 1 ? (
        <ContactStepOne values={values} errors={errors} onChange={update} />
      ) : (
        <ContactStepTwo values={values} errors={errors} onChange={update} />
      )}
      <FormCaptcha key={captcha.key} solveOnLoad onChange={captcha.setToken} error={errors.captchaResponse} />

      {submit.invalidAlert}
      {send.isError && <FormAlert tone="error">{serverMessage(send.error) ?? CONTACT_OUTCOME.failed}</FormAlert>}
      {send.isSuccess && (
        <>
          <FormAlert tone="success">{CONTACT_OUTCOME.sent}</FormAlert>
          <WhatHappensNext
            communities={contactCommunities(send.variables)}
            email={send.variables.email}
            receiptHeld={send.data.receiptHeld}
            sent={contactSummary(send.variables)}
          />
        </>
      )}

      <div className={styles.actions}>
        {step === 1 ? (
          <button type="submit" className="btn btn-primary">
            Next
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-secondary" disabled={send.isPending || send.isSuccess} onClick={() => goToStep(1)}>
              Back
            </button>
            <SubmitButton pending={send.isPending} done={send.isSuccess}>
              Send
            </SubmitButton>
          </>
        )}
      </div>
      <SubmitHelp subject={mailSubject} />
    </form>
  );
}

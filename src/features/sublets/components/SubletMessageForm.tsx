import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { Textarea } from '@/components/Textarea';
import { TextInput } from '@/components/TextInput';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { serverMessage } from '@/lib/http';
import { useSendSubletMessage } from '../api/sendSubletMessage';
import { subletMessageSchema } from '../schema';
import type { SubletMessage } from '../types';
import styles from './SubletMessageForm.module.css';
import { useCaptchaForm } from './useCaptchaForm';

export const SUBLET_MESSAGE_OUTCOME = { sent: 'Message Sent!', failed: 'Message Failed!' } as const;

/**
 * Spec sections 4 and 5, the sublet message: name, e-mail and message required, the captcha before sending; then
 * sending (button disabled with a spinner), sent ('Message Sent!') or failed (the server's message, else
 * 'Message Failed!').
 */
export function SubletMessageForm({ subletId }: { subletId: number }) {
  const [values, setValues] = useState<SubletMessage>({ name: '', email: '', message: '' });
  const send = useSendSubletMessage();
  const form = useCaptchaForm(subletMessageSchema, send);
  const { formRef, errors, captcha } = form;

  const update = (changes: Partial<SubletMessage>) => setValues((current) => ({ ...current, ...changes }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const message = form.check(values);
    if (message) form.send({ subletId, captchaResponse: captcha.token, message });
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <TextInput label="Name" name="name" autoComplete="name" required maxLength={100} value={values.name} error={errors.name} onChange={(name) => update({ name })} />
      <TextInput label="Email" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(email) => update({ email })} />
      <Textarea label="Message" name="message" required value={values.message} error={errors.message} onChange={(message) => update({ message })} />
      <FormCaptcha key={captcha.key} onChange={captcha.setToken} error={errors.captchaResponse} />

      {form.invalidAlert}
      {send.isError && <FormAlert tone="error">{serverMessage(send.error) ?? SUBLET_MESSAGE_OUTCOME.failed}</FormAlert>}
      {send.isSuccess && <FormAlert tone="success">{SUBLET_MESSAGE_OUTCOME.sent}</FormAlert>}

      <SubmitButton pending={send.isPending} done={send.isSuccess}>
        Submit
      </SubmitButton>
    </form>
  );
}

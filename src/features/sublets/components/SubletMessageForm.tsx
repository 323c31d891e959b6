import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { Textarea } from '@/components/Textarea';
import { TextInput } from '@/components/TextInput';
import { useFocusFirstInvalid } from '@/components/focusFirstInvalid';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { useCaptchaToken } from '@/features/captcha/useCaptchaToken';
import { serverMessage } from '@/lib/http';
import { fieldErrors } from '@/lib/validation';
import { useSendSubletMessage } from '../api/sendSubletMessage';
import { CAPTCHA_MESSAGE, FIX_FIELDS_MESSAGE } from '../rules';
import { subletMessageSchema } from '../schema';
import type { SubletMessage } from '../types';
import styles from './SubletMessageForm.module.css';

type MessageErrors = Partial<Record<keyof SubletMessage | 'captchaResponse', string>>;

export const SUBLET_MESSAGE_OUTCOME = { sent: 'Message Sent!', failed: 'Message Failed!' } as const;

/**
 * Spec sections 4 and 5, the sublet message: name, e-mail and message required, the captcha before sending; then
 * sending (button disabled with a spinner), sent ('Message Sent!') or failed (the server's message, else
 * 'Message Failed!').
 */
export function SubletMessageForm({ subletId }: { subletId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SubletMessage>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<MessageErrors>({});
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const captcha = useCaptchaToken();
  const send = useSendSubletMessage();
  useFocusFirstInvalid(formRef, invalidAttempts);

  const update = (changes: Partial<SubletMessage>) => setValues((current) => ({ ...current, ...changes }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = subletMessageSchema.safeParse(values);
    const found: MessageErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!captcha.token) found.captchaResponse = CAPTCHA_MESSAGE;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      send.reset();
      setInvalidAttempts((count) => count + 1);
      return;
    }
    send.mutate(
      { subletId, captchaResponse: captcha.token, message: parsed.data },
      {
        onError: captcha.renew,
      },
    );
  }

  const invalid = invalidAttempts > 0 && Object.keys(errors).length > 0;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <TextInput label="Name" name="name" autoComplete="name" required maxLength={100} value={values.name} error={errors.name} onChange={(name) => update({ name })} />
      <TextInput label="Email" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(email) => update({ email })} />
      <Textarea label="Message" name="message" required value={values.message} error={errors.message} onChange={(message) => update({ message })} />
      <FormCaptcha key={captcha.key} onChange={captcha.setToken} error={errors.captchaResponse} />

      {invalid && <FormAlert tone="error" key={invalidAttempts}>{FIX_FIELDS_MESSAGE}</FormAlert>}
      {send.isError && <FormAlert tone="error">{serverMessage(send.error) ?? SUBLET_MESSAGE_OUTCOME.failed}</FormAlert>}
      {send.isSuccess && <FormAlert tone="success">{SUBLET_MESSAGE_OUTCOME.sent}</FormAlert>}

      <SubmitButton pending={send.isPending} done={send.isSuccess}>
        Submit
      </SubmitButton>
    </form>
  );
}

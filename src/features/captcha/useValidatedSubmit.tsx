import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { useFocusFirstInvalid } from '@/components/focusFirstInvalid';
import { useCaptchaToken } from './useCaptchaToken';

type SendOptions<TData, TVariables> = Omit<MutateOptions<TData, Error, TVariables>, 'onError'>;

/**
 * The submit wiring every captcha form shares (spec sections 4 and 5). `passes(found)` shows the problems a check
 * found beside their fields; when there are some, it clears the outcome of an earlier send, counts the attempt
 * (focus then moves to the first invalid control, and `invalidAlert` appears again, so it is announced again) and
 * answers false. `send` sends through the mutation and asks the captcha for a fresh token after a failure:
 * tokens are single-use.
 */
export function useValidatedSubmit<Errors extends object, TData, TVariables>(
  mutation: UseMutationResult<TData, Error, TVariables>,
  invalidMessage: string,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptchaToken();
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  useFocusFirstInvalid(formRef, invalidAttempts);

  function passes(found: Errors): boolean {
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    mutation.reset();
    setInvalidAttempts((count) => count + 1);
    return false;
  }

  function send(variables: TVariables, options: SendOptions<TData, TVariables> = {}) {
    mutation.mutate(variables, { ...options, onError: captcha.renew });
  }

  const invalidAlert: ReactNode =
    invalidAttempts > 0 && Object.keys(errors).length > 0 ? (
      <FormAlert tone="error" key={invalidAttempts}>
        {invalidMessage}
      </FormAlert>
    ) : null;

  return { formRef, captcha, errors, passes, send, invalidAlert };
}

import type { UseMutationResult } from '@tanstack/react-query';
import { useValidatedSubmit } from '@/features/captcha/useValidatedSubmit';
import type { z } from '@/lib/zod';
import { fieldErrors } from '@/lib/validation';
import { CAPTCHA_MESSAGE, FIX_FIELDS_MESSAGE } from '../rules';

/**
 * The checks of a captcha-guarded form in a sublet dialog (message, report), on the submit wiring every captcha
 * form shares (`useValidatedSubmit`): `check(values)` answers the parsed values when they and the captcha pass;
 * otherwise it marks each problem beside its field, moves focus to the first and clears the last outcome.
 */
export function useCaptchaForm<Schema extends z.ZodType, TData, TVariables>(
  schema: Schema,
  mutation: UseMutationResult<TData, Error, TVariables>,
) {
  const submit = useValidatedSubmit<Record<string, string>, TData, TVariables>(mutation, FIX_FIELDS_MESSAGE);

  function check(values: unknown): z.output<Schema> | undefined {
    const parsed = schema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!submit.captcha.token) found.captchaResponse = CAPTCHA_MESSAGE;
    return submit.passes(found) && parsed.success ? parsed.data : undefined;
  }

  return { ...submit, check };
}

import { useRef, useState } from 'react';
import { useFocusFirstInvalid } from '@/components/focusFirstInvalid';
import { useCaptchaToken } from '@/features/captcha/useCaptchaToken';
import type { z } from '@/lib/zod';
import { fieldErrors } from '@/lib/validation';
import { CAPTCHA_MESSAGE } from '../rules';

/**
 * The checks of a captcha-guarded form in a sublet dialog (message, report): `check(values)` answers the parsed values
 * when they and the captcha pass; otherwise it marks each problem beside its field, moves focus to the first and
 * clears the last outcome (`reset`).
 */
export function useCaptchaForm<Schema extends z.ZodType>(schema: Schema, reset: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const captcha = useCaptchaToken();
  useFocusFirstInvalid(formRef, invalidAttempts);

  function check(values: unknown): z.output<Schema> | undefined {
    const parsed = schema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!captcha.token) found.captchaResponse = CAPTCHA_MESSAGE;
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) return parsed.data;
    reset();
    setInvalidAttempts((count) => count + 1);
    return undefined;
  }

  return { formRef, errors, captcha, check, invalidAttempts, invalid: invalidAttempts > 0 && Object.keys(errors).length > 0 };
}

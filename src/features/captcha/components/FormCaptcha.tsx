import { Captcha, type CaptchaProps } from '@/components/Captcha';
import { config } from '@/config';
import { getLocalCaptchaToken } from '../api/getLocalCaptchaToken';

/** The captcha of our forms: reCAPTCHA with the configured site key, else the local API's check. */
export function FormCaptcha(props: Omit<CaptchaProps, 'siteKey' | 'fetchLocalToken'>) {
  return <Captcha siteKey={config.recaptchaSiteKey} fetchLocalToken={getLocalCaptchaToken} {...props} />;
}

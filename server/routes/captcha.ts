import type { ApiContext, ApiInstance } from '../context';
import { HttpError } from '../http/errors';

/**
 * `POST api/captcha/local`: a token of the local 'I am not a robot' check, good for 10 minutes. Not behind the write
 * limit: it stores nothing, costs one HMAC, and the writes it unlocks are limited themselves; every form opened asks
 * for one.
 */
export function registerCaptchaRoutes(app: ApiInstance, { captcha }: ApiContext): void {
  app.post('/api/captcha/local', async () => {
    if (!captcha.issueLocalToken) throw new HttpError(404, 'The local captcha is off: this server checks reCAPTCHA tokens');
    return { token: await captcha.issueLocalToken() };
  });
}

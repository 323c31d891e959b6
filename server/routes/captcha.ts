import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { HttpError } from '../http-errors';

/** `POST api/captcha/local`: a token of the local 'I am not a robot' check, good for 10 minutes. */
export function registerCaptchaRoutes(app: FastifyInstance, { captcha, write }: ApiContext): void {
  app.post('/api/captcha/local', write, async () => {
    if (!captcha.issueLocalToken) throw new HttpError(404, 'The local captcha is off: this server checks reCAPTCHA tokens');
    return { token: await captcha.issueLocalToken() };
  });
}

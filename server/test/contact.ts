import type { FastifyInstance } from 'fastify';

/**
 * A contact message from `remoteAddress` with a captcha token the check refuses ('forged'), the write the rate-limit
 * tests spend: refused 400 for its captcha (which counts), or for its fields when `overrides` spoil them (which is
 * given back), and 429 past the limit.
 */
export const forgedContact = (app: FastifyInstance, remoteAddress: string, overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/mail/v3/contact',
    remoteAddress,
    payload: { name: 'Robin Lee', email: 'robin@example.org', phone: '8125550177', question: 'Is parking included?', emailPreferred: true, captchaResponse: 'forged', ...overrides },
  });

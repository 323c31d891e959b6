import { delay, http, HttpResponse } from 'msw';

/** The local captcha check's token as the tests' local API issues it. */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha-token';

/** Mail, contact analytics and the local captcha (spec section 7 and design.md): accepted unless a test says not. */
export const formHandlers = [
  http.post('*/api/captcha/local', () => HttpResponse.json({ token: LOCAL_CAPTCHA_TOKEN })),
  http.post('*/api/mail/application', () => HttpResponse.json({ id: 1, message: 'Rental Application Request Sent!', receiptHeld: false })),
  http.post('*/api/mail/v3/contact', () => HttpResponse.json({ id: 2, message: 'Message Sent!', receiptHeld: false })),
  http.post('*/api/admin/analytics/contact/:event', () => new HttpResponse(null, { status: 204 })),
];

/** Accepts a POST to `path` after a pause, so a test can see the form while it is sending. */
export const acceptAfterPause = (path: string) =>
  http.post(path, async () => {
    await delay(50);
    return HttpResponse.json({});
  });

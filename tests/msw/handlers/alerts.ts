import { http, HttpResponse } from 'msw';
import { ALERT_MESSAGES, type AlertChange } from '@/features/alerts/types';
import { ALERT_ANSWERS, ALERT_KEY, EXPIRED_UNSUBSCRIBE_KEY, managedAlerts } from '../fixtures/alerts';

const refused = (message: string) => HttpResponse.json({ message }, { status: 404 });

/** The alerts API (issue 25): every sign-up answered alike, and the links of ALERT_KEY work, unless a test says otherwise. */
export const alertHandlers = [
  http.post('*/api/alerts', () => HttpResponse.json(ALERT_ANSWERS.signedUp, { status: 202 })),
  http.post('*/api/alerts/confirm/:key', ({ params }) =>
    params.key === ALERT_KEY ? HttpResponse.json({ message: ALERT_MESSAGES.confirmed, managePath: `/alerts/manage/${ALERT_KEY}` }) : refused(ALERT_MESSAGES.confirmUnknown),
  ),
  http.post('*/api/alerts/unsubscribe/:key', ({ params }) => {
    if (params.key === EXPIRED_UNSUBSCRIBE_KEY) return HttpResponse.json({ message: ALERT_MESSAGES.unsubscribeExpired }, { status: 410 });
    return params.key === ALERT_KEY ? HttpResponse.json({ message: ALERT_MESSAGES.unsubscribed }) : refused(ALERT_MESSAGES.unsubscribeUnknown);
  }),
  http.get('*/api/alerts/manage/:key', ({ params }) => (params.key === ALERT_KEY ? HttpResponse.json(managedAlerts) : refused(ALERT_MESSAGES.manageUnknown))),
  http.patch('*/api/alerts/manage/:key/searches/:id', async ({ params, request }) => {
    const alert = managedAlerts.alerts.find((each) => each.id === Number(params.id));
    if (params.key !== ALERT_KEY || !alert) return refused(ALERT_MESSAGES.alertUnknown);
    return HttpResponse.json({ ...alert, ...((await request.json()) as AlertChange) });
  }),
  http.post('*/api/alerts/manage/:key/stop-all', ({ params }) => (params.key === ALERT_KEY ? HttpResponse.json({ message: ALERT_MESSAGES.allStopped }) : refused(ALERT_MESSAGES.manageUnknown))),
  http.delete('*/api/alerts/manage/:key/searches/:id', ({ params }) => (params.key === ALERT_KEY ? new HttpResponse(null, { status: 204 }) : refused(ALERT_MESSAGES.alertUnknown))),
];

import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { company } from '@/config';
import { ALERT_MESSAGES } from '@/features/alerts/types';
import { ALERT_KEY, EXPIRED_UNSUBSCRIBE_KEY, managedAlerts } from '@tests/msw/fixtures/alerts';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

const writes = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const FORGED = 'forged-key-fedcba9876543210';

describe('issue 25 the confirm page', () => {
  it('issue 25 confirm page: opening the link sends nothing; the button confirms and leads to the manage page', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/alerts/confirm/${ALERT_KEY}`);
    const button = await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.getByRole('heading', { name: 'Confirm your alert', level: 1 })).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    expect(document.title).not.toContain(ALERT_KEY);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));

    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.confirmed);
    expect(writes(requests)).toEqual([{ method: 'POST', path: `/api/alerts/confirm/${ALERT_KEY}`, body: undefined }]);
    expect(screen.getByRole('link', { name: 'See and change your alerts' })).toHaveAttribute('href', `/alerts/manage/${ALERT_KEY}`);
  });

  it('issue 25 confirm page: a used or forged link says so in words, and the button stays for another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/confirm/${FORGED}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.confirmUnknown);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('issue 25 confirm page: while it confirms the button waits; a lost connection says to try again', async () => {
    server.use(http.post('*/api/alerts/confirm/:key', async () => {
      await delay(50);
      return HttpResponse.error();
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/confirm/${ALERT_KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const button = screen.getByRole('button', { name: /Confirm$/ });
    expect(button).toBeDisabled();
    expect(within(button).getByText('Sending')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});

describe('issue 25 the unsubscribe page', () => {
  it('issue 25 unsubscribe page: opening the link sends nothing; the button unsubscribes', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/alerts/unsubscribe/${ALERT_KEY}`);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(writes(requests)).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.unsubscribed);
    expect(writes(requests)).toEqual([{ method: 'POST', path: `/api/alerts/unsubscribe/${ALERT_KEY}`, body: undefined }]);
  });

  it('issue 25 unsubscribe page: a link used already says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/unsubscribe/${FORGED}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.unsubscribeUnknown);
  });

  it('issue 25 unsubscribe page: a link from a mail past the 90 days says so, points to the newer mail\'s links and to a mail to us, and offers no button that cannot work', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/unsubscribe/${EXPIRED_UNSUBSCRIBE_KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This unsubscribe link has expired: links work for 90 days after their mail.');
    expect(alert).toHaveTextContent('The unsubscribe link in our latest mail about this alert works, and so does the link there to see and change all your alerts.');
    expect(screen.getByRole('link', { name: company.inquiriesEmail })).toHaveAttribute('href', `mailto:${company.inquiriesEmail}?subject=Stop%20my%20alerts`);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});

describe('issue 25 the stop-all page (the link "Stop all alerts to this address" of each alert mail)', () => {
  it('issue 25 stop-all page: opening the link sends nothing; the button stops every alert of the address and says so', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/alerts/stop-all/${ALERT_KEY}`);
    const button = await screen.findByRole('button', { name: 'Stop all my alerts' });
    expect(screen.getByRole('heading', { name: 'Stop all alerts to this address', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see and change your alerts' })).toHaveAttribute('href', `/alerts/manage/${ALERT_KEY}`);
    expect(writes(requests)).toEqual([]);
    expect(document.title).not.toContain(ALERT_KEY);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));

    await user.click(button);
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(ALERT_MESSAGES.allStopped);
    expect(outcome).toHaveFocus();
    expect(writes(requests)).toEqual([{ method: 'POST', path: `/api/alerts/manage/${ALERT_KEY}/stop-all`, body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Stop all my alerts' })).toBeNull();
  });

  it('issue 25 stop-all page: while it stops the button waits; a lost connection says to try again and keeps the button', async () => {
    server.use(http.post('*/api/alerts/manage/:key/stop-all', async () => {
      await delay(50);
      return HttpResponse.error();
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/stop-all/${ALERT_KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Stop all my alerts' }));
    const button = screen.getByRole('button', { name: /Stop all my alerts$/ });
    expect(button).toBeDisabled();
    expect(within(button).getByText('Sending')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Stop all my alerts' })).toBeEnabled();
  });

  it('issue 25 stop-all page: an expired or forged link says so, offers a mail to us instead, and no button that cannot work', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/stop-all/${FORGED}`);
    await user.click(await screen.findByRole('button', { name: 'Stop all my alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.manageUnknown);
    expect(screen.getByRole('link', { name: company.inquiriesEmail })).toHaveAttribute('href', `mailto:${company.inquiriesEmail}?subject=Stop%20my%20alerts`);
    expect(screen.queryByRole('button', { name: 'Stop all my alerts' })).toBeNull();
  });
});

describe('issue 25 the manage page', () => {
  const describedFirst = '2 bedroom, August 2027 availability, $500 - $1,400 at every community';

  it('issue 25 manage page: loading, then each alert with its state; opening it sends nothing', async () => {
    const requests = recordRequests();
    renderRoute(`/alerts/manage/${ALERT_KEY}`);
    expect(await screen.findByText('Loading your alerts')).toBeInTheDocument();
    expect(await screen.findByText(describedFirst)).toBeInTheDocument();
    expect(screen.getByText('Every home at Sample Community')).toBeInTheDocument();
    expect(screen.getByText('Alerts for ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Waiting for you to confirm it from our mail')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('issue 25 manage page: changing the frequency, pausing, resuming and deleting send one change each and show it', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/alerts/manage/${ALERT_KEY}`);
    const first = (await screen.findByText(describedFirst)).closest('li')!;
    await user.selectOptions(within(first).getByRole('combobox', { name: 'How often' }), 'daily');
    await waitFor(() => expect(within(first).getByRole('combobox', { name: 'How often' })).toHaveValue('daily'));
    await user.click(within(first).getByRole('button', { name: `Pause ${describedFirst}` }));
    expect(await within(first).findByText('Paused')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: `Resume ${describedFirst}` }));
    expect(await within(first).findByText('On')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: `Delete ${describedFirst}` }));
    await waitFor(() => expect(screen.queryByText(describedFirst)).not.toBeInTheDocument());
    const path = `/api/alerts/manage/${ALERT_KEY}/searches/1`;
    expect(writes(requests)).toEqual([
      { method: 'PATCH', path, body: { frequency: 'daily' } },
      { method: 'PATCH', path, body: { paused: true } },
      { method: 'PATCH', path, body: { paused: false } },
      { method: 'DELETE', path, body: undefined },
    ]);
  });

  it('issue 25 manage page: a refused change shows the reason', async () => {
    server.use(http.delete('*/api/alerts/manage/:key/searches/:id', () => HttpResponse.json({ message: ALERT_MESSAGES.alertUnknown }, { status: 404 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/manage/${ALERT_KEY}`);
    const first = (await screen.findByText(describedFirst)).closest('li')!;
    await user.click(within(first).getByRole('button', { name: `Delete ${describedFirst}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.alertUnknown);
    expect(screen.getByText(describedFirst)).toBeInTheDocument();
  });

  it('issue 25 manage page: "Stop all my alerts" asks first; "Keep my alerts" sends nothing and gives the focus back', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/alerts/manage/${ALERT_KEY}`);
    const stopAll = await screen.findByRole('button', { name: 'Stop all my alerts' });
    await user.click(stopAll);
    const question = screen.getByText('Stop all 2 alerts to ana@example.com? We will not e-mail you any more homes.');
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep my alerts' }));
    expect(screen.queryByText(/^Stop all 2 alerts/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop all my alerts' })).toHaveFocus();

    // Escape leaves the question too.
    await user.click(screen.getByRole('button', { name: 'Stop all my alerts' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Stop all my alerts' })).toHaveFocus();
    expect(writes(requests)).toEqual([]);
  });

  it('issue 25 manage page: confirming stops every alert in one request; the list shows its empty state and the outcome takes the focus', async () => {
    const requests = recordRequests();
    const { user } = renderRoute(`/alerts/manage/${ALERT_KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Stop all my alerts' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop them all' }));
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(ALERT_MESSAGES.allStopped);
    expect(outcome).toHaveFocus();
    expect(screen.queryByText(describedFirst)).toBeNull();
    expect(screen.queryByText('Every home at Sample Community')).toBeNull();
    expect(screen.getByText("You have no alerts. To get one, search for a home and press 'E-mail me new matches'.")).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'POST', path: `/api/alerts/manage/${ALERT_KEY}/stop-all`, body: undefined }]);
  });

  it('issue 25 manage page: while all alerts stop the button waits; a refusal shows the reason and keeps the list and the question', async () => {
    server.use(http.post('*/api/alerts/manage/:key/stop-all', async () => {
      await delay(50);
      return HttpResponse.json({ message: ALERT_MESSAGES.manageUnknown }, { status: 404 });
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute(`/alerts/manage/${ALERT_KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Stop all my alerts' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop them all' }));
    const pending = screen.getByRole('button', { name: /Yes, stop them all$/ });
    expect(pending).toBeDisabled();
    expect(within(pending).getByText('Sending')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.manageUnknown);
    expect(screen.getByText(describedFirst)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, stop them all' })).toBeEnabled();
  });

  it('issue 25 manage page: with one alert the question and its button speak of that one', async () => {
    server.use(http.get('*/api/alerts/manage/:key', () => HttpResponse.json({ ...managedAlerts, alerts: managedAlerts.alerts.slice(0, 1) })));
    const { user } = renderRoute(`/alerts/manage/${ALERT_KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Stop all my alerts' }));
    expect(screen.getByText('Stop your alert to ana@example.com? We will not e-mail you any more homes.')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes, stop it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, stop them all' })).toBeNull();
  });

  it('issue 25 manage page: no alerts left says how to get one', async () => {
    server.use(http.get('*/api/alerts/manage/:key', () => HttpResponse.json({ ...managedAlerts, alerts: [] })));
    renderRoute(`/alerts/manage/${ALERT_KEY}`);
    expect(await screen.findByText("You have no alerts. To get one, search for a home and press 'E-mail me new matches'.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop all my alerts' })).toBeNull();
  });

  it('issue 25 manage page: an expired or forged key says what to do; a failed load offers another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = renderRoute(`/alerts/manage/${FORGED}`);
    expect(await screen.findByText(ALERT_MESSAGES.manageUnknown)).toBeInTheDocument();
    refused.unmount();

    server.use(http.get('*/api/alerts/manage/:key', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderRoute(`/alerts/manage/${ALERT_KEY}`);
    expect(await screen.findByText("We couldn't load your alerts. Check your connection and try again.")).toBeInTheDocument();
  });
});

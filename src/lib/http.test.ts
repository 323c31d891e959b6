import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/msw/server';
import { answeredWith, createDataClient, isRetryable, serverMessage, type KeyValueStore } from './http';

const HOST_A = 'http://data-a.test/';
const HOST_B = 'http://data-b.test/';

function memoryStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

/**
 * The data hosts are other origins than the page, so the browser checks CORS: they answer as the local API does for a
 * site listed in its CORS_ORIGINS (decision 016), preflight included.
 */
const CORS_HEADERS = { 'Access-Control-Allow-Origin': window.location.origin };
const crossOrigin = (response: Response): Response => {
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  return response;
};
const preflight = (host: string) =>
  mswHttp.options(`${host}*`, () =>
    new HttpResponse(null, { status: 204, headers: { ...CORS_HEADERS, 'Access-Control-Allow-Methods': 'GET, POST, DELETE', 'Access-Control-Allow-Headers': 'Content-Type' } }),
  );

/** Answers `{ host }` from both hosts and records which host served each request. */
function recordHosts(status: { a?: number; b?: number } = {}) {
  const served: string[] = [];
  const answer = (name: 'A' | 'B', code: number | undefined) => ({ request }: { request: Request }) => {
    served.push(`${name} ${request.method} ${new URL(request.url).pathname}`);
    return crossOrigin(code ? new HttpResponse(null, { status: code }) : HttpResponse.json({ host: name }));
  };
  server.use(preflight(HOST_A), preflight(HOST_B), mswHttp.all(`${HOST_A}*`, answer('A', status.a)), mswHttp.all(`${HOST_B}*`, answer('B', status.b)));
  return served;
}

describe('spec 7 data client', () => {
  it('alternates between the data hosts per request, under api/data/', async () => {
    const served = recordHosts();
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await client.get('floorplans?projection=details&size=200');
    await client.get('properties/filter');
    await client.get('residentFaqs?projection=withId&size=50');

    expect(served).toEqual([
      'A GET /api/data/floorplans',
      'B GET /api/data/properties/filter',
      'A GET /api/data/residentFaqs',
    ]);
  });

  it('keeps the round-robin index in the given store, so a reload continues where the last page stopped', async () => {
    const served = recordHosts();
    const store = memoryStore();
    await createDataClient({ hosts: [HOST_A, HOST_B], store }).get('teamMembers');
    expect(store.values.get('dataHostIndex')).toBe('1');

    await createDataClient({ hosts: [HOST_A, HOST_B], store }).get('teamMembers');
    expect(served).toEqual(['A GET /api/data/teamMembers', 'B GET /api/data/teamMembers']);
  });

  it('ignores a corrupt stored index instead of failing', async () => {
    const served = recordHosts();
    const store = memoryStore();
    store.setItem('dataHostIndex', 'banana');
    await createDataClient({ hosts: [HOST_A, HOST_B], store }).get('teamMembers');
    expect(served).toEqual(['A GET /api/data/teamMembers']);
  });

  it('retries a 5xx once on the next host and returns that answer', async () => {
    const served = recordHosts({ a: 503 });
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await expect(client.get('properties/filter')).resolves.toEqual({ host: 'B' });
    expect(served).toEqual(['A GET /api/data/properties/filter', 'B GET /api/data/properties/filter']);
  });

  it('retries a network error once on the next host', async () => {
    recordHosts();
    server.use(mswHttp.get('http://data-a.test/*', () => HttpResponse.error()));
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await expect(client.get('properties/filter')).resolves.toEqual({ host: 'B' });
  });

  it('does not retry a 4xx: the record is missing on every host', async () => {
    const served = recordHosts({ a: 404 });
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await expect(client.get('floorplans/999?projection=withId')).rejects.toMatchObject({ response: { status: 404 } });
    expect(served).toEqual(['A GET /api/data/floorplans/999']);
  });

  it('fails when both hosts are down, after exactly one retry', async () => {
    const served = recordHosts({ a: 500, b: 502 });
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await expect(client.get('teamMembers')).rejects.toMatchObject({ response: { status: 502 } });
    expect(served).toHaveLength(2);
  });

  it('sends writes to api/{path} (not api/data/) and never repeats them, even on a 5xx', async () => {
    const served = recordHosts({ a: 500 });
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await expect(client.post('mail/v3/contact', { name: 'Ana' })).rejects.toBeTruthy();
    expect(served).toEqual(['A POST /api/mail/v3/contact']);

    await client.delete('admin/sublets/4');
    expect(served).toEqual(['A POST /api/mail/v3/contact', 'B DELETE /api/admin/sublets/4']);
  });

  it('issue 8 resilience: keeps writes on one host while it answers, so a captcha token and the message it guards go together', async () => {
    const served = recordHosts();
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await client.post('captcha/local');
    await client.post('mail/v3/contact', { name: 'Ana' });
    await client.get('teamMembers');
    await client.post('captcha/local');

    expect(served).toEqual(['A POST /api/captcha/local', 'A POST /api/mail/v3/contact', 'A GET /api/data/teamMembers', 'A POST /api/captcha/local']);
  });

  it('issue 8 resilience: a refused write hands the writes to the next host, so the visitor’s retry gets through', async () => {
    const served = recordHosts();
    server.use(mswHttp.post('http://data-a.test/api/admin/sublets/4/message', () => HttpResponse.error()));
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await client.post('captcha/local');
    await expect(client.post('admin/sublets/4/message', { message: 'Hi' })).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await client.post('captcha/local');
    await client.post('admin/sublets/4/message', { message: 'Hi' });

    expect(served).toEqual(['A POST /api/captcha/local', 'B POST /api/captcha/local', 'B POST /api/admin/sublets/4/message']);
  });

  it('issue 8 resilience: a read that had to fail over moves the writes off the failed host as well', async () => {
    const served = recordHosts({ a: 503 });
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await client.get('properties/filter');
    await client.post('captcha/local');

    expect(served).toEqual(['A GET /api/data/properties/filter', 'B GET /api/data/properties/filter', 'B POST /api/captcha/local']);
  });

  it('issue 8 resilience: a refused write (4xx) keeps the writes where they are: the host is up', async () => {
    const served = recordHosts({ a: 400 });
    const client = createDataClient({ hosts: [HOST_A, HOST_B], store: memoryStore() });

    await expect(client.post('mail/v3/contact', {})).rejects.toMatchObject({ response: { status: 400 } });
    await expect(client.post('mail/v3/contact', {})).rejects.toMatchObject({ response: { status: 400 } });

    expect(served).toEqual(['A POST /api/mail/v3/contact', 'A POST /api/mail/v3/contact']);
  });
});

describe('spec 7 HTTP client rules', () => {
  it('counts a 2xx as success and anything else as failure', async () => {
    server.use(mswHttp.get('http://data-a.test/*', () => crossOrigin(new HttpResponse(null, { status: 304 }))));
    const client = createDataClient({ hosts: [HOST_A], store: memoryStore() });
    await expect(client.get('teamMembers')).rejects.toBeTruthy();
  });

  it('reads the message the server put in an error body', async () => {
    server.use(
      preflight(HOST_A),
      mswHttp.post('http://data-a.test/api/mail/application', () =>
        crossOrigin(HttpResponse.json({ message: 'Please check the captcha' }, { status: 400 })),
      ),
    );
    const client = createDataClient({ hosts: [HOST_A], store: memoryStore() });
    const error = await client.post('mail/application', {}).catch((caught: unknown) => caught);
    expect(serverMessage(error)).toBe('Please check the captcha');
    expect(isRetryable(error)).toBe(false);
    expect(serverMessage(new Error('plain'))).toBeUndefined();
    expect([answeredWith(error, 400), answeredWith(error, 404), answeredWith(new Error('plain'), 400)]).toEqual([true, false, false]);
  });
});

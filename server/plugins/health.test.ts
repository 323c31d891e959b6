import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';

let api: TestApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('issue 26 live and ready', () => {
  it('issue 26 item 5: ready answers 503 while starting, 200 while serving, 503 while draining; live answers 200 throughout', async () => {
    api = await startTestApi();
    const { app } = api;
    const status = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      return [response.statusCode, response.json<{ status: string }>().status];
    };
    expect(await status('/api/health/ready')).toEqual([503, 'starting']);
    expect(await status('/api/health/live')).toEqual([200, 'ok']);
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await status('/api/health/ready')).toEqual([200, 'ok']);
    const drained = app.lifecycle.drain(1_000);
    expect(await status('/api/health/ready')).toEqual([503, 'draining']);
    expect(await status('/api/health/live')).toEqual([200, 'ok']);
    await drained;
    expect(app.server.listening).toBe(false);
  });
});

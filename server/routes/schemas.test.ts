import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';

// Fastify warns once per process, so the listener is in place before any app of this file is built.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(`${warning.name}: ${warning.message}`));

let api: TestApi | undefined;
afterAll(() => api?.close());

describe('issue 21 a schema on every route', () => {
  it('every route declares its params, query and body completely: building the app draws no warning from Fastify', async () => {
    api = await startTestApi();
    await api.app.ready();
    expect(warnings).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Floorplan } from '@/features/floorplans/types';
import { startTestApi, type TestApi } from '../test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const plan = async (id: number) => (await api.app.inject({ url: `/api/data/floorplans/${id}?projection=withId` })).json<Floorplan>();

describe('issue 14 seeded tours play from the local API', () => {
  it('the seeded video and virtual tour links point at the local API, not at outside hosts', async () => {
    const sampleGates = await plan(3);
    expect(sampleGates.videoTourLink).toBe('/api/tours/media/walkthrough.webm');
    expect(sampleGates.threeSixtyVideoTourLink).toBe('/api/tours/media/panorama.webm');
    expect(sampleGates.virtualTourLink).toBe('/api/tours/virtual/3');
  });

  it('serves a tour video whole, and any byte range of it (206) so a player can start anywhere', async () => {
    const whole = await api.app.inject({ url: '/api/tours/media/walkthrough.webm' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

    const part = await api.app.inject({ url: '/api/tours/media/walkthrough.webm', headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(1000, 2000));
  });

  it('serves nothing else from the tour folder', async () => {
    expect((await api.app.inject({ url: '/api/tours/media/virtual-tour-page.ts' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/tours/media/../app.ts' })).statusCode).toBe(404);
  });

  it("serves a plan's virtual tour page: its photos as rooms, under a policy that lets only the site frame it", async () => {
    const response = await api.app.inject({ url: '/api/tours/virtual/3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Virtual tour: Sample Gates Two</h1>');
    expect(response.body).toMatch(/<img src="\/api\/asset\/download\/[^"]+" alt="Sample Gates Two, room 1 of \d+"/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  it('answers 404 for a plan that does not exist and 400 for an id that is not one', async () => {
    expect((await api.app.inject({ url: '/api/tours/virtual/999' })).json()).toEqual({ message: 'No virtual tour for this floor plan' });
    expect((await api.app.inject({ url: '/api/tours/virtual/abc' })).statusCode).toBe(400);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { JobRunner, scheduleJob, type ServerJob } from '../jobs/schedule';
import { drain } from './drain';

describe('issue 26 jobs at shutdown', () => {
  it('issue 26 item 6: a job running when the drain begins is told to stop, ends at its next safe point, and no run starts after it; closing waits for it', async () => {
    const app = Fastify();
    await app.register(drain);
    const steps: string[] = [];
    let firstStepDone = () => {};
    const inFirstStep = new Promise<void>((resolve) => (firstStepDone = resolve));
    let letFirstStepEnd = () => {};
    const firstStepMayEnd = new Promise<void>((resolve) => (letFirstStepEnd = resolve));
    const job: ServerJob = {
      name: 'test job',
      firstAfterMs: 0,
      everyMs: 0,
      async run(_now, _log, stop) {
        steps.push('first step');
        firstStepDone();
        await firstStepMayEnd;
        // The safe point between two steps.
        if (stop.aborted) {
          steps.push('stopped at the safe point');
          return {};
        }
        steps.push('second step');
        return {};
      },
    };
    scheduleJob(app, new JobRunner(job, () => new Date(), app.log), app.lifecycle.stopping);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await inFirstStep;
    await app.lifecycle.drain(1_000);
    // The step ends only once closing has begun: closing must wait for it (the database closes next).
    const closed = app.close().then(() => steps.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    letFirstStepEnd();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(steps).toEqual(['first step', 'stopped at the safe point', 'closed']);
  });
});

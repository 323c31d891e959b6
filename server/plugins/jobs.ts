import fp from 'fastify-plugin';
import type { ApiContext } from '../context';
import { warmFirstScreenImages } from '../images/warm';
import { scheduleJob, type JobOutcome } from '../jobs/schedule';
import { subletUpkeepJob } from '../jobs/sublet-upkeep';

export interface JobOptions {
  context: ApiContext;
  /** Render the first screen's images in the background once listening. */
  warmImages?: boolean;
  /** Told of each job run's end, by the job's name. */
  onJobRun?: (job: string, outcome: JobOutcome) => void;
}

/**
 * What the server does by itself once it listens: the jobs of `jobs/` on their schedules, and the first-screen image
 * warm-up. App-wide (fastify-plugin), so their listen and close hooks belong to the app itself.
 */
export const backgroundJobs = fp<JobOptions>(
  async (app, { context, warmImages, onJobRun }) => {
    if (warmImages) warmFirstScreenImages(app, context);
    const upkeep = subletUpkeepJob(context);
    scheduleJob(app, upkeep, { now: context.now, stopping: app.lifecycle.stopping, onRun: (outcome) => onJobRun?.(upkeep.name, outcome) });
  },
  { name: 'background-jobs' },
);

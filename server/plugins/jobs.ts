import fp from 'fastify-plugin';
import type { ApiContext } from '../context';
import { warmFirstScreenImages } from '../images/warm';
import { JobRunner, scheduleJob } from '../jobs/schedule';
import { subletUpkeepJob } from '../jobs/sublet-upkeep';

export interface JobOptions {
  context: ApiContext;
  /** The outbox sender, when SMTP_URL is set; routes nudge it through `context.mailQueued`. */
  outboxSender?: JobRunner;
  /** Render the first screen's images in the background once listening. */
  warmImages?: boolean;
}

/**
 * What the server does by itself once it listens: the jobs of `jobs/` on their schedules, and the first-screen image
 * warm-up. App-wide (fastify-plugin), so their listen and close hooks belong to the app itself.
 */
export const backgroundJobs = fp<JobOptions>(
  async (app, { context, outboxSender, warmImages }) => {
    if (warmImages) warmFirstScreenImages(app, context);
    scheduleJob(app, new JobRunner(subletUpkeepJob(context), context.now, app.log));
    if (outboxSender) scheduleJob(app, outboxSender);
  },
  { name: 'background-jobs' },
);

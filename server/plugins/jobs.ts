import fp from 'fastify-plugin';
import type { ApiContext } from '../context';
import { warmFirstScreenImages } from '../images/warm';
import { alertPurgeJob } from '../jobs/alert-purge';
import { JobRunner, scheduleJob, type JobOutcome, type ServerJob } from '../jobs/schedule';
import { staffPurgeJob } from '../jobs/staff-purge';
import { subletUpkeepJob } from '../jobs/sublet-upkeep';
import { tourBooking } from '../tour-booking/booking';
import { tourRemindersJob } from '../tour-booking/reminders';
import { tourRequestExpiryJob } from '../tour-office/expiry';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs the alert matcher (issue 25) once the run under way, if any, has ended; resolves when the runs asked for so
     * far are done. Every catalog change calls it (app.ts); a test awaits it to know a change's matches are recorded.
     */
    matchAlerts: () => Promise<void>;
  }
}

export interface JobOptions {
  context: ApiContext;
  /** The outbox sender, when SMTP_URL is set; routes nudge it through `context.mailQueued`. */
  outboxSender?: JobRunner;
  /** The alert matcher (issue 25), nudged by app.ts on every catalog change. */
  alertMatcher: JobRunner;
  /** The alert mails (issue 25), nudged by the matcher when it leaves matches waiting. */
  alertMails: JobRunner;
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
  async (app, { context, outboxSender, alertMatcher, alertMails, warmImages, onJobRun }) => {
    if (warmImages) warmFirstScreenImages(app, context);
    const schedule = (job: ServerJob) => scheduleJob(app, new JobRunner(job, context.now, app.log, (outcome) => onJobRun?.(job.name, outcome)), app.lifecycle.stopping);
    schedule(subletUpkeepJob(context));
    const { freshKey, manageUrl } = tourBooking(context);
    schedule(tourRemindersJob({ db: context.db, freshKey, manageUrl, mailQueued: context.mailQueued }));
    schedule(tourRequestExpiryJob({ db: context.db, mailQueued: context.mailQueued }));
    schedule(staffPurgeJob(context.db));
    schedule(alertPurgeJob(context.db));
    app.decorate('matchAlerts', () => alertMatcher.nudge());
    scheduleJob(app, alertMatcher, app.lifecycle.stopping);
    scheduleJob(app, alertMails, app.lifecycle.stopping);
    if (outboxSender) scheduleJob(app, outboxSender, app.lifecycle.stopping);
  },
  { name: 'background-jobs' },
);

import type { OfficeTourChange, TourAction } from '@/features/staff/tourOffice';
import { tourWhen } from '@/features/tour-booking/when';
import type { TourStatus } from '@/features/tour-booking/types';
import type { AuditAction } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import { addLeadDetail } from '../db/queries/leads';
import { insertOutboxMail } from '../db/queries/outbox';
import { holdQueuedConfirmation, moveTourStatus, officeTour, statusBeforeOfficeCancel } from '../db/queries/tour-office';
import { hasRoom } from '@/features/tour-booking/slots';
import { bookedTimesOf, findTour, insertTourKey, lockTourTimes, releaseSlotPlace, takeSlotPlace, type StoredTour } from '../db/queries/tours';
import { found, HttpError } from '../http/errors';
import { tourBooking, type TourBookingContext } from '../tour-booking/booking';
import { communityRules } from '../tour-booking/rules';
import { renterTourMail } from '../tour-booking/tour-mails';
import { officeCopy } from './office-mails';

/**
 * Issue 24: what the office does to a tour from its calendar, and the undo of each. Every change is one conditional
 * UPDATE of the tour's status (two agents at once: one wins, the other is told), in a transaction that also writes
 * the audit entry, the lead's line and the mails.
 */

/** Who did it, for the audit entry the caller's `audit` writes in the same transaction. */
export type AuditWriter = (tx: Queryable, action: AuditAction, target: string, before: unknown, after: unknown) => Promise<void>;

const MINUTE = 60_000;

const conflict = (message: string) => new HttpError(409, message);

/** The status each action starts from and leads to. */
const MOVES: Record<TourAction, { from: TourStatus[]; to: TourStatus }> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  complete: { from: ['confirmed'], to: 'completed' },
  'no-show': { from: ['confirmed'], to: 'no-show' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
};

const ALREADY: Record<TourAction, string> = {
  confirm: 'This tour is not awaiting confirmation any more',
  complete: 'Only a confirmed tour can be marked completed',
  'no-show': 'Only a confirmed tour can be marked no-show',
  cancel: 'This tour is already cancelled or over',
};

const lineOf = (tour: Pick<StoredTour, 'start' | 'end' | 'floorplanName' | 'unitAddress'>) => [tourWhen(tour.start, tour.end), tour.floorplanName, tour.unitAddress].filter(Boolean).join(', ');

export function tourActions(context: TourBookingContext, audit: AuditWriter) {
  const { db, now, mailQueued } = context;
  const { freshKey, manageUrl } = tourBooking(context);

  /** The community's rules and office (its booked tours are read, where needed, under the locks of their times). */
  async function rulesOf(q: Queryable, propertyId: number, at: Date) {
    return found(await communityRules(q, propertyId, at), `Community ${propertyId} has no tours`);
  }

  async function officeOf(tx: Queryable, tour: StoredTour) {
    return (await rulesOf(tx, tour.propertyId, now())).office;
  }

  /** The renter's mail with a private link of its own (each mail that carries a link gets its own key). */
  async function mailRenter(tx: Queryable, change: 'booked' | 'cancelled', tour: StoredTour, key: { key: string; hash: string }, at: Date) {
    await insertTourKey(tx, tour.id, key.hash);
    await insertOutboxMail(tx, renterTourMail(change, tour, await officeOf(tx, tour), manageUrl(key.key), at));
  }

  async function answer(tx: Queryable, id: number, message: string): Promise<OfficeTourChange> {
    return { tour: found(await officeTour(tx, id), `Tour ${id} not found`), message };
  }

  async function act(id: number, action: TourAction): Promise<OfficeTourChange> {
    const at = now();
    const key = await freshKey();
    const { change, mailed } = await db.transaction(async (tx) => {
      const tour = found(await findTour(tx, id), `Tour ${id} not found`);
      const { from, to } = MOVES[action];
      if ((action === 'complete' || action === 'no-show') && tour.start > at) throw conflict('This tour has not started yet');
      if (!(await moveTourStatus(tx, id, from, to, { raiseSequence: action === 'confirm' || action === 'cancel', cancelledAt: action === 'cancel' ? at : undefined }))) {
        throw conflict(ALREADY[action]);
      }
      const changed = found(await findTour(tx, id), `Tour ${id} not found`);
      await audit(tx, `tour-${action}`, `tour ${id}`, { status: tour.status }, { status: to });
      let message = `Tour of ${tour.name} marked ${to}.`;
      if (action === 'confirm') {
        await mailRenter(tx, 'booked', changed, key, at);
        message = `Tour of ${tour.name} confirmed: the renter was mailed the invitation.`;
      }
      if (action === 'cancel') {
        await releaseSlotPlace(tx, tour.propertyId, tour.start);
        await mailRenter(tx, 'cancelled', changed, key, at);
        await insertOutboxMail(tx, officeCopy('cancelled', changed, await officeOf(tx, changed), at, 'The office cancelled this tour.'));
        message = `Tour of ${tour.name} cancelled: the renter was mailed the cancellation.`;
      }
      if (tour.leadId !== null) await addLeadDetail(tx, tour.leadId, [LEAD_LINES[action], lineOf(tour)]);
      return { change: await answer(tx, id, message), mailed: action === 'confirm' || action === 'cancel' };
    });
    if (mailed) mailQueued();
    return change;
  }

  /**
   * What re-booking a cancelled tour needs before its transaction: the community's rules (with the tour's own length,
   * which the settings may have changed since) and the time it holds, the tour and the buffer after it. A cancelled
   * tour keeps its time (only a confirmed or pending one is moved), so the time read here is the one to lock.
   */
  async function rebookingOf(id: number, at: Date) {
    const tour = found(await findTour(db, id), `Tour ${id} not found`);
    const { input, office } = await rulesOf(db, tour.propertyId, at);
    const settings = { ...input.settings, tourMinutes: (tour.end.getTime() - tour.start.getTime()) / MINUTE };
    const held = { from: tour.start, to: new Date(tour.end.getTime() + settings.bufferMinutes * MINUTE) };
    return { propertyId: tour.propertyId, input: { ...input, settings }, office, held };
  }

  /**
   * Reverts the office's latest `action` on the tour, where it still can be. Re-booking a cancelled tour is a booking:
   * the rules are read first, then its time and the buffer after it are locked (lockTourTimes), so only the bookings
   * that could meet it wait, and it is re-checked against the tours stored near it under those locks.
   */
  async function undo(id: number, action: TourAction): Promise<OfficeTourChange> {
    const at = now();
    const key = await freshKey();
    const rebooking = action === 'cancel' ? await rebookingOf(id, at) : undefined;
    const { change, mailed } = await db.transaction(async (tx) => {
      if (rebooking) await lockTourTimes(tx, rebooking.propertyId, [rebooking.held]);
      const tour = found(await findTour(tx, id), `Tour ${id} not found`);
      const { from, to } = MOVES[action];
      let back: TourStatus = from[0];
      let message: string;
      let mails = false;
      if (rebooking) {
        if (tour.status !== 'cancelled') throw conflict('This tour is not cancelled any more');
        // Only the office's own cancellation is undone here: a renter who cancelled books again themselves.
        const before = await statusBeforeOfficeCancel(tx, id);
        if (before === undefined) throw conflict('The renter cancelled this tour: only they can book it again');
        back = before;
        if (tour.end <= at) throw conflict('This tour\'s time has passed: it stays cancelled');
        // The tour's own row is cancelled, so it is not among the booked times it is checked against.
        const { input } = rebooking;
        if (!hasRoom(tour.start, { ...input, booked: await bookedTimesOf(tx, tour.propertyId, at) }) || !(await takeSlotPlace(tx, tour.propertyId, tour.start, input.settings.capacity))) {
          throw conflict('That time was booked by someone else meanwhile: the tour stays cancelled');
        }
        if (!(await moveTourStatus(tx, id, ['cancelled'], back, { raiseSequence: true, cancelledAt: null }))) throw conflict('This tour is not cancelled any more');
        const restored = found(await findTour(tx, id), `Tour ${id} not found`);
        await mailRenter(tx, 'booked', restored, key, at);
        await insertOutboxMail(tx, officeCopy('booked', restored, rebooking.office, at, 'The office restored this tour after cancelling it.'));
        mails = true;
        message = `Tour of ${tour.name} is booked again: the renter was mailed the invitation.`;
      } else {
        if (!(await moveTourStatus(tx, id, [to], back))) throw conflict('This tour has changed since: nothing to undo');
        message = `Tour of ${tour.name} is ${back === 'pending' ? 'awaiting confirmation' : back} again.`;
        if (action === 'confirm') {
          // The confirmation mail is stopped if it has not left yet; else the renter has it, and the office says so.
          message += (await holdQueuedConfirmation(tx, id, at)) ? ' Its confirmation mail was stopped.' : ' Its confirmation mail had already left: please call the renter.';
        }
      }
      await audit(tx, 'tour-undo', `tour ${id}`, { status: tour.status, undoing: action }, { status: back });
      if (tour.leadId !== null) await addLeadDetail(tx, tour.leadId, ['Undone by the office', `${LEAD_LINES[action]}: ${lineOf(tour)}`]);
      return { change: await answer(tx, id, message), mailed: mails };
    });
    if (mailed) mailQueued();
    return change;
  }

  return { act, undo };
}

const LEAD_LINES: Record<TourAction, string> = {
  confirm: 'Tour confirmed by the office',
  complete: 'Tour completed',
  'no-show': 'Tour no-show',
  cancel: 'Tour cancelled by the office',
};

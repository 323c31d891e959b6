import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/Field';
import { FormAlert } from '@/components/FormAlert';
import { LoadError } from '@/components/LoadError';
import { serverMessage } from '@/lib/http';
import { useOfficeTours, useTourStep, type TourStep } from '@/features/staff/api/tours';
import { CommunitySelect } from '@/features/staff/components/CommunitySelect';
import { ConfirmDialog } from '@/features/staff/components/ConfirmDialog';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { TourCard } from '@/features/staff/components/TourCard';
import { useTourCommunities } from '@/features/staff/components/useTourCommunities';
import { companyDate } from '@/features/staff/companyTime';
import { staffPaths } from '@/features/staff/paths';
import { dayLabel, officeClock, shiftDays, toursByDay, VIEW_DAYS, type TourView } from '@/features/staff/tourCalendar';
import type { OfficeTour, TourAction } from '@/features/staff/tourOffice';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import styles from './TourCalendarPage.module.css';

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The last action and whether it can still be undone (an undo is itself not undone). */
interface LastStep {
  step: TourStep;
  message: string;
}

/** `/staff/tours`: a community's tours by day or week in the office's time; confirm, complete, no-show or cancel, with undo. */
export default function TourCalendarPage() {
  useDocumentTitle(titles.page('Tours'));
  const [params, setParams] = useSearchParams();
  const communities = useTourCommunities();
  const chosen = Number(params.get('community'));
  const community = chosen > 0 ? chosen : communities.options[0] ? Number(communities.options[0].value) : undefined;
  const view: TourView = params.get('view') === 'week' ? 'week' : 'day';
  const from = isDate(params.get('date')) ? params.get('date')! : companyDate(new Date());
  const days = VIEW_DAYS[view];
  const tours = useOfficeTours(community === undefined ? undefined : { community, from, days });
  const step = useTourStep();
  const [last, setLast] = useState<LastStep>();
  const [cancelling, setCancelling] = useState<OfficeTour>();

  const set = (change: Record<string, string>) => {
    step.reset();
    setLast(undefined);
    setParams({ community: String(community ?? ''), view, date: from, ...change });
  };
  const run = (next: TourStep) =>
    step.mutate(next, {
      onSuccess: (change) => {
        setCancelling(undefined);
        setLast({ step: next, message: change.message });
      },
    });
  const onAction = (tour: OfficeTour, action: TourAction) => (action === 'cancel' ? (step.reset(), setCancelling(tour)) : run({ id: tour.id, action }));
  const failure = step.isError ? (serverMessage(step.error) ?? 'That did not work. Please try again.') : undefined;

  return (
    <>
      <h1>Tours</h1>
      <p>
        <Link to={staffPaths.tourSettings + (community ? `?community=${community}` : '')}>Tour settings</Link>: hours, length, notice, blackouts and
        confirmation.
      </p>
      <div className={styles.controls}>
        {communities.isError ? (
          <LoadError what="the communities" onRetry={() => void communities.refetch()} />
        ) : (
          <CommunitySelect value={community} options={communities.options} onChange={(next) => set({ community: String(next) })} />
        )}
        <Field label={view === 'day' ? 'Day' : 'Week from'}>
          {(control) => <input {...control} type="date" className="input" value={from} onChange={(event) => isDate(event.target.value) && set({ date: event.target.value })} />}
        </Field>
      </div>
      <fieldset className={styles.views}>
        <legend>Show</legend>
        {(['day', 'week'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="view" value={option} checked={view === option} onChange={() => set({ view: option })} />
            {option === 'day' ? 'A day' : 'A week'}
          </label>
        ))}
      </fieldset>
      <div className={styles.paging}>
        <button type="button" className="btn btn-ghost" onClick={() => set({ date: shiftDays(from, -days) })}>
          {view === 'day' ? 'Previous day' : 'Previous week'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => set({ date: companyDate(new Date()) })}>
          Today
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => set({ date: shiftDays(from, days) })}>
          {view === 'day' ? 'Next day' : 'Next week'}
        </button>
      </div>

      <div aria-live="polite">
        {last && !step.isError && (
          <FormAlert tone="success">
            <span className={styles.done}>
              {last.message}
              {!last.step.undo && (
                <button type="button" className="btn btn-ghost" disabled={step.isPending} onClick={() => run({ ...last.step, undo: true })}>
                  Undo
                </button>
              )}
            </span>
          </FormAlert>
        )}
        {failure && !cancelling && <FormAlert tone="error">{failure}</FormAlert>}
      </div>

      {community === undefined || tours.isPending ? (
        communities.isError ? null : <LoadingPlaceholder label="Loading the tours" height="12rem" />
      ) : tours.isError ? (
        <LoadError what="the tours" onRetry={() => void tours.refetch()} />
      ) : (
        toursByDay(tours.data.tours, from, days).map((day) => (
          <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`}>{dayLabel(day.date)}</h2>
            {day.tours.length === 0 ? (
              <p className={styles.free}>No tours.</p>
            ) : (
              <ul className={styles.list}>
                {day.tours.map((tour) => (
                  <li key={tour.id}>
                    <TourCard tour={tour} busy={step.isPending} onAction={(action) => onAction(tour, action)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      <ConfirmDialog
        open={cancelling !== undefined}
        title={cancelling ? `Cancel the tour of ${cancelling.name}?` : 'Cancel the tour?'}
        confirmLabel="Cancel the tour"
        dismissLabel="Keep the tour"
        pending={step.isPending}
        error={cancelling ? failure : undefined}
        onConfirm={() => cancelling && run({ id: cancelling.id, action: 'cancel' })}
        onClose={() => setCancelling(undefined)}
      >
        {cancelling && (
          <p className={styles.wrap}>
            {dayLabel(companyDate(new Date(cancelling.start)))} at {officeClock(cancelling.start)}. We mail {cancelling.email} the cancellation, which also takes it
            off their calendar.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

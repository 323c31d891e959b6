import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { Textarea } from '@/components/Textarea';
import { leadConflictOf, useChangeLead } from '../api/changeLead';
import { leadChangeFrom, leadChangeOnTop, leadConflictRows, leadFormProblems, leadFormValues, type LeadFormValues } from '../leadForm';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead, type LeadChange, type LeadStatus, type StaffMe } from '../types';
import { EditConflict } from './EditConflict';
import { leadChangeFailure } from './leadChangeFailure';
import shared from './staff.module.css';

/**
 * Status (with the reason for Lost), assignee and next follow-up of a lead. The form remembers the version the agent saw
 * (its values are changes from it): a change that lands after someone else's is refused by the server, and the agent's choices stay.
 */
export function LeadChangeForm({ lead, me }: { lead: Lead; me: StaffMe | undefined }) {
  const change = useChangeLead(lead.id);
  const [base, setBase] = useState(lead);
  const [values, setValues] = useState<LeadFormValues>(() => leadFormValues(lead));
  const [problems, setProblems] = useState<ReturnType<typeof leadFormProblems>>({});
  const [nothingToSave, setNothingToSave] = useState(false);
  const conflict = leadConflictOf(change.error);

  const set = (next: Partial<LeadFormValues>) => setValues((current) => ({ ...current, ...next }));
  const assigneeName = (id: number | null) =>
    id === null ? 'Unassigned' : id === me?.id ? `${me.name} (me)` : ([lead, base].find((known) => known.assigneeId === id)?.assigneeName ?? `Member ${id}`);

  /** Sends `changed`, worked out from `next`; the values stay as typed whatever the answer. */
  function save(next: LeadFormValues, changed: LeadChange | null) {
    const found = leadFormProblems(next);
    setProblems(found);
    if (found.lostReason) return;
    setNothingToSave(changed === null);
    if (changed === null) {
      change.reset();
      return;
    }
    change.mutate(changed, {
      onSuccess: (saved) => {
        setBase(saved);
        setValues(leadFormValues(saved));
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save(values, leadChangeFrom(values, base));
  }

  function assignToMe(id: number) {
    const next = { ...values, assigneeId: id };
    setValues(next);
    save(next, leadChangeFrom(next, base));
  }

  function keepTheirs(current: Lead) {
    setBase(current);
    setValues(leadFormValues(current));
    change.reset();
  }

  const assignees = [null, ...(me ? [me.id] : []), ...[lead.assigneeId, values.assigneeId].filter((id) => id !== null && id !== me?.id)];

  return (
    <section className={`card ${shared.panel}`} aria-labelledby="lead-change">
      <h2 id="lead-change">Status and follow-up</h2>
      {conflict ? (
        <EditConflict
          record="lead"
          rows={leadConflictRows(values, base, conflict.current, assigneeName)}
          onApplyMine={() => save(values, leadChangeOnTop(values, base, conflict.current))}
          onKeepTheirs={() => keepTheirs(conflict.current)}
          pending={change.isPending}
        />
      ) : change.isError ? (
        <FormAlert tone="error">{leadChangeFailure(change.error)}</FormAlert>
      ) : change.isSuccess ? (
        <FormAlert tone="success">Saved.</FormAlert>
      ) : nothingToSave ? (
        <p role="status">Nothing to save: change a value first.</p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Field label="Status">
          {(control) => (
            <select {...control} className="input" value={values.status} onChange={(event) => set({ status: event.target.value as LeadStatus })}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.status === 'lost' && (
          <Textarea label="Why was it lost?" name="lostReason" value={values.lostReason} onChange={(lostReason) => set({ lostReason })} maxLength={500} error={problems.lostReason} required />
        )}
        <Field label="Assignee">
          {(control) => (
            <select {...control} className="input" value={String(values.assigneeId ?? '')} onChange={(event) => set({ assigneeId: event.target.value ? Number(event.target.value) : null })}>
              {[...new Set(assignees)].map((id) => (
                <option key={String(id)} value={String(id ?? '')}>
                  {assigneeName(id)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {me && values.assigneeId !== me.id && (
          <p>
            <button type="button" className="btn btn-secondary" disabled={change.isPending} onClick={() => assignToMe(me.id)}>
              Assign to me
            </button>
          </p>
        )}
        <Field label="Next follow-up">
          {(control) => <input {...control} type="date" className="input" value={values.nextFollowUp ?? ''} onChange={(event) => set({ nextFollowUp: event.target.value || null })} />}
        </Field>
        <SubmitButton pending={change.isPending}>Save changes</SubmitButton>
      </form>
    </section>
  );
}

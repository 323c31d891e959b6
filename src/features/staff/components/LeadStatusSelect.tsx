import { useId, useState } from 'react';
import { useChangeLead } from '../api/changeLead';
import { lostReasonProblem } from '../leadForm';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadRow, type LeadStatus } from '../types';
import { leadChangeFailure } from './leadChangeFailure';
import { ReasonDialog } from './ReasonDialog';

/**
 * A lead's status in the inbox, changed in one tap: choosing a status sends it at once with the row's version.
 * Lost needs a reason, asked in a dialog first.
 */
export function LeadStatusSelect({ lead }: { lead: LeadRow }) {
  const errorId = useId();
  const change = useChangeLead(lead.id);
  const [askingWhyLost, setAskingWhyLost] = useState(false);

  const send = (status: LeadStatus, lostReason?: string) =>
    change.mutate({ version: lead.version, status, lostReason }, { onSuccess: () => setAskingWhyLost(false) });
  // Until the list is fetched again, the row shows the status just chosen (or just saved), not the old one.
  const saved = change.data && change.data.version > lead.version ? change.data.status : undefined;
  const shown = saved ?? (change.isPending ? change.variables.status : undefined) ?? lead.status;
  const failure = change.isError ? leadChangeFailure(change.error) : undefined;

  return (
    <>
      <select
        className="input"
        aria-label={`Status of ${lead.name}`}
        aria-describedby={failure && !askingWhyLost ? errorId : undefined}
        value={shown}
        disabled={change.isPending}
        onChange={(event) => {
          const status = event.target.value as LeadStatus;
          if (status === 'lost') setAskingWhyLost(true);
          else send(status);
        }}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {failure && !askingWhyLost && (
        <span id={errorId} role="alert" className="field-error">
          {failure}
        </span>
      )}
      {askingWhyLost && (
        <ReasonDialog
          title={`Why was ${lead.name} lost?`}
          label="Reason"
          submitLabel="Mark as lost"
          check={lostReasonProblem}
          onSubmit={(reason) => send('lost', reason)}
          onClose={() => setAskingWhyLost(false)}
          pending={change.isPending}
          failure={failure}
        />
      )}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { Modal } from '@/components/Modal';
import { SubmitButton } from '@/components/SubmitButton';
import { Textarea } from '@/components/Textarea';

export interface ReasonDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  /** The reason's rule: a message when it will not do, else undefined. */
  check: (reason: string) => string | undefined;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  pending: boolean;
  /** Why the server refused, if it did. */
  failure?: string;
}

/** Asks why before an action that needs a reason (a lead lost, a sublet rejected); the text typed stays on a failure. */
export function ReasonDialog({ title, label, submitLabel, check, onSubmit, onClose, pending, failure }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check(reason);
    setError(problem);
    if (!problem) onSubmit(reason.trim());
  }

  return (
    <Modal open onClose={onClose} title={title} size="small">
      <form onSubmit={submit} noValidate>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <Textarea label={label} name="reason" value={reason} onChange={setReason} error={error} required />
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>{' '}
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
      </form>
    </Modal>
  );
}

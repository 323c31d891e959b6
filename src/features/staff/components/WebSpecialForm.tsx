import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { useFocusFirstInvalid } from '@/components/focusFirstInvalid';
import { fieldErrors } from '@/lib/validation';
import { staffErrorText } from '../errorText';
import { webSpecialSchema, type WebSpecialFields } from '../planEdits';
import styles from './PlanForm.module.css';

const EMPTY: WebSpecialFields = { description: '', startDate: '', endDate: '' };

/**
 * A web special's description and dates, checked with the API's schema before it is sent (an end before the start is
 * refused here, with the API's words). The values stay as typed when the send fails; a new special's form empties
 * once it is saved.
 */
export function WebSpecialForm({ initial = EMPTY, submitLabel, onSave, pending, error, onCancel }: {
  initial?: WebSpecialFields;
  submitLabel: string;
  onSave: (special: WebSpecialFields, saved: () => void) => void;
  pending: boolean;
  error: unknown;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, refusals);
  const set = (next: Partial<WebSpecialFields>) => setValues((current) => ({ ...current, ...next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = webSpecialSchema.safeParse(values);
    setProblems(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) {
      setRefusals((count) => count + 1);
      return;
    }
    onSave(checked.data, () => {
      if (initial === EMPTY) setValues(EMPTY);
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      {Boolean(error) && <FormAlert tone="error">{staffErrorText(error)}</FormAlert>}
      <TextInput label="What the special offers" name="description" value={values.description} onChange={(description) => set({ description })} maxLength={500} error={problems.description} />
      <div className={styles.row}>
        <TextInput label="From" name="startDate" type="date" value={values.startDate} onChange={(startDate) => set({ startDate })} error={problems.startDate} />
        <TextInput label="Until" name="endDate" type="date" value={values.endDate} onChange={(endDate) => set({ endDate })} error={problems.endDate} />
      </div>
      <div className={styles.buttons}>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { useFocusFirstInvalid } from '@/components/focusFirstInvalid';
import { todayIso } from '@/lib/dates';
import { useAddHomeSpecial } from '../api/homeSpecials';
import { staffErrorText } from '../errorText';
import { newHomeSpecialProblems, newHomeSpecialValues } from '../homeSpecialForm';
import type { EditableHomeSpecial, HomeSpecialsAnswer } from '../planEdits';
import { HomeSpecialFields } from './HomeSpecialFields';
import shared from './staff.module.css';

/** A new home-page special, checked by the API's own schema before it is sent; `onAdded` with it once saved. */
export function NewHomeSpecial({ communities, onAdded, onCancel }: { communities: HomeSpecialsAnswer['communities']; onAdded: (special: EditableHomeSpecial) => void; onCancel: () => void }) {
  const add = useAddHomeSpecial();
  const [values, setValues] = useState(() => newHomeSpecialValues(todayIso()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, refusals);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = newHomeSpecialProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    add.mutate(values, { onSuccess: onAdded });
  }

  return (
    <HomeSpecialFields name="new" form={form} values={values} set={(next) => setValues((current) => ({ ...current, ...next }))} problems={problems} communities={communities} onSubmit={submit}>
      {add.isError && <FormAlert tone="error">{staffErrorText(add.error)}</FormAlert>}
      <div className={shared.actions}>
        <SubmitButton pending={add.isPending}>Add the special</SubmitButton>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </HomeSpecialFields>
  );
}

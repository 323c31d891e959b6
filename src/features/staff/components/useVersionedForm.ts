import { useRef, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useFocusFirstInvalid } from '@/components/focusFirstInvalid';
import { conflictOf } from '../api/staffApi';

interface VersionedFormRules<Record, Values, Change, Problems> {
  /** The form's values of a record. */
  valuesOf: (record: Record) => Values;
  /** The change that turns `base` into `values`, from `base`'s version; null: nothing to save. */
  changeFrom: (values: Values, base: Record) => Change | null;
  /** The change's problems, by the API's own schema; `none` when it has none. */
  problemsOf: (change: Change) => Problems;
  none: Problems;
  hasProblems: (problems: Problems) => boolean;
  /** A 409 side by side, from the version the agent opened: field, the agent's value, the value it now has. */
  conflictRows: (values: Values, base: Record, current: Record) => [string, string, string][];
}

/**
 * The state of a form that edits a record from the version the agent opened (a floor plan, a community): the values
 * as typed, the problems found before sending (the first invalid control focused), 'nothing to save', and a 409's
 * two ways on: the agent's change applied again on the current version, or the record kept as it now is. `outcome`
 * is what VersionedFormOutcome shows of the last save.
 */
export function useVersionedForm<Record extends { version: number }, Values, Change extends { version: number }, Problems>(
  record: Record,
  change: UseMutationResult<Record, Error, Change>,
  rules: VersionedFormRules<Record, Values, Change, Problems>,
) {
  const [base, setBase] = useState(record);
  const [values, setValues] = useState<Values>(() => rules.valuesOf(record));
  const [problems, setProblems] = useState(rules.none);
  const [refusals, setRefusals] = useState(0);
  const [nothingToSave, setNothingToSave] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, refusals);

  function show(shown: Record) {
    setBase(shown);
    setValues(rules.valuesOf(shown));
  }

  function save(changed: Change | null) {
    const found = changed ? rules.problemsOf(changed) : rules.none;
    setProblems(found);
    if (rules.hasProblems(found)) {
      setRefusals((count) => count + 1);
      return;
    }
    setNothingToSave(changed === null);
    if (changed === null) {
      change.reset();
      return;
    }
    change.mutate(changed, { onSuccess: show });
  }

  /** The agent's change again, still only what they changed from the version they saw, on the current version. */
  function applyMine(current: Record) {
    const mine = rules.changeFrom(values, base);
    save(mine && { ...mine, version: current.version });
  }

  function keepTheirs(current: Record) {
    show(current);
    change.reset();
  }

  return {
    form,
    base,
    values,
    set: (next: Partial<Values>) => setValues((current) => ({ ...current, ...next })),
    problems,
    submit(event: FormEvent) {
      event.preventDefault();
      save(rules.changeFrom(values, base));
    },
    outcome: {
      change,
      conflict: conflictOf<Record>(change.error),
      conflictRows: (current: Record) => rules.conflictRows(values, base, current),
      nothingToSave,
      applyMine,
      keepTheirs,
    },
  };
}

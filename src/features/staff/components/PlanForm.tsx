import { Field } from '@/components/Field';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput, type TextInputProps } from '@/components/TextInput';
import { Textarea } from '@/components/Textarea';
import { PETS, type Pet } from '@/features/floorplans/types';
import { useChangePlan } from '../api/catalogPlans';
import { PET_SETTING_LABELS } from '../catalogEdits';
import type { EditablePlan, PlanField } from '../planEdits';
import { PLAN_FIELD_LABELS, planChangeFrom, planChangeProblems, planConflictRows, planFormValues, type PlanProblems } from '../planForm';
import { PlanFeatureFields } from './PlanFeatureFields';
import { VersionedFormOutcome } from './VersionedFormOutcome';
import styles from './PlanForm.module.css';
import { useVersionedForm } from './useVersionedForm';
import shared from './staff.module.css';

const PLAN_FORM_RULES = {
  valuesOf: planFormValues,
  changeFrom: planChangeFrom,
  problemsOf: planChangeProblems,
  none: {} as PlanProblems,
  hasProblems: (problems: PlanProblems) => Object.keys(problems).length > 0,
  conflictRows: planConflictRows,
};

/**
 * A floor plan's details, pets, special rent, tour links, amenities and utilities. The form remembers the version the agent opened (its
 * values are changes from it): a change that lands after someone else's is refused by the server, both versions are
 * shown and the agent's values stay. What the API would refuse is refused here first, with the same words.
 */
export function PlanForm({ plan }: { plan: EditablePlan }) {
  const change = useChangePlan(plan.id);
  const { form, values, set, problems, submit, outcome } = useVersionedForm(plan, change, PLAN_FORM_RULES);

  const text = (field: Exclude<PlanField, 'featured' | 'active' | 'allowedPet' | 'description' | 'amenities' | 'utilities'>, options: Pick<TextInputProps, 'type' | 'hint' | 'optional' | 'maxLength' | 'inputMode'> = {}) => (
    <TextInput
      label={PLAN_FIELD_LABELS[field]}
      name={field}
      value={values[field]}
      onChange={(value) => set({ [field]: value })}
      error={problems[field]}
      {...options}
    />
  );
  const tick = (field: 'featured' | 'active', hint: string) => (
    <label className={styles.check}>
      <input type="checkbox" name={field} checked={values[field]} onChange={(event) => set({ [field]: event.target.checked })} />
      <span>
        {PLAN_FIELD_LABELS[field]} <span className="field-hint">{hint}</span>
      </span>
    </label>
  );

  return (
    <section className={`card ${shared.panel}`} aria-labelledby="plan-details">
      <h2 id="plan-details">Details</h2>
      <VersionedFormOutcome record="floor plan" {...outcome} />
      <form ref={form} onSubmit={submit} noValidate>
        {text('name', { maxLength: 100 })}
        <Textarea label={PLAN_FIELD_LABELS.description} name="description" value={values.description} onChange={(description) => set({ description })} maxLength={5000} error={problems.description} optional rows={5} />
        {text('htmlTitle', { optional: true, maxLength: 200, hint: 'The browser tab and search result title; empty: the plan name.' })}
        <fieldset className={styles.group}>
          <legend>On the site</legend>
          {tick('active', '(untick to take the plan off every list and page at once)')}
          {tick('featured', '(shown in the featured plans on the home page)')}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Pets</legend>
          <Field label={PLAN_FIELD_LABELS.allowedPet} error={problems.allowedPet}>
            {(control) => (
              <select {...control} name="allowedPet" className="input" value={values.allowedPet} onChange={(event) => set({ allowedPet: event.target.value as Pet | '' })}>
                <option value="">Not set: each unit says</option>
                {PETS.map((pet) => (
                  <option key={pet} value={pet}>
                    {PET_SETTING_LABELS[pet]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Textarea label={PLAN_FIELD_LABELS.petPolicy} name="petPolicy" value={values.petPolicy} onChange={(petPolicy) => set({ petPolicy })} maxLength={500} error={problems.petPolicy} optional rows={2} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Special rent</legend>
          <p className="field-hint">Shown as the price between its dates, both days included. Clear all three to end it.</p>
          <div className={styles.row}>
            {text('specialRent', { inputMode: 'numeric', hint: 'Whole dollars a month, at least $1' })}
            {text('specialRentStartDate', { type: 'date' })}
            {text('specialRentEndDate', { type: 'date' })}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Tours</legend>
          {text('virtualTourLink', { type: 'url', optional: true, hint: 'An https:// link' })}
          {text('videoTourLink', { type: 'url', optional: true, hint: 'An https:// link' })}
          {text('threeSixtyVideoTourLink', { type: 'url', optional: true, hint: 'An https:// link' })}
        </fieldset>
        <PlanFeatureFields values={values} set={set} problems={problems} />
        <SubmitButton pending={change.isPending}>Save changes</SubmitButton>
      </form>
    </section>
  );
}

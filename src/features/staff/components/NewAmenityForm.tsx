import { useState, type KeyboardEvent } from 'react';
import { Field } from '@/components/Field';
import { FormAlert } from '@/components/FormAlert';
import { TextInput } from '@/components/TextInput';
import { AMENITY_TYPES, type AmenityType } from '@/features/floorplans/types';
import { fieldErrors } from '@/lib/validation';
import { useAddAmenity } from '../api/catalogPlans';
import { conflictOf } from '../api/staffApi';
import { staffErrorText } from '../errorText';
import { AMENITY_NAME_MAX, AMENITY_TYPE_LABELS, newAmenitySchema, type PlanAmenity } from '../planFeatures';
import styles from './PlanListEditor.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | { duplicate: PlanAmenity; text: string };

/**
 * Issue 23: an amenity the catalog lacks ("EV charging"), added where the office picks a plan's amenities: it goes
 * into the catalog for every plan, and onto this plan's list (saved with the plan). A name the catalog has already,
 * in any case, is refused by the server naming that amenity, which the office can pick instead.
 *
 * Inside the plan's form, so no form of its own: Enter in the name adds the amenity rather than saving the plan.
 */
export function NewAmenityForm({ planHas, onPick }: { planHas: (id: number) => boolean; onPick: (amenity: PlanAmenity) => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [featured, setFeatured] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const adding = useAddAmenity();

  function pick(amenity: PlanAmenity, text: string) {
    onPick({ id: amenity.id, name: amenity.name });
    setOutcome({ tone: 'success', text });
  }

  function add() {
    if (adding.isPending) return;
    const checked = newAmenitySchema.safeParse({ name, type: type || undefined, featured });
    setProblems(checked.success ? {} : fieldErrors(checked.error.issues));
    setOutcome(undefined);
    if (!checked.success) return;
    adding.mutate(checked.data, {
      onSuccess: (amenity) => {
        setName('');
        setType('');
        setFeatured(false);
        pick(amenity, `${amenity.name} is in the catalog now and added to this plan. Save the plan to keep it on the plan page.`);
      },
      onError: (error) => {
        const duplicate = conflictOf<PlanAmenity>(error);
        if (!duplicate) return setOutcome({ tone: 'error', text: staffErrorText(error) });
        const already = planHas(duplicate.current.id) ? ` ${duplicate.current.name} is on this plan already.` : '';
        setOutcome(already ? { tone: 'error', text: `${duplicate.message}${already}` } : { duplicate: duplicate.current, text: duplicate.message });
      },
    });
  }

  function addOnEnter(event: KeyboardEvent) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    add();
  }

  return (
    <details className={styles.newAmenity}>
      <summary>Not in the list? Add a new amenity</summary>
      {/* Enter in a field adds the amenity: the keys land on the inputs, this only catches them on their way up. */}
      <fieldset className={styles.newAmenityFields} onKeyDown={addOnEnter}>
        <legend>New amenity</legend>
        <TextInput label="Amenity name" name="new-amenity-name" value={name} onChange={setName} maxLength={AMENITY_NAME_MAX} hint="As the plan page shows it, e.g. EV charging" error={problems.name} />
        <Field label="Amenity kind" error={problems.type} hint="The plan page groups amenities by kind">
          {(control) => (
            <select {...control} name="new-amenity-type" className="input" value={type} onChange={(event) => setType(event.target.value)}>
              <option value="">Choose a kind</option>
              {AMENITY_TYPES.map((kind: AmenityType) => (
                <option key={kind} value={kind}>
                  {AMENITY_TYPE_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="checkbox">
          <input type="checkbox" name="new-amenity-featured" checked={featured} onChange={(event) => setFeatured(event.target.checked)} />
          Listed first on the plan page (a featured amenity)
        </label>
        <button type="button" className="btn btn-secondary" onClick={add} aria-disabled={adding.isPending || undefined}>
          {adding.isPending ? 'Adding the amenity…' : 'Add the new amenity'}
        </button>
        {outcome && 'duplicate' in outcome ? (
          <div role="alert" className="alert alert-error">
            <p>{outcome.text}</p>
            <button type="button" className="btn btn-secondary" onClick={() => pick(outcome.duplicate, `${outcome.duplicate.name} added to this plan. Save the plan to keep it on the plan page.`)}>
              Add {outcome.duplicate.name} to this plan
            </button>
          </div>
        ) : (
          outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>
        )}
      </fieldset>
    </details>
  );
}

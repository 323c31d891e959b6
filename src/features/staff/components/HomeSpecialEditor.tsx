import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { Textarea } from '@/components/Textarea';
import { useFocusFirstInvalid } from '@/components/focusFirstInvalid';
import { fieldErrors } from '@/lib/validation';
import { HomeSpecialBody } from '@/features/specials/components/HomeSpecialBody';
import { useSaveHomeSpecial } from '../api/homeSpecials';
import { staffErrorText } from '../errorText';
import { HOME_SPECIAL_DETAILS_MAX, homeSpecialSchema, type EditableHomeSpecial, type HomeSpecialsAnswer } from '../planEdits';
import styles from './HomeSpecialEditor.module.css';
import formStyles from './PlanForm.module.css';

type Values = Omit<EditableHomeSpecial, 'id' | 'image'> & { image: string };
const valuesOf = ({ id: _id, image, ...special }: EditableHomeSpecial): Values => ({ ...special, image: image ?? '' });

/**
 * One home-page special: its title, description, details (HTML), picture, start date and communities, with a live
 * preview rendered by the pop-up's own component (HomeSpecialBody), so the office sees exactly what a visitor will,
 * the details sanitised as the pop-up sanitises them.
 */
function HomeSpecialForm({ special, communities }: { special: EditableHomeSpecial; communities: HomeSpecialsAnswer['communities'] }) {
  const save = useSaveHomeSpecial();
  const [values, setValues] = useState(() => valuesOf(special));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, refusals);
  const set = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));
  const toggle = (id: number, on: boolean) => set({ communityIds: on ? [...values.communityIds, id].sort((a, b) => a - b) : values.communityIds.filter((each) => each !== id) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = homeSpecialSchema.safeParse(values);
    setProblems(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) {
      setRefusals((count) => count + 1);
      return;
    }
    save.mutate({ id: special.id, ...values });
  }

  return (
    <div className={styles.layout}>
      <form ref={form} onSubmit={submit} noValidate>
        {save.isError ? <FormAlert tone="error">{staffErrorText(save.error)}</FormAlert> : save.isSuccess ? <FormAlert tone="success">Saved. The pop-up shows it from the next page load.</FormAlert> : null}
        <TextInput label="Title" name="title" value={values.title} onChange={(title) => set({ title })} maxLength={100} error={problems.title} />
        <TextInput label="Description" name="description" value={values.description} onChange={(description) => set({ description })} maxLength={500} error={problems.description} />
        <Textarea label="Details (HTML)" name="details" value={values.details} onChange={(details) => set({ details })} maxLength={HOME_SPECIAL_DETAILS_MAX} error={problems.details} optional rows={8} />
        <TextInput label="Image link" name="image" type="url" value={values.image} onChange={(image) => set({ image })} error={problems.image} optional hint="An https:// link to the picture" />
        <TextInput label="Start date" name="startDate" type="date" value={values.startDate} onChange={(startDate) => set({ startDate })} error={problems.startDate} hint="The pop-up shows it from this day on" />
        <fieldset className={formStyles.group} aria-describedby={problems.communityIds ? 'home-special-communities-error' : undefined}>
          <legend>Communities whose pages show it</legend>
          {communities.map((community) => (
            <label key={community.id} className={formStyles.check}>
              <input
                type="checkbox"
                checked={values.communityIds.includes(community.id)}
                onChange={(event) => toggle(community.id, event.target.checked)}
                data-invalid={problems.communityIds ? true : undefined}
              />
              {community.name}
            </label>
          ))}
          {problems.communityIds && (
            <p id="home-special-communities-error" className="field-error">
              {problems.communityIds}
            </p>
          )}
        </fieldset>
        <SubmitButton pending={save.isPending}>Save the special</SubmitButton>
      </form>
      <section className={styles.preview} aria-labelledby={`preview-${special.id}`}>
        <h3 id={`preview-${special.id}`}>Preview: what the pop-up shows</h3>
        <div className={styles.popup}>
          <p className={styles.title}>{values.title}</p>
          <HomeSpecialBody special={{ ...values, image: values.image.trim() || null }} loading="lazy" />
        </div>
      </section>
    </div>
  );
}

/** The home-page specials: which one to edit, then its form and preview. */
export function HomeSpecialEditor({ answer }: { answer: HomeSpecialsAnswer }) {
  const [chosen, setChosen] = useState(answer.specials[0]?.id);
  const special = answer.specials.find((each) => each.id === chosen) ?? answer.specials[0];
  if (!special) return <p>There is no home-page special to edit.</p>;
  return (
    <>
      {answer.specials.length > 1 && (
        <div className="field">
          <label htmlFor="home-special-choice">Special to edit</label>
          <select id="home-special-choice" className="input" value={special.id} onChange={(event) => setChosen(Number(event.target.value))}>
            {answer.specials.map((each) => (
              <option key={each.id} value={each.id}>
                {each.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <HomeSpecialForm key={special.id} special={special} communities={answer.communities} />
    </>
  );
}

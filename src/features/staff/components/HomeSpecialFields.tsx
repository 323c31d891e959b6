import type { ReactNode, RefObject, FormEvent } from 'react';
import { TextInput } from '@/components/TextInput';
import { Textarea } from '@/components/Textarea';
import { HomeSpecialBody } from '@/features/specials/components/HomeSpecialBody';
import type { HomeSpecialFormValues } from '../homeSpecialForm';
import { HOME_SPECIAL_DETAILS_MAX, type HomeSpecialsAnswer } from '../planEdits';
import styles from './HomeSpecialEditor.module.css';
import formStyles from './PlanForm.module.css';

/**
 * A home-page special's form (a new one's or an existing one's): its title, description, details (HTML), picture,
 * start date and communities, with a live preview rendered by the pop-up's own component (HomeSpecialBody), so the
 * office sees exactly what a visitor will, the details sanitised as the pop-up sanitises them.
 */
export function HomeSpecialFields({ name, form, values, set, problems, communities, onSubmit, children }: {
  /** Names the form and its preview: 'new' or the special's id. */
  name: string;
  form: RefObject<HTMLFormElement | null>;
  values: HomeSpecialFormValues;
  set: (next: Partial<HomeSpecialFormValues>) => void;
  problems: Record<string, string>;
  communities: HomeSpecialsAnswer['communities'];
  onSubmit: (event: FormEvent) => void;
  /** What follows the fields: the form's outcome and buttons. */
  children: ReactNode;
}) {
  const toggle = (id: number, on: boolean) => set({ communityIds: on ? [...values.communityIds, id].sort((a, b) => a - b) : values.communityIds.filter((each) => each !== id) });
  const errorId = `home-special-${name}-communities-error`;
  return (
    <div className={styles.layout}>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <TextInput label="Title" name="title" value={values.title} onChange={(title) => set({ title })} maxLength={100} error={problems.title} />
        <TextInput label="Description" name="description" value={values.description} onChange={(description) => set({ description })} maxLength={500} error={problems.description} />
        <Textarea label="Details (HTML)" name="details" value={values.details} onChange={(details) => set({ details })} maxLength={HOME_SPECIAL_DETAILS_MAX} error={problems.details} optional rows={8} />
        <TextInput label="Image link" name="image" type="url" value={values.image} onChange={(image) => set({ image })} error={problems.image} optional hint="An https:// link to the picture" />
        <TextInput label="Start date" name="startDate" type="date" value={values.startDate} onChange={(startDate) => set({ startDate })} error={problems.startDate} hint="The pop-up shows it from this day on" />
        <fieldset className={formStyles.group} aria-describedby={problems.communityIds ? errorId : undefined}>
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
            <p id={errorId} className="field-error">
              {problems.communityIds}
            </p>
          )}
        </fieldset>
        {children}
      </form>
      <section className={styles.preview} aria-labelledby={`preview-${name}`}>
        <h3 id={`preview-${name}`}>Preview: what the pop-up shows</h3>
        <div className={styles.popup}>
          <p className={styles.title}>{values.title}</p>
          <HomeSpecialBody special={{ ...values, image: values.image.trim() || null }} loading="lazy" />
        </div>
      </section>
    </div>
  );
}

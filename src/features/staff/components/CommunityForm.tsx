import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { Textarea } from '@/components/Textarea';
import { LEASING_OFFICE_TYPES } from '@/features/properties/types';
import { useChangeCommunity } from '../api/catalogCommunities';
import type { EditableCommunity } from '../communityEdits';
import {
  COMMUNITY_FIELD_LABELS,
  communityChangeFrom,
  communityChangeProblems,
  communityConflictRows,
  communityFormValues,
  hasProblems,
  LEASING_OFFICE_TYPE_LABELS,
  type CommunityProblems,
} from '../communityForm';
import { BusRoutesEditor } from './BusRoutesEditor';
import { VersionedFormOutcome } from './VersionedFormOutcome';
import styles from './CommunityForm.module.css';
import { useVersionedForm } from './useVersionedForm';
import shared from './staff.module.css';

const COMMUNITY_FORM_RULES = {
  valuesOf: communityFormValues,
  changeFrom: communityChangeFrom,
  problemsOf: communityChangeProblems,
  none: { fields: {}, routes: {} } as CommunityProblems,
  hasProblems,
  conflictRows: communityConflictRows,
};

/**
 * A community's phone, leasing office, bus routes and rating, changed from the version the agent opened: a change that
 * lands after someone else's is refused by the server, both versions are shown and the agent's values stay. What the
 * API would refuse is refused here first, with the same words.
 */
export function CommunityForm({ community }: { community: EditableCommunity }) {
  const change = useChangeCommunity(community.id);
  const { form, base, values, set, problems, submit, outcome } = useVersionedForm(community, change, COMMUNITY_FORM_RULES);

  const sharedWith = base.officeSharedWith.map((other) => other.name).join(', ');

  return (
    <section className={`card ${shared.panel}`} aria-labelledby="community-details">
      <h2 id="community-details">Details</h2>
      <VersionedFormOutcome record="community" {...outcome} />
      <form ref={form} onSubmit={submit} noValidate>
        <TextInput label={COMMUNITY_FIELD_LABELS.phone} name="phone" type="tel" value={values.phone} onChange={(phone) => set({ phone })} error={problems.fields.phone} maxLength={30} />
        <fieldset className={styles.group}>
          <legend>{base.officeName ? `Leasing office: ${base.officeName}` : 'Leasing office'}</legend>
          {LEASING_OFFICE_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name="leasingOfficeType" value={type} checked={values.leasingOfficeType === type} onChange={() => set({ leasingOfficeType: type })} />
              <span>{LEASING_OFFICE_TYPE_LABELS[type]}</span>
            </label>
          ))}
          {base.officeName === null ? (
            <p className="field-hint">This community has no leasing office on record, so there are no hours or directions to edit.</p>
          ) : (
            <>
              {sharedWith && (
                <p>
                  <strong>Shared office:</strong> it also serves {sharedWith}. Its hours and directions change on those communities' pages too.
                </p>
              )}
              <TextInput label={COMMUNITY_FIELD_LABELS.officeHours} name="officeHours" value={values.officeHours} onChange={(officeHours) => set({ officeHours })} error={problems.fields.officeHours} maxLength={200} />
              <Textarea label={COMMUNITY_FIELD_LABELS.direction} name="direction" value={values.direction} onChange={(direction) => set({ direction })} error={problems.fields.direction} maxLength={1000} rows={3} />
            </>
          )}
        </fieldset>
        <BusRoutesEditor routes={values.busRoutes} problems={problems.routes} onChange={(busRoutes) => set({ busRoutes })} />
        {problems.fields.busRoutes && <FormAlert tone="error">{problems.fields.busRoutes}</FormAlert>}
        <fieldset className={styles.group}>
          <legend>Rating</legend>
          <TextInput label={COMMUNITY_FIELD_LABELS.rating} name="rating" inputMode="decimal" value={values.rating} onChange={(rating) => set({ rating })} error={problems.fields.rating} optional hint="0 to 5 stars; empty: no rating shown" />
          <TextInput label={COMMUNITY_FIELD_LABELS.ratingLink} name="ratingLink" type="url" value={values.ratingLink} onChange={(ratingLink) => set({ ratingLink })} error={problems.fields.ratingLink} optional hint="Where the reviews are: an https:// link" />
        </fieldset>
        <SubmitButton pending={change.isPending}>Save changes</SubmitButton>
      </form>
    </section>
  );
}

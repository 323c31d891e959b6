import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { conflictOf } from '../api/staffApi';
import { useChangeHomeSpecial, useRemoveHomeSpecial } from '../api/homeSpecials';
import { staffErrorText } from '../errorText';
import { homeSpecialChangeFrom, homeSpecialChangeProblems, homeSpecialConflictRows, homeSpecialFormValues } from '../homeSpecialForm';
import type { EditableHomeSpecial, HomeSpecialsAnswer } from '../planEdits';
import { ConfirmDialog } from './ConfirmDialog';
import { HomeSpecialFields } from './HomeSpecialFields';
import { NewHomeSpecial } from './NewHomeSpecial';
import { VersionedFormOutcome } from './VersionedFormOutcome';
import { useVersionedForm } from './useVersionedForm';
import shared from './staff.module.css';

type Communities = HomeSpecialsAnswer['communities'];

/**
 * One home-page special, changed from the version the agent opened: a save that lands after someone else's is
 * refused by the server and both versions are shown side by side, the agent's values kept; so is a removal.
 */
function HomeSpecialForm({ special, communities, onRemoved }: { special: EditableHomeSpecial; communities: Communities; onRemoved: (special: EditableHomeSpecial) => void }) {
  const change = useChangeHomeSpecial(special.id);
  const remove = useRemoveHomeSpecial();
  const [removing, setRemoving] = useState(false);
  const communityName = (id: number) => communities.find((community) => community.id === id)?.name ?? `Community ${id}`;
  const { form, base, values, set, problems, submit, outcome } = useVersionedForm(special, change, {
    valuesOf: homeSpecialFormValues,
    changeFrom: homeSpecialChangeFrom,
    problemsOf: homeSpecialChangeProblems,
    none: {} as Record<string, string>,
    hasProblems: (found: Record<string, string>) => Object.keys(found).length > 0,
    conflictRows: (typed, seen, current) => homeSpecialConflictRows(typed, seen, current, communityName),
  });
  const removalConflict = conflictOf<EditableHomeSpecial>(remove.error);

  function confirmRemoval() {
    remove.mutate(
      { id: special.id, version: base.version },
      {
        onSuccess: () => onRemoved(base),
        // Changed by someone else meanwhile: the form shows it as it is now, unless the agent has typed a change of
        // their own (their next save then shows both side by side).
        onError: (error) => {
          const conflict = conflictOf<EditableHomeSpecial>(error);
          if (conflict && !homeSpecialChangeFrom(values, base)) outcome.keepTheirs(conflict.current);
        },
      },
    );
  }

  return (
    <HomeSpecialFields name={String(special.id)} form={form} values={values} set={set} problems={problems} communities={communities} onSubmit={submit}>
      <VersionedFormOutcome record="home-page special" {...outcome} />
      <div className={shared.actions}>
        <SubmitButton pending={change.isPending}>Save the special</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={() => setRemoving(true)}>
          Remove this special
        </button>
      </div>
      <ConfirmDialog
        open={removing}
        title="Remove this home-page special?"
        confirmLabel="Remove it"
        pending={remove.isPending}
        error={removalConflict ? `Someone changed this special while you had it open: it now reads “${removalConflict.current.title}”. Check it, then remove it again if you still want to.` : remove.isError ? staffErrorText(remove.error) : undefined}
        onConfirm={confirmRemoval}
        onClose={() => {
          // Asked again later, the question starts afresh: no failure of the last try.
          remove.reset();
          setRemoving(false);
        }}
      >
        <p>“{base.title}” will no longer pop up on any community's pages. The audit log keeps it: an admin can put it back from there.</p>
      </ConfirmDialog>
    </HomeSpecialFields>
  );
}

/** The home-page specials: which one to edit (its form and preview), a new one, or one removed. */
export function HomeSpecialEditor({ answer }: { answer: HomeSpecialsAnswer }) {
  const [chosen, setChosen] = useState<number | undefined>(answer.specials[0]?.id);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string>();
  const special = answer.specials.find((each) => each.id === chosen) ?? answer.specials[0];

  if (adding) {
    return (
      <>
        <h3>New home-page special</h3>
        <NewHomeSpecial
          communities={answer.communities}
          onCancel={() => setAdding(false)}
          onAdded={(added) => {
            setChosen(added.id);
            setAdding(false);
            setNotice(`“${added.title}” added. The pop-up shows it from its start date.`);
          }}
        />
      </>
    );
  }
  return (
    <>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <div className={shared.actions}>
        {answer.specials.length > 1 && (
          <div className="field">
            <label htmlFor="home-special-choice">Special to edit</label>
            <select id="home-special-choice" className="input" value={special?.id} onChange={(event) => setChosen(Number(event.target.value))}>
              {answer.specials.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setNotice(undefined);
            setAdding(true);
          }}
        >
          Add a home-page special
        </button>
      </div>
      {special ? (
        <HomeSpecialForm
          key={special.id}
          special={special}
          communities={answer.communities}
          onRemoved={(removed) => {
            setChosen(undefined);
            setNotice(`“${removed.title}” removed. The pop-up no longer shows it.`);
          }}
        />
      ) : (
        <p>There is no home-page special yet: add one to show a pop-up on the communities' pages.</p>
      )}
    </>
  );
}

import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { formatDate } from '@/lib/format';
import { useAddWebSpecial, useChangeWebSpecial, useRemoveWebSpecial } from '../api/catalogPlans';
import { conflictOf } from '../api/staffApi';
import { staffErrorText } from '../errorText';
import type { EditablePlan, EditableWebSpecial } from '../planEdits';
import { ConfirmDialog } from './ConfirmDialog';
import { WebSpecialForm } from './WebSpecialForm';
import shared from './staff.module.css';

/** A 409: someone changed the special first; what it says now, and what the agent can do. */
function WebSpecialConflict({ current, again }: { current: EditableWebSpecial; again: string }) {
  return (
    <FormAlert tone="error">
      Someone changed this web special while you had it open. It now reads “{current.description}”, {formatDate(current.startDate)} to {formatDate(current.endDate)}. {again}
    </FormAlert>
  );
}

/** One web special: what it offers and when, with its change and remove buttons (or its form, while changed). */
function WebSpecialItem({ special }: { special: EditableWebSpecial }) {
  // The version the change is made from: the one shown when Change was pressed, or the newer one a 409 showed.
  const [editedFrom, setEditedFrom] = useState<number>();
  const [removing, setRemoving] = useState(false);
  const change = useChangeWebSpecial();
  const remove = useRemoveWebSpecial();
  const { id, version, ...fields } = special;
  const changeConflict = conflictOf<EditableWebSpecial>(change.error);
  const removalConflict = conflictOf<EditableWebSpecial>(remove.error);

  if (editedFrom !== undefined) {
    return (
      <li className={`card ${shared.item}`}>
        {changeConflict && <WebSpecialConflict current={changeConflict.current} again="Save again to put your version in its place, or cancel to keep it." />}
        <WebSpecialForm
          initial={fields}
          submitLabel="Save web special"
          pending={change.isPending}
          error={changeConflict ? undefined : change.error}
          onCancel={() => {
            change.reset();
            setEditedFrom(undefined);
          }}
          onSave={(values) =>
            change.mutate(
              { id, version: editedFrom, ...values },
              {
                onSuccess: () => setEditedFrom(undefined),
                onError: (error) => setEditedFrom(conflictOf<EditableWebSpecial>(error)?.current.version ?? editedFrom),
              },
            )
          }
        />
      </li>
    );
  }
  return (
    <li className={`card ${shared.item}`}>
      <h3>{special.description}</h3>
      <p className={shared.facts}>
        {formatDate(special.startDate)} to {formatDate(special.endDate)}
      </p>
      <div className={shared.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => setEditedFrom(version)} aria-label={`Change ${special.description}`}>
          Change
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setRemoving(true)} aria-label={`Remove ${special.description}`}>
          Remove
        </button>
      </div>
      <ConfirmDialog
        open={removing}
        title="Remove this web special?"
        confirmLabel="Remove it"
        pending={remove.isPending}
        error={remove.isError && !removalConflict ? staffErrorText(remove.error) : undefined}
        onConfirm={() => remove.mutate({ id, version }, { onSuccess: () => setRemoving(false) })}
        onClose={() => {
          // Asked again later, the question starts afresh: no failure of the last try.
          remove.reset();
          setRemoving(false);
        }}
      >
        <p>
          “{special.description}” will no longer show on the plan's page. The audit log keeps what it said: an admin can put it back from there.
        </p>
        {removalConflict && <WebSpecialConflict current={removalConflict.current} again="Remove it again if you still want to." />}
      </ConfirmDialog>
    </li>
  );
}

/** A floor plan's web specials (spec section 9: each shown between its dates): add, change, remove. */
export function WebSpecials({ plan }: { plan: EditablePlan }) {
  const add = useAddWebSpecial(plan.id);
  return (
    <section className={`card ${shared.panel}`} aria-labelledby="web-specials">
      <h2 id="web-specials">Web specials</h2>
      <p className="field-hint">Shown on the plan's page between their dates, both days included.</p>
      {plan.webSpecials.length === 0 ? (
        <p>No web specials yet.</p>
      ) : (
        <ul className={shared.list} aria-label="Web specials">
          {plan.webSpecials.map((special) => (
            <WebSpecialItem key={special.id} special={special} />
          ))}
        </ul>
      )}
      <h3>Add a web special</h3>
      {add.isSuccess && <FormAlert tone="success">Web special added.</FormAlert>}
      <WebSpecialForm submitLabel="Add web special" pending={add.isPending} error={add.error} onSave={(special, saved) => add.mutate(special, { onSuccess: saved })} />
    </section>
  );
}

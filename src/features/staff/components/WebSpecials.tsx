import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { formatDate } from '@/lib/format';
import { useAddWebSpecial, useChangeWebSpecial, useRemoveWebSpecial } from '../api/catalogPlans';
import { staffErrorText } from '../errorText';
import type { EditablePlan, EditableWebSpecial } from '../planEdits';
import { ConfirmDialog } from './ConfirmDialog';
import { WebSpecialForm } from './WebSpecialForm';
import shared from './staff.module.css';

/** One web special: what it offers and when, with its change and remove buttons (or its form, while changed). */
function WebSpecialItem({ special }: { special: EditableWebSpecial }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const change = useChangeWebSpecial();
  const remove = useRemoveWebSpecial();
  const { id, ...fields } = special;

  if (editing) {
    return (
      <li className={`card ${shared.item}`}>
        <WebSpecialForm
          initial={fields}
          submitLabel="Save web special"
          pending={change.isPending}
          error={change.error}
          onCancel={() => setEditing(false)}
          onSave={(values) => change.mutate({ id, ...values }, { onSuccess: () => setEditing(false) })}
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
        <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)} aria-label={`Change ${special.description}`}>
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
        error={remove.isError ? staffErrorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(id, { onSuccess: () => setRemoving(false) })}
        onClose={() => {
          // Asked again later, the question starts afresh: no failure of the last try.
          remove.reset();
          setRemoving(false);
        }}
      >
        <p>
          “{special.description}” will no longer show on the plan's page. The audit log keeps what it said.
        </p>
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

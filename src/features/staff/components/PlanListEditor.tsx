import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Field } from '@/components/Field';
import { MoveButtons, type MoveStep } from '@/components/MoveButtons';
import { movedOnePlace } from '@/lib/moveOnePlace';
import styles from './PlanListEditor.module.css';

/** After a change, which control keeps the focus: a moved item's arrow, the next item's Remove, or the add list. */
type Focus = { id: number; control: `[data-step="${MoveStep}"]` | '[data-remove]' } | { control: 'add' };

export interface PlanListEditorProps<T extends { id: number; name: string }> {
  /** 'Amenities', 'Utilities'. */
  legend: string;
  /** One item in the office's words: 'amenity', 'utility'. */
  itemName: string;
  items: T[];
  /** What can be added, by name; those already in the list are left out. undefined: still loading. */
  choices: readonly { id: number; name: string }[] | undefined;
  /** Said instead of the add list when the choices could not be loaded. */
  choicesProblem?: ReactNode;
  /** The item a choice becomes once added. */
  added: (id: number) => T;
  onChange: (items: T[]) => void;
  /** The list's own problem (one listed twice, too many). */
  error?: string;
  /** Said when the list is empty: what the site then shows. */
  empty: string;
  /** Shown after the add list, e.g. a way to add to the catalog itself what it lacks. */
  addNew?: ReactNode;
  /** Each item's own controls (a utility's bill), after its name. */
  children?: (item: T, index: number) => ReactNode;
}

/**
 * A plan's list (amenities, utilities) in the order the plan page shows it: each item moved up or down, or removed,
 * and one added from the catalog, all by keyboard. The focus stays on the control that acted (the arrow of the moved
 * item, the next item's Remove) and a status line says what happened. Saved whole with the rest of the plan.
 */
export function PlanListEditor<T extends { id: number; name: string }>({ legend, itemName, items, choices, choicesProblem, added, onChange, error, empty, addNew, children }: PlanListEditorProps<T>) {
  const [adding, setAdding] = useState('');
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<Focus>();
  const list = useRef<HTMLOListElement>(null);
  const addList = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (!focus) return;
    if (focus.control === 'add') addList.current?.focus();
    else list.current?.querySelector<HTMLButtonElement>(`[data-item="${focus.id}"] ${focus.control}`)?.focus();
  }, [focus, items]);

  const place = (id: number, within: readonly T[]) => `${within.findIndex((item) => item.id === id) + 1} of ${within.length}`;

  function move(index: number, step: MoveStep) {
    const target = index + step;
    if (target < 0 || target >= items.length) return;
    const next = movedOnePlace(items, index, step);
    const item = items[index];
    onChange(next);
    setFocus({ id: item.id, control: `[data-step="${step}"]` });
    setSaid(`${item.name} moved to ${place(item.id, next)}`);
  }

  function remove(index: number) {
    const item = items[index];
    const next = items.filter((other) => other.id !== item.id);
    onChange(next);
    const after = next[Math.min(index, next.length - 1)];
    setFocus(after ? { id: after.id, control: '[data-remove]' } : { control: 'add' });
    setSaid(`${item.name} removed`);
  }

  function add() {
    const id = Number(adding);
    if (!adding || items.some((item) => item.id === id)) return;
    const item = added(id);
    const next = [...items, item];
    onChange(next);
    setAdding('');
    setFocus({ control: 'add' });
    setSaid(`${item.name} added, ${place(id, next)}`);
  }

  const addable = choices?.filter((choice) => !items.some((item) => item.id === choice.id));
  const id = `plan-list-${itemName}`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <p className="field-hint">{empty}</p>
      ) : (
        <ol ref={list} className={styles.items} aria-label={`${legend}, in the order the plan page lists them`}>
          {items.map((item, index) => (
            <li key={item.id} data-item={item.id} className={children ? `${styles.item} ${styles.withControls}` : styles.item}>
              <span className={styles.name}>{item.name}</span>
              {children?.(item, index)}
              <span className={styles.buttons}>
                <MoveButtons itemName={item.name} first={index === 0} last={index === items.length - 1} onMove={(step) => move(index, step)} />
                <button type="button" className="btn btn-ghost" data-remove aria-label={`Remove ${item.name}`} onClick={() => remove(index)}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {choicesProblem ?? (
        <div className={styles.add}>
          <Field label={`Add to the ${legend.toLowerCase()}`}>
            {(control) => (
              <select {...control} ref={addList} name={`add-${itemName}`} className="input" value={adding} disabled={!addable} onChange={(event) => setAdding(event.target.value)}>
                <option value="">{addable ? `Choose one (${addable.length} more)` : 'Loading…'}</option>
                {addable?.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="button" className="btn btn-secondary" onClick={add} aria-disabled={!adding || undefined}>
            Add
          </button>
        </div>
      )}
      {addNew}
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </fieldset>
  );
}

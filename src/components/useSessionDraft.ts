import { useCallback, useRef, useState } from 'react';

function readDraft(key: string): Record<string, unknown> | undefined {
  // The server renders forms empty; the browser restores the draft into the inputs as it hydrates them.
  if (typeof window === 'undefined') return undefined;
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, value: unknown | undefined): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or refused (private mode); the form still works, only the draft is not kept.
  }
}

/** A stored draft's fields that still fit the form: same name, same kind of value. */
function restore<T extends object>(initial: T, stored: Record<string, unknown> | undefined): T {
  if (!stored) return initial;
  const restored: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  for (const [name, fresh] of Object.entries(initial as Record<string, unknown>)) {
    const kept = stored[name];
    if (kept !== undefined && Array.isArray(kept) === Array.isArray(fresh) && typeof kept === typeof fresh) restored[name] = kept;
  }
  return restored as T;
}

/**
 * A form's values, kept in sessionStorage under `key` as they are typed, so a failed send, a closed modal or a
 * reload brings them back. `given` are values the opener of the form chose just now (the plans asked about): they
 * win over the draft. `clear` forgets the draft once it has been sent.
 */
export function useSessionDraft<T extends object>(key: string, initial: () => T, given: Partial<T> = {}) {
  const [values, setValues] = useState<T>(() => ({ ...restore(initial(), readDraft(key)), ...given }));
  // Changes come from event handlers; the ref lets two changes in one event build on each other.
  const latest = useRef(values);

  const update = useCallback(
    (changes: Partial<T>) => {
      latest.current = { ...latest.current, ...changes };
      writeDraft(key, latest.current);
      setValues(latest.current);
    },
    [key],
  );

  const clear = useCallback(() => writeDraft(key, undefined), [key]);

  return { values, update, clear };
}

import { useEffect, type RefObject } from 'react';

/** Controls marked invalid, in document order; a widget that cannot carry aria-invalid marks itself data-invalid. */
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';

/** Moves focus to the first invalid control inside `root`, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>(INVALID)?.focus();
}

/**
 * Focuses the first invalid control after each failed submit. `attempt` counts the failed submits; the focus
 * has to wait for the render that marks the controls invalid, hence an effect rather than the submit handler.
 */
export function useFocusFirstInvalid(root: RefObject<HTMLElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(root.current);
  }, [root, attempt]);
}

import { useSyncExternalStore } from 'react';

/** Close handlers of the open dialogs, the top-most last: Escape closes only the top one. */
const dialogs: Array<() => void> = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Records an open dialog by its close handler; the returned function forgets it again. */
export function addOpenDialog(close: () => void): () => void {
  dialogs.push(close);
  changed();
  return () => {
    dialogs.splice(dialogs.indexOf(close), 1);
    changed();
  };
}

export function isTopDialog(close: () => void): boolean {
  return dialogs[dialogs.length - 1] === close;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many dialogs are open, e.g. for something that must not open on top of another (the special pop-up). */
export function useOpenDialogCount(): number {
  // The server renders pages with no dialog open.
  return useSyncExternalStore(subscribe, () => dialogs.length, () => 0);
}

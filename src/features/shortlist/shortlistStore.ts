import { useSyncExternalStore } from 'react';
import { parseShortlist, serializeShortlist, SHORTLIST_KEY, toggleSaved, type SavedPlan } from './shortlist';

const EMPTY: SavedPlan[] = [];
const listeners = new Set<() => void>();
/** The last value read, so React gets the same array until the stored text changes. */
let cache: { raw: string | null; plans: SavedPlan[] } = { raw: null, plans: EMPTY };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SHORTLIST_KEY);
  } catch {
    return null; // storage refused (private mode, blocked cookies): an empty shortlist
  }
}

function snapshot(): SavedPlan[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, plans: raw === null ? EMPTY : parseShortlist(raw) };
  return cache.plans;
}

function onStorage(event: StorageEvent) {
  // Another tab saved or removed a plan (or cleared the storage): every open page follows.
  if (event.key === SHORTLIST_KEY || event.key === null) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function write(plans: SavedPlan[]): void {
  try {
    window.localStorage.setItem(SHORTLIST_KEY, serializeShortlist(plans));
  } catch {
    // Full or refused storage: the toggle does nothing rather than breaking the page.
  }
  listeners.forEach((listener) => listener());
}

/** The saved plans, kept in localStorage and the same in every open tab. */
export function useShortlist(): SavedPlan[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

export function toggleShortlist(plan: SavedPlan): void {
  write(toggleSaved(snapshot(), plan));
}

export function removeFromShortlist(id: number): void {
  write(snapshot().filter((plan) => plan.id !== id));
}

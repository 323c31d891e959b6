import { HYDRATION_ATTRIBUTE } from './attribute';

/**
 * Called once the app's first render has committed (hydrated, or rendered from scratch): the early-input recorder
 * gives React what it kept, and browser tests know the page now answers.
 */
export function markLive(element: HTMLElement): void {
  element.setAttribute(HYDRATION_ATTRIBUTE, 'done');
}

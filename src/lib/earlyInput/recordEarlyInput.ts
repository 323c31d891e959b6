/**
 * What a visitor does to a server-rendered page before React answers it (issue 13). Until the app has hydrated, its
 * buttons are markup without handlers and what is typed never reaches React's state; the same holds for a part of
 * the page whose code arrives later (a lazy form, the photo slider). The recorder keeps those actions and gives
 * them to React once the part they touched is live, so a tap on "Video Tour" or a name typed into the contact form
 * on a slow phone is not lost.
 *
 * Which parts are not live yet says one attribute (attribute.ts). The recorder runs from a tiny script of its own
 * (src/earlyInput.ts) that loads long before the app's.
 */
import { HYDRATION_ATTRIBUTE } from './attribute';

const PENDING = `[${HYDRATION_ATTRIBUTE}="pending"]`;

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Action =
  | { kind: 'click'; element: HTMLElement }
  /** `typed` is the value as the visitor left it: once its part hydrates, React writes its own (empty) state into the
   * box at its next render, which can come before the replay (another box of the same form answered meanwhile). */
  | { kind: 'edit'; element: Editable; typed: string }
  | { kind: 'submit'; element: HTMLFormElement };

/** Controls whose click does nothing until React answers (or would submit a form React handles itself). Links are
 * left alone: they work without the app and load the page they name. */
const CLICKABLE = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"], summary';
const APP_ROOT = '#root';

function isEditable(target: EventTarget | null): target is Editable {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'reset', 'file'].includes(target.type);
}

/** Inside the app and in a part React does not answer yet. */
function waitsForReact(element: Element): boolean {
  return element.closest(APP_ROOT) !== null && element.closest(PENDING) !== null;
}

/**
 * Tells React about a value typed before it was listening, and puts it back in the box. React remembers the value it
 * last saw in an input; the value is first set through the element (which React's tracker records) to something else,
 * then through the DOM's own setter (which it does not), so the input event reads as the change it was.
 */
function replayEdit(element: Editable, typed: string): void {
  if (element instanceof HTMLSelectElement) {
    element.value = typed;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  element.value = typed === '' ? ' ' : '';
  nativeSetter?.call(element, typed);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayAll(actions: Action[]): void {
  for (const action of actions) {
    if (action.kind === 'edit') replayEdit(action.element, action.typed);
    else if (action.kind === 'click') action.element.click();
    else action.element.requestSubmit();
  }
}

/** Starts recording on `doc`, for the life of the page. Returns a function that stops it (tests). */
export function recordEarlyInput(doc: Document): () => void {
  const html = doc.documentElement;
  const waiting: Action[] = [];

  // What is kept is taken from React's sight altogether (it would otherwise try to answer a half-hydrated part and
  // drop the event, or answer it and then again on replay).
  const hold = (event: Event, action: Action) => {
    event.preventDefault();
    event.stopPropagation();
    waiting.push(action);
  };
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CLICKABLE);
    // A checkbox would toggle now and back on replay; a submit button would send the form as a plain GET.
    if (control && !control.matches(':disabled') && waitsForReact(control)) hold(event, { kind: 'click', element: control });
  };
  const onEdit = (event: Event) => {
    const { target } = event;
    if (!isEditable(target) || !waitsForReact(target)) return;
    // The typed value stays in the input; one replay per control, at the place of its latest edit.
    const earlier = waiting.findIndex((action) => action.element === target);
    if (earlier >= 0) waiting.splice(earlier, 1);
    waiting.push({ kind: 'edit', element: target, typed: target.value });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && waitsForReact(form)) hold(event, { kind: 'submit', element: form });
  };

  /** Each action is given to React as soon as the part it touched is live, in the order it was made. */
  const replayReady = () => {
    const ready = waiting.filter((action) => !action.element.isConnected || !waitsForReact(action.element));
    for (const action of ready) waiting.splice(waiting.indexOf(action), 1);
    replayAll(ready.filter((action) => action.element.isConnected));
  };
  const observer = new MutationObserver(replayReady);

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  doc.addEventListener('submit', onSubmit, true);
  observer.observe(html, { subtree: true, attributes: true, attributeFilter: [HYDRATION_ATTRIBUTE] });
  // From now on a tap is kept. The app may have gone live before this script ran (both cached): then there is nothing
  // to wait for at the top. (No stylesheet rule may read this attribute: a change on <html> would restyle the page.)
  if (html.getAttribute(HYDRATION_ATTRIBUTE) !== 'done') html.setAttribute(HYDRATION_ATTRIBUTE, 'pending');

  return () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onEdit, true);
    doc.removeEventListener('change', onEdit, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
}

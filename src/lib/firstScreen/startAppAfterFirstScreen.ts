import { APP_CODE_TEMPLATE_ID } from '@/shared/renderSeam';

/** The longest the app waits for the first screen's photos: on a slow network the page must still come to life. */
export const FIRST_SCREEN_WAIT_MS = 1500;

/** A frame's callbacks do not run in a hidden tab: a timer stands in there. */
const HIDDEN_TAB_FRAME_MS = 100;

const delay = (window: Window, ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function parsed(document: Document): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** The photos a page marks as its largest (`fetchpriority="high"`, components/ResponsiveImage), loaded or failed. */
function firstScreenPhotos(document: Document): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
}

/** Resolves in the task after the next frame, so what was ready has been painted. */
function afterNextPaint(window: Window): Promise<void> {
  const painted = new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
  return Promise.race([painted, delay(window, HIDDEN_TAB_FRAME_MS)]);
}

/** A live element with the held one's name and attributes: a script parsed inside a <template> never runs. */
function recreated(document: Document, held: Element): Element {
  const element = document.createElement(held.localName);
  for (const { name, value } of held.attributes) element.setAttribute(name, value);
  return element;
}

/**
 * A rendered page holds its app's code in a template (server/pages/page-template.ts) and starts it here once the
 * first screen is shown: the page parsed, the photos of its first screen loaded (or `wait` ms passed) and a frame
 * painted. Until then the photos have the network to themselves, and taps are kept by the early-input recorder.
 * A page without the template (index.html served as it is) starts its app by itself.
 */
export async function startAppAfterFirstScreen(document: Document, wait = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const window = document.defaultView;
  await parsed(document);
  const held = document.getElementById(APP_CODE_TEMPLATE_ID);
  if (!window || !(held instanceof window.HTMLTemplateElement)) return;
  await Promise.race([firstScreenPhotos(document), delay(window, wait)]);
  await afterNextPaint(window);
  for (const tag of [...held.content.children]) document.head.append(recreated(document, tag));
  held.remove();
}

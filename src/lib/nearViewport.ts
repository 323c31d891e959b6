/** How far below (or above) the screen a part counts as near: about one phone screen, so it is live when reached. */
const NEAR = '800px 0px';

/**
 * Calls `onNear` once any of `elements` comes within about a screen of the viewport. Without IntersectionObserver
 * (or with nothing to watch) it calls it at once. Returns a function that stops watching.
 */
export function whenNearViewport(elements: HTMLCollection | Element[], onNear: () => void): () => void {
  const targets = Array.from(elements);
  if (typeof IntersectionObserver === 'undefined' || targets.length === 0) {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR },
  );
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}

/** How far below (or above) the screen a part counts as near by default: about one phone screen. */
const ONE_SCREEN = '800px 0px';

/**
 * Calls `onNear` once any of `elements` comes within `margin` of the viewport. Without IntersectionObserver (or
 * with nothing to watch) it calls it at once. Returns a function that stops watching.
 */
export function whenNearViewport(elements: HTMLCollection | Element[], onNear: () => void, margin = ONE_SCREEN): () => void {
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
    { rootMargin: margin },
  );
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}

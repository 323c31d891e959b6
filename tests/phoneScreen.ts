import { vi } from 'vitest';
import { NARROW_SCREEN } from '@/components/narrowScreen';

/** The window is a phone's from now on (call in a beforeEach): the media query a table with cards asks about matches. */
export function onAPhone(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query === NARROW_SCREEN, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

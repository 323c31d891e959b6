import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until every floor plan card in `container` has its name (issue 28: a home index card fetches it as it is shown). */
export const everyCardNamed = (container: HTMLElement) => waitFor(() => expect(container.querySelector('article[aria-busy]')).toBeNull());

import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

function Page({ title, description }: { title?: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Homes for rent in Bloomington">';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('spec 2 page titles and descriptions', () => {
  it('uses the product name when a page sets no title', () => {
    render(<Page />);
    expect(document.title).toBe('Limestone Living');
  });

  it("sets the page's title and description, and restores the default description on a page without one", () => {
    const { rerender } = render(<Page title="Limestone Living: Sublets" description="Free sublet listings" />);
    expect(document.title).toBe('Limestone Living: Sublets');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Free sublet listings');

    rerender(<Page title="Resource Not Found" />);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Homes for rent in Bloomington');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/render';

const DEFAULT_DESCRIPTION = 'Apartments and homes for rent in Bloomington, Indiana.';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = DEFAULT_DESCRIPTION;
  document.head.append(meta);
});
afterEach(() => {
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('issue 8 per-route meta description', () => {
  it.each([
    ['/sublets', /^Free sublet listings in Bloomington, IN/],
    ['/sublets/new', /^Post your Bloomington sublet for free/],
    ['/short-term', /^Furnished flexible-term apartments in Bloomington, IN/],
    ['/communities/1', /^The Kirkwood in Bloomington, IN: floor plans and units/],
    ['/floorplans/101', /^A bright apartment near campus\.$/],
    ['/residents', /residents' general and maintenance questions/],
    ['/team', /^Meet the Limestone Living team in Bloomington/],
    ['/accessibility', /^How Limestone Living makes its site usable for everyone/],
  ])('%s describes its own content', async (path, expected) => {
    renderRoute(path);
    await waitFor(() => expect(description()).toMatch(expected), { timeout: 5000 });
  });

  it('/ keeps the description the site ships with', async () => {
    renderRoute('/');
    await waitFor(() => expect(document.title).toBe('Limestone Living'));
    // Once its plans have come (the home index is made from other answers: nothing may still be asked after the test).
    expect(await screen.findByText(/^Total: \d+ Results?$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });
});

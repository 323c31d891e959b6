import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinToday } from '@tests/msw/fixtures/today';
import { everyCardNamed } from '@tests/cards';
import { renderRoute } from '@tests/render';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

const featuredNames = () =>
  within(screen.getByRole('region', { name: 'Featured Floor Plans' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

async function openHome(path: string) {
  renderRoute(path);
  await screen.findByText(/^Total: \d+ Results?$/, {}, { timeout: 5000 });
  await everyCardNamed(screen.getByRole('region', { name: 'Find your floor plan' }));
}

describe('issue 27 home: Featured Floor Plans does not repeat the results above it', () => {
  it('leaves out the featured plans the search already shows', async () => {
    await openHome('/?bedroom=1');
    await vi.waitFor(() => expect(featuredNames()).toEqual(['The Dogwood']));
  });

  it('shows every featured plan when the search shows none of them', async () => {
    await openHome('/?bedroom=2');
    await vi.waitFor(() => expect(featuredNames()).toEqual(['The Aspen', 'The Dogwood']));
  });

  it('is left out when it would only repeat the results', async () => {
    await openHome('/');
    expect(screen.getByRole('region', { name: 'Find your floor plan' })).toHaveTextContent('The Dogwood');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Featured Floor Plans' })).not.toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinToday } from '@tests/msw/fixtures/today';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { FeaturedFloorplans } from './FeaturedFloorplans';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

describe('spec 7 featured floor plans', () => {
  it('shows skeletons, then the featured plans of active properties', async () => {
    renderWithProviders(<FeaturedFloorplans />);
    const section = screen.getByRole('region', { name: 'Featured Floor Plans' });
    expect(within(section).getByRole('list', { name: 'Loading' })).toBeInTheDocument();

    await within(section).findByRole('article', { name: 'The Aspen' });
    expect(within(section).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'The Aspen',
      'The Dogwood',
    ]);
  });

  it('is left out when there are none or they cannot be loaded', async () => {
    server.use(http.get('*/api/data/floorplans', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<FeaturedFloorplans />);
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Featured Floor Plans' })).not.toBeInTheDocument());
  });
});

describe('spec 7 featured floor plans, below the fold', () => {
  it('are fetched only once the section comes near the viewport', async () => {
    let reveal: (() => void) | undefined;
    class Observer {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));

    renderWithProviders(<FeaturedFloorplans />);
    const section = screen.getByRole('region', { name: 'Featured Floor Plans' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(within(section).getByRole('list', { name: 'Loading' })).toBeInTheDocument();

    act(() => reveal!());
    expect(await within(section).findByRole('article', { name: 'The Aspen' })).toBeVisible();
    expect(calls).toEqual(['/api/data/floorplans']);
    server.events.removeAllListeners();
    vi.unstubAllGlobals();
  });
});

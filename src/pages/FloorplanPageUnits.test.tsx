import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Floorplan } from '@/features/floorplans/types';
import { aFloorplan, aUnit } from '@tests/msw/fixtures/floorplans';
import { pinToday } from '@tests/msw/fixtures/today';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

async function openPlan(plan: Floorplan) {
  server.use(http.get(`*/api/data/floorplans/${plan.id}`, () => HttpResponse.json(plan)));
  const view = renderRoute(`/floorplans/${plan.id}`);
  await screen.findByRole('heading', { level: 1, name: plan.name }, { timeout: 3000 });
  return view;
}

const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section')!;

describe('issue 14 pets card: text and ticks from the same setting', () => {
  it("spec 9: without a plan setting, the most permissive active unit's ticks and its own policy text", async () => {
    await openPlan(
      aFloorplan({
        id: 150,
        name: 'The Linden',
        units: [
          aUnit({ allowedPet: 'NO_PET', petPolicy: 'No pets, please.' }),
          aUnit({ allowedPet: 'SMALL_DOG_CAT', petPolicy: 'Cats and small dogs welcome.' }),
          aUnit({ active: false, allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: 'Dogs of any size welcome.' }),
        ],
      }),
    );
    const pets = card('Pets');
    expect(within(pets).getByText('Large Dog: not permitted')).toBeVisible();
    expect(within(pets).getByText('Small Dog: permitted')).toBeVisible();
    expect(within(pets).getByText('Cats and small dogs welcome.')).toBeVisible();
    expect(within(pets).queryByText('No pets, please.')).not.toBeInTheDocument();
    expect(within(pets).queryByText('Dogs of any size welcome.')).not.toBeInTheDocument();
  });
});

describe('issue 14 plan page: only active units are advertised', () => {
  it('a plan whose units are all inactive shows no price, no availability and no pets of those units', async () => {
    await openPlan(
      aFloorplan({
        id: 151,
        name: 'The Maple',
        units: [
          aUnit({ active: false, rent: 1350, moveInDate: '2026-01-01', allowedPet: 'LARGE_DOG_SMALL_DOG_CAT' }),
          aUnit({ active: false, rent: 1375, moveInDate: '2026-04-01', allowedPet: 'CAT' }),
        ],
      }),
    );
    expect(screen.queryByText(/\$1,350/)).not.toBeInTheDocument();
    expect(screen.getByText('Call for pricing')).toBeVisible();
    const availability = card('Availability');
    expect(within(availability).queryByText('Available Now')).not.toBeInTheDocument();
    expect(within(availability).queryByText('April 2026')).not.toBeInTheDocument();
    expect(within(card('Pets')).getByText('Large Dog: not permitted')).toBeVisible();
    expect(within(card('Pets')).getByText('Cat: not permitted')).toBeVisible();
  });

  it("prices from the active units and takes the one active unit's address", async () => {
    await openPlan(
      aFloorplan({
        id: 152,
        name: 'The Oak',
        units: [
          aUnit({ active: false, rent: 900, squareFoot: 1400, address: '1 Gone St', moveInDate: '2026-01-01' }),
          aUnit({ rent: 1200, squareFoot: 800, address: '2 Here St', moveInDate: '2026-05-02' }),
        ],
      }),
    );
    expect(within(screen.getByRole('region', { name: 'The Oak' })).getByText('$1,200/mo')).toBeVisible();
    expect(screen.queryByText(/\$900/)).not.toBeInTheDocument();
    expect(screen.getByText('800 sq ft')).toBeVisible();
    expect(within(card('Location')).getByTitle('Map of 2 Here St, Bloomington, IN 47404')).toBeInTheDocument();
    expect(within(card('Availability')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['May 2026']);
  });
});

describe('issue 27 units on the plan page', () => {
  const units = () => within(screen.getByRole('region', { name: 'Units' }));
  const unitNames = () => units().getAllByRole('article').map((unit) => within(unit).getByRole('heading', { level: 3 }).textContent);

  it("lists each active unit with its number, exact date, rent and deposit, soonest first, beside a call to the leasing office", async () => {
    await openPlan(
      aFloorplan({
        id: 160,
        name: 'The Linden',
        units: [
          aUnit({ id: 7101, rent: 1200, deposit: 600, moveInDate: '2026-05-02' }),
          aUnit({ id: 7102, rent: 1150, deposit: 575, moveInDate: '2026-03-01' }),
          aUnit({ id: 7103, active: false, rent: 990, moveInDate: '2026-02-01' }),
        ],
      }),
    );
    expect(unitNames()).toEqual(['The Linden 7102', 'The Linden 7101']);
    const [now, later] = units().getAllByRole('article');
    expect(now).toHaveTextContent('Available Now');
    expect(within(now).getByText('$1,150/mo')).toBeVisible();
    expect(within(now).getByText('Deposit $575')).toBeVisible();
    expect(within(later).getByText('Available May 02, 2026')).toBeVisible();
    expect(within(later).getByText('$1,200/mo')).toBeVisible();
    expect(within(later).getByText('Deposit $600')).toBeVisible();
    expect(units().queryByText(/7103/)).not.toBeInTheDocument();
    // The card links to its floor plan elsewhere; here it is this page.
    expect(units().queryByRole('link', { name: 'View Floorplan' })).not.toBeInTheDocument();
    expect(units().getByRole('link', { name: /Call the leasing office/ })).toHaveAttribute('href', 'tel:+18125550142');
  });

  it('a unit under a running special rent shows it with its own rent struck through, as on the community page', async () => {
    await openPlan(
      aFloorplan({
        id: 161,
        name: 'The Poplar',
        specialRent: 999,
        specialRentStartDate: '2026-03-01',
        specialRentEndDate: '2026-03-31',
        units: [aUnit({ id: 7201, rent: 1100 })],
      }),
    );
    const [unit] = units().getAllByRole('article');
    expect(within(unit).getByText('Now starting at $999/mo')).toBeVisible();
    expect(within(unit).getByText('$1,100/mo')).toBeVisible();
  });

  it('says no unit is available and gives the leasing office to call when the plan has none on the market', async () => {
    await openPlan(aFloorplan({ id: 162, name: 'The Hazel', units: [aUnit({ active: false })] }));
    expect(units().queryAllByRole('article')).toEqual([]);
    expect(units().getByText(/No unit of The Hazel is available right now/)).toBeVisible();
    expect(units().getByRole('link', { name: /Call the leasing office/ })).toHaveAttribute('href', 'tel:+18125550142');
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { suiteDetail } from '@tests/msw/fixtures/floorplanDetail';
import { aFloorplan, birch, cedar, elmInactive } from '@tests/msw/fixtures/floorplans';
import { hal } from '@tests/msw/fixtures/hal';
import { pinToday } from '@tests/msw/fixtures/today';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

const garage = aFloorplan({ id: 330, name: 'Reserved Space', style: 'GARAGE', bedroom: 0, bathroom: 0 });
const retired = aFloorplan({ id: 331, name: 'The Retired', active: false });

/** Answers the plan's similar plans with `similar`. */
function similarPlans(id: number, similar: unknown[]) {
  server.use(
    http.get('*/api/data/similarFloorplans/search/byFloorplanId', ({ request }) =>
      HttpResponse.json(hal('similarFloorplans', new URL(request.url).searchParams.get('floorplanId') === String(id) ? similar : []))),
  );
}

async function openPlan(id: number, name: string) {
  renderRoute(`/floorplans/${id}`);
  await screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

const similarNames = () =>
  within(screen.getByRole('region', { name: 'You Might Also Like' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('issue 27 inactive plans', () => {
  it("an inactive plan reads 'No longer available', offers its similar plans and the community, and no Apply", async () => {
    similarPlans(elmInactive.id, [{ similarTo: birch }, { similarTo: cedar }]);
    await openPlan(elmInactive.id, 'The Elm');
    expect(screen.getByText('No longer available')).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Units' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Starting at|Call for pricing/, { selector: 'section[aria-labelledby] > p' })).not.toBeInTheDocument();
    expect(similarNames()).toEqual(['The Birch', 'The Cedar']);
    expect(screen.getByRole('link', { name: 'See every home at Jordan Commons' })).toHaveAttribute('href', '/communities/2');
  });

  it('an inactive plan without similar plans points to the search', async () => {
    await openPlan(elmInactive.id, 'The Elm');
    expect(screen.getByText('No longer available')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'You Might Also Like' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all homes' })).toHaveAttribute('href', '/');
  });

  it('an inactive short-term plan offers the furnished plans like it, priced per day, and the flexible-term list', async () => {
    const gone = { ...suiteDetail, id: 841, name: 'Suite Cottage', active: false };
    const other = { ...suiteDetail, id: 840, name: 'Suite Townhome' };
    server.use(http.get('*/api/data/floorplans/841', () => HttpResponse.json(gone)));
    similarPlans(841, [{ similarTo: other }]);
    await openPlan(841, 'Suite Cottage');
    expect(screen.getByText('No longer available')).toBeVisible();
    const similar = within(screen.getByRole('region', { name: 'You Might Also Like' }));
    expect(similar.getByRole('link', { name: 'Suite Townhome' })).toHaveAttribute('href', '/floorplans/840');
    expect(similar.getByText(/\/day for/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See every flexible-term home' })).toHaveAttribute('href', '/short-term');
  });
});

describe('issue 27 garage spaces are not homes', () => {
  it("'You Might Also Like' leaves out parking spaces and plans no longer offered", async () => {
    similarPlans(birch.id, [{ similarTo: garage }, { similarTo: cedar }, { similarTo: retired }]);
    await openPlan(birch.id, 'The Birch');
    expect(similarNames()).toEqual(['The Cedar']);
  });
});

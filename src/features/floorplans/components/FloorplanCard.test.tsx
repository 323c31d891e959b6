import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aFloorplan } from '@tests/msw/fixtures/floorplans';
import { TODAY } from '@tests/msw/fixtures/today';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { cardPlan } from '../cardPlan';
import { FloorplanCard } from './FloorplanCard';

const OFFICE_ALT = 'Corner living room with two tall windows';
const cover = 'https://drive.google.com/uc?id=elm-cover';

describe('issue 23 cover alt on a floor plan card', () => {
  it("issue 23 cover alt: a plan that carries its cover says what the office wrote of it; one without keeps 'The Elm floor plan'", () => {
    renderWithProviders(
      <>
        <FloorplanCard plan={cardPlan(aFloorplan({ id: 7, name: 'The Elm', coverImage: cover, coverAlt: OFFICE_ALT }), TODAY)} />
        <FloorplanCard plan={cardPlan(aFloorplan({ id: 8, name: 'The Oak', coverImage: cover, coverAlt: null }), TODAY)} />
      </>,
    );
    expect(screen.getByRole('article', { name: 'The Elm' })).toContainElement(screen.getByRole('img', { name: OFFICE_ALT }));
    expect(screen.getByRole('img', { name: 'The Oak floor plan' })).toBeVisible();
  });

  it("issue 23 cover alt: a card that fetches its cover (the home index's) says the words that came with it", async () => {
    server.use(
      http.get('*/api/data/home/covers', () => HttpResponse.json({ covers: { 7: { image: cover, alt: OFFICE_ALT }, 8: { image: cover, alt: null } } })),
    );
    const fetched = (plan: ReturnType<typeof cardPlan>) => ({ ...plan, coverImage: undefined, coverAlt: undefined });
    renderWithProviders(
      <>
        <FloorplanCard plan={fetched(cardPlan(aFloorplan({ id: 7, name: 'The Elm' }), TODAY))} />
        <FloorplanCard plan={fetched(cardPlan(aFloorplan({ id: 8, name: 'The Oak' }), TODAY))} />
      </>,
    );
    expect(await screen.findByRole('img', { name: OFFICE_ALT })).toHaveAttribute('src', 'http://localhost:3000/api/asset/download/elm-cover');
    expect(await screen.findByRole('img', { name: 'The Oak floor plan' })).toBeVisible();
  });
});

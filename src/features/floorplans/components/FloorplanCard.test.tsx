import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aFloorplan } from '@tests/msw/fixtures/floorplans';
import type { Floorplan } from '../types';
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
      http.get('*/api/data/home/cards', () =>
        HttpResponse.json({
          cards: {
            7: { name: 'The Elm', coverImage: cover, coverAlt: OFFICE_ALT, photosFolderId: null },
            8: { name: 'The Oak', coverImage: cover, coverAlt: null, photosFolderId: null },
          },
        }),
      ),
    );
    renderWithProviders(
      <>
        <FloorplanCard plan={fromTheIndex(aFloorplan({ id: 7 }))} />
        <FloorplanCard plan={fromTheIndex(aFloorplan({ id: 8 }))} />
      </>,
    );
    expect(await screen.findByRole('img', { name: OFFICE_ALT })).toHaveAttribute('src', 'http://localhost:3000/api/asset/download/elm-cover');
    expect(await screen.findByRole('img', { name: 'The Oak floor plan' })).toBeVisible();
  });
});

/** A card as the home index gives it: its facts, without its name and photos (issue 28). */
const fromTheIndex = (plan: Floorplan) => ({ ...cardPlan(plan, TODAY), details: undefined });

describe("issue 28 a home index card's name and photos", () => {
  it('shows its rent and rooms at once, then its name, photo and save button as they arrive', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/data/home/cards', async () => {
        await answered;
        return HttpResponse.json({ cards: { 7: { name: 'The Elm', coverImage: cover, coverAlt: null, photosFolderId: null } } });
      }),
    );
    renderWithProviders(<FloorplanCard plan={fromTheIndex(aFloorplan({ id: 7, bedroom: 2, bathroom: 1 }))} />);

    expect(screen.getByText('2 bed, 1 bath')).toBeVisible();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('article', { name: 'The Elm' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'The Elm' })).toHaveAttribute('href', '/floorplans/7');
    expect(screen.getByRole('img', { name: 'The Elm floor plan' })).toHaveAttribute('src', 'http://localhost:3000/api/asset/download/elm-cover');
    expect(screen.getByRole('button', { name: 'Save The Elm' })).toBeVisible();
  });

  it.each([
    ['the API is down', () => HttpResponse.json({ message: 'The service is unavailable' }, { status: 503 })],
    ['the plan is no longer listed', () => HttpResponse.json({ cards: {} })],
  ])('whose name cannot be read (%s) still links to the plan, with the default photo', async (_, answer) => {
    server.use(http.get('*/api/data/home/cards', answer));
    renderWithProviders(<FloorplanCard plan={fromTheIndex(aFloorplan({ id: 7 }))} />);
    expect(await screen.findByRole('link', { name: 'See this floor plan' })).toHaveAttribute('href', '/floorplans/7');
    expect(screen.getByRole('img', { name: 'Floor plan' })).toHaveAttribute('src', '/images/default-image.svg');
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listedSublets, SUBLET_ASSET_KEY, subletCollection } from '@tests/msw/fixtures/sublets';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';
import { subletKeys } from './api/keys';

/** The board as the local API keeps it: a deleted listing is gone from the next list. */
function boardWithDeletes() {
  let board = [...listedSublets];
  server.use(
    http.get('*/api/data/sublets/search/findByActiveTrueAndApprovedTrue', () => HttpResponse.json(subletCollection(board))),
    http.delete('*/api/admin/sublets/:id', ({ params }) => {
      board = board.filter((sublet) => sublet.id !== Number(params.id));
      return HttpResponse.json({ message: 'Sublet Deleted!' });
    }),
  );
}

describe('issue 14 every write refreshes what it changes', () => {
  it('issue 14 a sublet deleted by its owner is gone from /sublets in the same tab, at once', async () => {
    boardWithDeletes();
    const { user, router, client } = renderRoute('/sublets');
    // As fresh as the site keeps it (five minutes): only an invalidation can make the board change.
    client.setQueryDefaults(subletKeys.all, { staleTime: 5 * 60_000 });
    expect(await screen.findByRole('heading', { name: 'Room near the B-Line' })).toBeVisible();

    await router.navigate(`/sublets/${SUBLET_ASSET_KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Sublet?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sublet Deleted!')).toBeVisible();

    await router.navigate('/sublets');
    expect(await screen.findByRole('heading', { name: 'Whole 2 bed by campus' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Room near the B-Line' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '@tests/msw/recordRequests';
import { renderRoute } from '@tests/render';

/** Signs up from the dialog an 'E-mail me new matches' button opened; answers the search it sent. */
async function signUpFromDialog(user: UserEvent, requests: ReturnType<typeof recordRequests>) {
  const dialog = await screen.findByRole('dialog', { name: 'E-mail me new matches' });
  await user.type(await within(dialog).findByRole('textbox', { name: /^Email/ }), 'ana@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
  await user.click(within(dialog).getByRole('button', { name: /E-mail me new matches$/ }));
  await within(dialog).findByText(/^Check your inbox/);
  return (requests.find((request) => request.path === '/api/alerts')?.body as { search: unknown }).search;
}

describe('issue 25 where a search is saved', () => {
  it('issue 25 where a search is saved: the home search saves the filters of its URL over every community, not its sort', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/?bedroom=2&availability=any&minRent=500&maxRent=1400&sort=priceAsc');
    await user.click(await screen.findByRole('button', { name: 'E-mail me new matches' }, { timeout: 3000 }));
    expect(await screen.findByText('2 bedroom, $500 - $1,400 at every community')).toBeVisible();
    expect(await signUpFromDialog(user, requests)).toEqual({ version: 1, propertyId: null, filters: { bedroom: 2, availability: 'any', style: null, rent: { min: 500, max: 1400 }, floorplanIds: [] } });
  });

  it("issue 25 where a search is saved: a community's units save its filters over that community, named in the dialog", async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/communities/1?bedroom=1');
    await user.click(await screen.findByRole('button', { name: 'E-mail me new matches' }, { timeout: 3000 }));
    expect(await screen.findByText(/^1 bedroom at The Kirkwood$/)).toBeVisible();
    expect(await signUpFromDialog(user, requests)).toEqual({ version: 1, propertyId: 1, filters: { bedroom: 1, availability: 'any', style: null, rent: { min: 0, max: 4000 }, floorplanIds: [] } });
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CatalogConflict } from '@/features/staff/catalogEdits';
import type { EditablePlan, PlanChange, WebSpecialChange, WebSpecialFields } from '@/features/staff/planEdits';
import { anEditablePlan } from '@tests/msw/fixtures/staffCatalogPlans';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import PlanPage from './PlanPage';

const renderPlan = (id = '7') =>
  renderWithProviders(
    <Routes>
      <Route path="/staff/listings/plans/:id" element={<PlanPage />} />
    </Routes>,
    { path: `/staff/listings/plans/${id}` },
  );
const patches = (recorded: ReturnType<typeof recordRequests>) => recorded.filter((request) => request.method === 'PATCH').map((request) => request.body);

describe('issue 23 floor plan page', () => {
  it('issue 23 floor plan page: shows a placeholder while the plan loads, then its values', async () => {
    const held = holdResponses('*/api/staff/catalog/floorplans/:id');
    renderPlan();
    expect(await screen.findByText('Loading the floor plan')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Elm' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('The Elm');
    expect(screen.getByRole('checkbox', { name: /Shown on the site/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pets allowed' })).toHaveDisplayValue('Cats only');
    expect(screen.getByRole('textbox', { name: /Virtual tour link/ })).toHaveValue('https://tours.example.com/elm');
    expect(screen.getByRole('link', { name: 'The Kirkwood' })).toHaveAttribute('href', '/staff/communities/1');
  });

  it('issue 23 floor plan page: says when there is no such plan', async () => {
    renderPlan('404');
    expect(await screen.findByRole('heading', { name: 'Floor plan not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All floor plans and specials' })).toHaveAttribute('href', '/staff/specials');
  });

  it('issue 23 floor plan page: says when the plan could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/catalog/floorplans/:id', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(anEditablePlan))));
    const { user } = renderPlan();
    expect(await screen.findByText(/We couldn't load this floor plan/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Elm' })).toBeVisible();
  });

  it('issue 23 floor plan page: saves a special rent with its dates from the version shown, and only what changed', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.type(await screen.findByRole('textbox', { name: 'Special rent' }), '850');
    await user.type(screen.getByLabelText('Special rent from'), '2026-03-01');
    await user.type(screen.getByLabelText('Special rent until'), '2026-03-31');
    await user.click(screen.getByRole('checkbox', { name: /Featured/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The site shows it from the next page load.')).toBeVisible();
    expect(patches(recorded)).toEqual([{ version: 3, featured: false, specialRent: 850, specialRentStartDate: '2026-03-01', specialRentEndDate: '2026-03-31' }]);
  });

  it('issue 23 floor plan page: takes a plan off the site with one tick', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.click(await screen.findByRole('checkbox', { name: /Shown on the site/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The site shows it from the next page load.');
    expect(patches(recorded)).toEqual([{ version: 3, active: false }]);
    expect(screen.getByText(/not shown on the site/)).toBeVisible();
  });

  it('issue 23 floor plan page: refuses a special rent below $1, an end before its start, or a plain http link, before sending anything', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    const rent = await screen.findByRole('textbox', { name: 'Special rent' });
    await user.type(rent, '0');
    await user.type(screen.getByLabelText('Special rent from'), '2026-03-31');
    await user.type(screen.getByLabelText('Special rent until'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(rent).toHaveAccessibleDescription(expect.stringContaining('A special rent must be at least $1'));
    expect(rent).toHaveFocus();

    await user.clear(rent);
    await user.type(rent, '850');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Special rent until')).toHaveAccessibleDescription(expect.stringContaining('The end date cannot be before the start date'));

    await user.clear(screen.getByLabelText('Special rent until'));
    await user.type(screen.getByLabelText('Special rent until'), '2026-04-30');
    await user.type(screen.getByRole('textbox', { name: /Video tour link/ }), 'http://example.com/video');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('textbox', { name: /^Video tour link/ })).toHaveAccessibleDescription(expect.stringContaining('Use a full https:// link, or leave it empty'));
    expect(patches(recorded)).toEqual([]);
  });

  it('issue 23 floor plan page: shows the message of a change the server refuses, and keeps the values', async () => {
    server.use(http.patch('*/api/staff/catalog/floorplans/:id', () => HttpResponse.json({ message: 'A special rent must be at least $1' }, { status: 400 })));
    const { user } = renderPlan();
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'The Elm Deluxe');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A special rent must be at least $1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('The Elm Deluxe');
  });

  it('issue 23 floor plan page: with nothing changed, says so and sends nothing', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    // The page has other status regions (the photos' file picker): this one is the form's.
    expect(screen.getByText('Nothing to save: change a value first.').closest('[role="status"]')).not.toBeNull();
    expect(patches(recorded)).toEqual([]);
  });

  describe('issue 23 floor plan page: when someone changed the plan first (409)', () => {
    const theirs: EditablePlan = { ...anEditablePlan, version: 4, name: 'The Elm (renovated)', allowedPet: 'NO_PET' };
    function serveConflictOnce() {
      server.use(
        http.patch('*/api/staff/catalog/floorplans/:id', async ({ request }) => {
          const change = (await request.json()) as PlanChange;
          if (change.version !== theirs.version) return HttpResponse.json({ message: 'Changed', current: theirs } satisfies CatalogConflict<EditablePlan>, { status: 409 });
          const { version, ...values } = change;
          return HttpResponse.json({ ...theirs, ...values, version: version + 1 });
        }),
      );
    }

    it('issue 23 floor plan page: shows both versions side by side, keeps the values and applies them again on the current version', async () => {
      serveConflictOnce();
      const recorded = recordRequests();
      const { user } = renderPlan();
      await user.type(await screen.findByRole('textbox', { name: /^Description/ }), ' Newly painted.');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Someone changed this floor plan while you had it open');
      const rows = within(alert).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['Field', 'Your change', 'Now'],
        ['Name', 'Not changed', 'The Elm (renovated)'],
        ['Description', 'A bright one-bedroom with a balcony. Newly painted.', 'A bright one-bedroom with a balcony.'],
        ['Pets allowed', 'Not changed', 'No pets'],
      ]);
      expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('A bright one-bedroom with a balcony. Newly painted.');
      expect(screen.getByRole('heading', { level: 1, name: 'The Elm (renovated)' })).toBeVisible();

      await user.click(within(alert).getByRole('button', { name: 'Apply my change again' }));
      expect(await screen.findByText('Saved. The site shows it from the next page load.')).toBeVisible();
      expect(patches(recorded)).toEqual([
        { version: 3, description: 'A bright one-bedroom with a balcony. Newly painted.' },
        { version: 4, description: 'A bright one-bedroom with a balcony. Newly painted.' },
      ]);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('The Elm (renovated)');
    });

    it('issue 23 floor plan page: can keep the plan as the other person left it', async () => {
      serveConflictOnce();
      const { user } = renderPlan();
      await user.type(await screen.findByRole('textbox', { name: /^Description/ }), ' Newly painted.');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await user.click(await screen.findByRole('button', { name: 'Keep it as it is now' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('The Elm (renovated)');
      expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('A bright one-bedroom with a balcony.');
    });
  });
});

describe('issue 23 floor plan page: web specials', () => {
  /** A plan whose web specials the handlers keep, as the API would: versioned, a stale change or removal 409. */
  function serveSpecials(initial: EditablePlan['webSpecials']) {
    let specials = [...initial];
    let next = 100;
    const stale = (id: number, version: number) => {
      const current = specials.find((special) => special.id === id)!;
      return current.version === version ? undefined : HttpResponse.json({ message: 'Someone else changed this web special first.', current }, { status: 409 });
    };
    server.use(
      http.get('*/api/staff/catalog/floorplans/:id', () => HttpResponse.json({ ...anEditablePlan, webSpecials: specials })),
      http.post('*/api/staff/catalog/floorplans/:id/web-specials', async ({ request }) => {
        const added = { id: next++, version: 0, ...((await request.json()) as WebSpecialFields) };
        specials = [...specials, added];
        return HttpResponse.json(added, { status: 201 });
      }),
      http.patch('*/api/staff/catalog/web-specials/:id', async ({ params, request }) => {
        const { version, ...fields } = (await request.json()) as WebSpecialChange;
        const id = Number(params.id);
        const refused = stale(id, version);
        if (refused) return refused;
        const changed = { id, version: version + 1, ...fields };
        specials = specials.map((special) => (special.id === changed.id ? changed : special));
        return HttpResponse.json(changed);
      }),
      http.delete('*/api/staff/catalog/web-specials/:id', ({ params, request }) => {
        const refused = stale(Number(params.id), Number(new URL(request.url).searchParams.get('version')));
        if (refused) return refused;
        specials = specials.filter((special) => special.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    /** Someone else's change of special `id`, as the server would keep it. */
    return (id: number, fields: Partial<WebSpecialFields>) => {
      specials = specials.map((special) => (special.id === id ? { ...special, ...fields, version: special.version + 1 } : special));
    };
  }
  const writes = (recorded: ReturnType<typeof recordRequests>) => recorded.filter((request) => request.method !== 'GET').map((request) => [request.method, request.path, request.body]);

  it('issue 23 web specials: lists each with its dates', async () => {
    renderPlan();
    const list = await screen.findByRole('list', { name: 'Web specials' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('First month half offMar 01, 2026 to Apr 30, 2026');
  });

  it('issue 23 web specials: a plan without any says so', async () => {
    serveSpecials([]);
    renderPlan();
    expect(await screen.findByText('No web specials yet.')).toBeVisible();
  });

  it('issue 23 web specials: adds one with its dates, shown in the list once saved, the form emptied', async () => {
    serveSpecials([]);
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.type(await screen.findByRole('textbox', { name: 'What the special offers' }), 'Free parking');
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('Until'), '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Add web special' }));
    expect(await screen.findByText('Web special added.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Web specials' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Free parkingMay 01, 2026 to May 31, 2026');
    expect(screen.getByRole('textbox', { name: 'What the special offers' })).toHaveValue('');
    expect(writes(recorded)).toEqual([['POST', '/api/staff/catalog/floorplans/7/web-specials', { description: 'Free parking', startDate: '2026-05-01', endDate: '2026-05-31' }]]);
  });

  it('issue 23 web specials: refuses an end before its start, or no description, before sending anything', async () => {
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.type(await screen.findByLabelText('From'), '2026-05-31');
    await user.type(screen.getByLabelText('Until'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Add web special' }));
    expect(screen.getByRole('textbox', { name: 'What the special offers' })).toHaveAccessibleDescription(expect.stringContaining('Describe the special'));
    expect(screen.getByRole('textbox', { name: 'What the special offers' })).toHaveFocus();
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription(expect.stringContaining('The end date cannot be before the start date'));
    expect(writes(recorded)).toEqual([]);
  });

  it('issue 23 web specials: changes one in place', async () => {
    serveSpecials(anEditablePlan.webSpecials);
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Change First month half off' }));
    const description = within(screen.getByRole('list', { name: 'Web specials' })).getByRole('textbox', { name: 'What the special offers' });
    await user.clear(description);
    await user.type(description, 'First month free');
    await user.click(screen.getByRole('button', { name: 'Save web special' }));
    expect(await screen.findByRole('heading', { name: 'First month free' })).toBeVisible();
    expect(writes(recorded)).toEqual([['PATCH', '/api/staff/catalog/web-specials/41', { version: 2, description: 'First month free', startDate: '2026-03-01', endDate: '2026-04-30' }]]);
  });

  it('issue 23 web specials: a change saved after someone else\'s is refused (409): what it now reads is shown, the typed values kept, and saving again puts them in its place', async () => {
    const someoneElse = serveSpecials(anEditablePlan.webSpecials);
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Change First month half off' }));
    someoneElse(41, { description: 'Two weeks free' });
    const description = within(screen.getByRole('list', { name: 'Web specials' })).getByRole('textbox', { name: 'What the special offers' });
    await user.clear(description);
    await user.type(description, 'First month free');
    await user.click(screen.getByRole('button', { name: 'Save web special' }));
    expect(await screen.findByText(/Someone changed this web special while you had it open\. It now reads “Two weeks free”, Mar 01, 2026 to Apr 30, 2026\./)).toBeVisible();
    expect(description).toHaveValue('First month free');
    await user.click(screen.getByRole('button', { name: 'Save web special' }));
    expect(await screen.findByRole('heading', { name: 'First month free' })).toBeVisible();
    expect(writes(recorded).map(([method, path, body]) => [method, path, (body as { version: number }).version])).toEqual([
      ['PATCH', '/api/staff/catalog/web-specials/41', 2],
      ['PATCH', '/api/staff/catalog/web-specials/41', 3],
    ]);
  });

  it('issue 23 web specials: a removal asked after someone else\'s change is refused (409) with what it now reads; the special stays', async () => {
    const someoneElse = serveSpecials(anEditablePlan.webSpecials);
    const { user } = renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Remove First month half off' }));
    someoneElse(41, { description: 'Two weeks free' });
    const dialog = screen.getByRole('dialog', { name: 'Remove this web special?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await within(dialog).findByText(/It now reads “Two weeks free”/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Two weeks free' })).toBeVisible();
  });

  it('issue 23 web specials: removes one after asking', async () => {
    serveSpecials(anEditablePlan.webSpecials);
    const recorded = recordRequests();
    const { user } = renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Remove First month half off' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this web special?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText('No web specials yet.')).toBeVisible();
    expect(recorded.filter((request) => request.method === 'DELETE').map((request) => request.path + request.search)).toEqual(['/api/staff/catalog/web-specials/41?version=2']);
  });

  it('issue 23 web specials: a failed remove says why in the question and keeps the special; asked again, the question starts afresh', async () => {
    server.use(http.delete('*/api/staff/catalog/web-specials/:id', () => HttpResponse.json({ message: 'We could not remove it just now.' }, { status: 503 })));
    const { user } = renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Remove First month half off' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this web special?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await within(dialog).findByText('We could not remove it just now.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'First month half off' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove First month half off' }));
    expect(within(screen.getByRole('dialog', { name: 'Remove this web special?' })).queryByText('We could not remove it just now.')).toBeNull();
  });

  it('issue 23 web specials: a failed add says why and keeps what was typed', async () => {
    server.use(http.post('*/api/staff/catalog/floorplans/:id/web-specials', () => HttpResponse.json({ message: 'No floor plan with id 7' }, { status: 404 })));
    const { user } = renderPlan();
    await user.type(await screen.findByRole('textbox', { name: 'What the special offers' }), 'Free parking');
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('Until'), '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Add web special' }));
    expect(await screen.findByText('No floor plan with id 7')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'What the special offers' })).toHaveValue('Free parking');
  });
});

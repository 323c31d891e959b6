import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { teamCollection } from '@tests/msw/fixtures/team';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';
import { DEFAULT_IMAGE } from '@/lib/assets';

async function openTeam() {
  const view = renderRoute('/team');
  await screen.findByRole('heading', { level: 1, name: 'Meet Our Team' });
  return view;
}

describe("spec 2 team section 'Meet Our Team' (/team)", () => {
  it('shows a card per member: photo, name, job title, mailto link and the optional MORE ABOUT ME link', async () => {
    const recorded = recordRequests();
    await openTeam();
    await waitFor(() => expect(document.title).toBe('Limestone Living: Meet Our Team'));
    const cards = within(await screen.findByRole('list', { name: 'Team members' })).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const dana = within(cards[0]);
    expect(dana.getByRole('heading', { name: 'Dana Whitfield' })).toBeVisible();
    expect(dana.getByText('Leasing Manager')).toBeVisible();
    expect(dana.getByRole('img', { name: 'Dana Whitfield' })).toHaveAttribute('src', 'https://images.example/dana.jpg');
    expect(dana.getByRole('link', { name: /dana@limestoneliving.example/ })).toHaveAttribute('href', 'mailto:dana@limestoneliving.example');
    const blog = dana.getByRole('link', { name: /MORE ABOUT ME/ });
    expect(blog).toHaveAttribute('href', 'https://blog.example/dana');
    expect(blog).toHaveTextContent('MORE ABOUT ME');

    const marcus = within(cards[1]);
    expect(marcus.getByRole('img', { name: 'Marcus Lee' })).toHaveAttribute('src', DEFAULT_IMAGE);
    expect(marcus.queryByRole('link', { name: /MORE ABOUT ME/ })).not.toBeInTheDocument();
    expect(recorded.map((r) => `${r.path}${r.search}`)).toContain('/api/data/teamMembers?projection=propertyTeamMember&size=100');
  });

  it('shows three placeholder cards while loading', async () => {
    server.use(http.get('*/api/data/teamMembers', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    await openTeam();
    const loading = screen.getByRole('status', { name: 'Loading the team' });
    expect(within(loading).getAllByTestId('team-member-skeleton')).toHaveLength(3);
  });

  it('says when there is nobody to show yet', async () => {
    server.use(http.get('*/api/data/teamMembers', () => HttpResponse.json(teamCollection([]))));
    await openTeam();
    expect(await screen.findByText('Our team will be introduced here soon.')).toBeVisible();
  });

  it('says the team could not be loaded and tries again on request', async () => {
    server.use(http.get('*/api/data/teamMembers', () => HttpResponse.json({ message: 'down' }, { status: 404 }), { once: true }));
    const { user } = await openTeam();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the team");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dana Whitfield' })).toBeVisible();
  });
});

import { describe, expect, it } from 'vitest';
import { shareLinks } from './share';

describe('spec 2 share', () => {
  it('shares the page link on two social networks and by e-mail under the share title', () => {
    const links = shareLinks('https://site.example/floorplans/101', 'Check out this apartment');
    expect(links.map((link) => link.label)).toEqual(['Facebook', 'X', 'E-mail']);
    expect(links[0].href).toContain('u=https%3A%2F%2Fsite.example%2Ffloorplans%2F101');
    expect(links[2].href).toBe(
      'mailto:?subject=Check%20out%20this%20apartment&body=https%3A%2F%2Fsite.example%2Ffloorplans%2F101',
    );
  });
});

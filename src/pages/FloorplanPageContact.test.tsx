import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinToday } from '@tests/msw/fixtures/today';
import { renderRoute } from '@tests/render';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

async function openPlan() {
  const view = renderRoute('/floorplans/101');
  await screen.findByRole('heading', { level: 1, name: 'The Aspen' }, { timeout: 3000 });
  return view;
}

describe('issue 27 the contact form opened on a floor plan page knows the plan and its community', () => {
  it.each([
    ['the plan\'s Contact Us button', () => screen.getByRole('button', { name: 'Contact Us' })],
    ['the header\'s Contact us', () => within(screen.getByRole('banner')).getByRole('button', { name: 'Contact us' })],
  ])('issue 27 %s: step 2 has the plan filled in and its community ticked', async (_opener, opener) => {
    const { user } = await openPlan();
    await user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    await within(dialog).findByRole('heading', { name: 'Step 1 of 2: Your question' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ana Ruiz');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '8125550199');
    await user.type(within(dialog).getByRole('textbox', { name: /^Question/ }), 'Is it quiet?');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('heading', { name: 'Step 2 of 2: Tell us more (optional)' });
    expect(within(dialog).getByRole('textbox', { name: 'Floor plan (optional)' })).toHaveValue('The Aspen');
    const communities = within(dialog).getByRole('group', { name: 'Communities you are interested in' });
    expect(within(communities).getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('name'))).toEqual(['The Kirkwood']);
  });
});

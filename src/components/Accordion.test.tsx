import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

describe('spec 2 Accordion', () => {
  it('starts collapsed; its disclosure button shows and hides the body, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Accordion title="General Questions">
        <p>When is rent due?</p>
      </Accordion>,
    );
    const toggle = screen.getByRole('button', { name: 'General Questions' });
    expect(screen.getByRole('heading', { level: 2, name: 'General Questions' })).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('When is rent due?')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('When is rent due?')).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByText('When is rent due?'));

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Captcha } from './Captcha';

// Google's widget stands in as a button that solves it, so the wiring around it can be checked offline.
vi.mock('react-google-recaptcha', () => ({
  default: ({ sitekey, onChange }: { sitekey: string; onChange: (token: string | null) => void }) => (
    <button type="button" data-sitekey={sitekey} onClick={() => onChange('google-token')}>
      Google captcha
    </button>
  ),
}));

describe('spec 5 Captcha, local check (no site key)', () => {
  it("says 'Please check the captcha' until 'I am not a robot' is ticked, then hands over the token", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Captcha siteKey="" fetchLocalToken={() => Promise.resolve('local-token')} onChange={onChange} />);
    expect(screen.getByText('Please check the captcha')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('local-token'));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
    expect(screen.queryByText('Please check the captcha')).not.toBeInTheDocument();
  });

  it('gets the token on load when asked to, without a click', async () => {
    const onChange = vi.fn();
    const fetchLocalToken = vi.fn(() => Promise.resolve('load-token'));
    render(<Captcha siteKey="" fetchLocalToken={fetchLocalToken} onChange={onChange} solveOnLoad />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('load-token'));
    expect(fetchLocalToken).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
  });

  it('leaves the box unticked and says so when the check fails, and a second tick can succeed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const fetchLocalToken = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('second-token');
    render(<Captcha siteKey="" fetchLocalToken={fetchLocalToken} onChange={onChange} />);

    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    expect(await screen.findByText('The check did not go through. Please try again.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('second-token'));
  });

  it('shows the error text it is given and marks the check invalid', () => {
    render(<Captcha siteKey="" fetchLocalToken={vi.fn()} onChange={vi.fn()} error="Captcha expired, tick it again" />);
    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Captcha expired, tick it again');
  });
});

describe('spec 5 Captcha, reCAPTCHA (site key set)', () => {
  it('renders Google’s widget with the site key, not the local check, and hands over its token', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const fetchLocalToken = vi.fn();
    render(<Captcha siteKey="site-key-1" fetchLocalToken={fetchLocalToken} onChange={onChange} solveOnLoad />);

    const widget = await screen.findByRole('button', { name: 'Google captcha' });
    expect(widget).toHaveAttribute('data-sitekey', 'site-key-1');
    expect(screen.queryByRole('checkbox', { name: 'I am not a robot' })).not.toBeInTheDocument();
    expect(screen.getByText('Please check the captcha')).toBeVisible();

    await user.click(widget);
    expect(onChange).toHaveBeenCalledWith('google-token');
    expect(screen.queryByText('Please check the captcha')).not.toBeInTheDocument();
    expect(fetchLocalToken).not.toHaveBeenCalled();
  });
});

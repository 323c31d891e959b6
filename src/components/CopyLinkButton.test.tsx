import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, CopyLinkButton } from './CopyLinkButton';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** The icon's path tells a check from the copy icon. */
const iconPath = () => screen.getByRole('button').querySelector('path')?.getAttribute('d');

afterEach(() => vi.useRealTimers());

describe('spec 4 CopyLinkButton', () => {
  it('copies the link and shows the check icon for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyLinkButton url="https://example.com/floorplans/12" />);
    const copyIcon = iconPath();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith('https://example.com/floorplans/12');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(iconPath()).not.toBe(copyIcon);

    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(iconPath()).toBe(copyIcon);
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });

  it('says so when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    render(<CopyLinkButton url="https://example.com/" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('button', { name: 'Could not copy the link' })).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoModal } from './VideoModal';

describe('spec 2 video modal', () => {
  it('embeds a video item from the video site, in a titled frame', () => {
    render(<VideoModal item={{ type: 'video', url: 'https://youtu.be/aspenVideo1' }} title="Video Tour: The Aspen" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Video Tour: The Aspen' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aspenVideo1?rel=0');
    expect(dialog.querySelector('iframe')).toHaveAttribute('title', 'Video Tour: The Aspen');
  });

  it('embeds anything else as a virtual tour', () => {
    render(<VideoModal item={{ type: 'tour', url: 'https://tours.example/aspen' }} title="Virtual Tour: The Aspen" onClose={() => {}} />);
    expect(screen.getByTitle('Virtual Tour: The Aspen')).toHaveAttribute('src', 'https://tours.example/aspen');
  });

  it('issue 14: plays a video file (a tour the local API serves) in the page, starting muted', () => {
    render(<VideoModal item={{ type: 'video', url: '/api/tours/media/walkthrough.webm' }} title="Video Tour: Apt 2B" onClose={() => {}} />);
    const video = screen.getByRole('dialog', { name: 'Video Tour: Apt 2B' }).querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/tours/media/walkthrough.webm');
    expect(video).toHaveAttribute('controls');
    expect(video.muted).toBe(true);
  });

  it('is closed without an item and closes on Escape', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<VideoModal item={null} title="" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<VideoModal item={{ type: 'tour', url: 'https://tours.example/aspen' }} title="Virtual Tour" onClose={onClose} />);
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TourFrame } from './TourFrame';

describe('issue 27 video tours: a poster frame and a caption instead of a black player', () => {
  it('a video file shows a frame of its own before it plays, and says what it is', () => {
    render(<TourFrame item={{ type: 'video', url: '/api/tours/media/walkthrough.webm' }} title="Video Tour: The Aspen" caption="Video Tour: walk through The Aspen" lazy />);
    const figure = screen.getByRole('figure', { name: 'Video Tour: walk through The Aspen' });
    const video = figure.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.getAttribute('src')).toMatch(/^\/api\/tours\/media\/walkthrough\.webm#t=[\d.]+$/);
    expect(within(figure).getByText('Video Tour: walk through The Aspen')).toBeVisible();
  });

  it('a video the renter opened plays from its start', () => {
    render(<TourFrame item={{ type: 'video', url: '/api/tours/media/walkthrough.webm' }} title="Video Tour: Apt 2B" autoplay />);
    expect(screen.getByLabelText('Video Tour: Apt 2B')).toHaveAttribute('src', '/api/tours/media/walkthrough.webm');
  });
});

import { describe, expect, it } from 'vitest';
import { embedUrl, isVideoFile, youtubeId } from './video';

describe('spec 2 video modal sources', () => {
  it('embeds a video item from the video site', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/aspenVideo1?rel=0';
    expect(embedUrl({ type: 'video', url: 'https://www.youtube.com/watch?v=aspenVideo1' })).toBe(embed);
    expect(embedUrl({ type: 'video', url: 'https://youtu.be/aspenVideo1?t=4' })).toBe(embed);
    expect(embedUrl({ type: 'video', url: 'https://m.youtube.com/shorts/aspenVideo1' })).toBe(embed);
    expect(embedUrl({ type: 'video', url: 'https://www.youtube.com/embed/aspenVideo1' })).toBe(embed);
  });

  it('embeds anything else as a virtual tour, URL as given', () => {
    expect(embedUrl({ type: 'tour', url: 'https://my.matterport.com/show/?m=abc' })).toBe('https://my.matterport.com/show/?m=abc');
    expect(embedUrl({ type: 'video', url: 'https://videos.example/tour.mp4' })).toBe('https://videos.example/tour.mp4');
  });

  it('finds no YouTube id in other or broken links', () => {
    expect(youtubeId('not a url')).toBeUndefined();
    expect(youtubeId('https://www.youtube.com/channel/xyz')).toBeUndefined();
    expect(youtubeId('https://www.youtube.com/watch?v=<script>')).toBeUndefined();
  });
});

describe('issue 14 video files', () => {
  it('plays a video item that links a video file, such as a tour the local API serves, in the page', () => {
    expect(isVideoFile({ type: 'video', url: '/api/tours/media/walkthrough.webm' })).toBe(true);
    expect(isVideoFile({ type: 'video', url: 'https://videos.example/tour.MP4?token=1' })).toBe(true);
    expect(isVideoFile({ type: 'video', url: 'https://www.youtube.com/watch?v=aspenVideo1' })).toBe(false);
    expect(isVideoFile({ type: 'tour', url: '/api/tours/media/walkthrough.webm' })).toBe(false);
  });
});

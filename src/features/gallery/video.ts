import type { VideoItem } from './types';

const YOUTUBE_ID = /^[\w-]{6,}$/;

/** The video id of a YouTube link in any of its usual shapes (watch, youtu.be, embed, shorts, live), if it is one. */
export function youtubeId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [kind, value] = parsed.pathname.split('/').slice(1);
    id = kind === 'watch' ? parsed.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(kind) ? value : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * Spec section 2: a video item is embedded from the video site (YouTube's privacy-enhanced player); anything else is a
 * virtual tour whose URL is embedded as it is. A video link that is not a YouTube link is embedded as given too.
 */
export function embedUrl(item: VideoItem): string {
  if (item.type !== 'video') return item.url;
  const id = youtubeId(item.url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : item.url;
}

/**
 * A video item whose link is a video file (WebM, MP4, Ogg), such as the tours the local API serves: it plays in the
 * page's own player rather than in a frame. Relative links are read against the page.
 */
export function isVideoFile(item: VideoItem): boolean {
  if (item.type !== 'video') return false;
  try {
    return /\.(webm|mp4|m4v|ogv|ogg)$/i.test(new URL(item.url, 'http://localhost').pathname);
  } catch {
    return false;
  }
}

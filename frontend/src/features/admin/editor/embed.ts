import { VIDEO_PLAYERS, type VideoProvider } from '../../../lib/post-html.js';

export const EMBED_REFUSED =
  'Only YouTube and Vimeo videos can be embedded: paste the address of the video’s page.';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/** The provider and the video's id named by a YouTube or Vimeo address, or null. */
function videoOf(url: URL): { provider: VideoProvider; id: string } | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const youtube = (id: string | null | undefined) =>
    id && YOUTUBE_ID.test(id) ? { provider: 'youtube' as const, id } : null;
  const vimeo = (id: string | undefined) =>
    id && VIMEO_ID.test(id) ? { provider: 'vimeo' as const, id } : null;

  if (host === 'youtu.be' && segments.length === 1) return youtube(segments[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') return youtube(url.searchParams.get('v'));
    if (segments.length === 2 && ['shorts', 'embed', 'live'].includes(segments[0] ?? '')) {
      return youtube(segments[1]);
    }
    return null;
  }
  if (host === 'www.youtube-nocookie.com' && segments[0] === 'embed' && segments.length === 2) {
    return youtube(segments[1]);
  }
  if (VIMEO_HOSTS.has(host) && segments.length === 1) return vimeo(segments[0]);
  if (host === 'player.vimeo.com' && segments[0] === 'video' && segments.length === 2) {
    return vimeo(segments[1]);
  }
  return null;
}

/** The privacy-enhanced player's frame for a YouTube or Vimeo address (watch?v=, youtu.be/,
 * shorts/, embed/, vimeo.com/123), or null for any other address. */
export function videoEmbed(address: string): { src: string; title: string } | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const video = videoOf(url);
  if (!video) return null;
  const player = VIDEO_PLAYERS[video.provider];
  return { src: player.player(video.id), title: `${player.name} video` };
}

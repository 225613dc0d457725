import DOMPurify from 'dompurify';

/** The only frames a post may contain: the privacy-enhanced players of YouTube and Vimeo. The
 * server's sanitiser (services/blog, sanitize-post-html.ts) allows exactly the same. */
export const VIDEO_PLAYERS = {
  youtube: {
    name: 'YouTube',
    player: (id: string) => `https://www.youtube-nocookie.com/embed/${id}`,
    src: /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/,
  },
  vimeo: {
    name: 'Vimeo',
    player: (id: string) => `https://player.vimeo.com/video/${id}?dnt=1`,
    src: /^https:\/\/player\.vimeo\.com\/video\/[0-9]{1,20}\?dnt=1$/,
  },
} as const;

export type VideoProvider = keyof typeof VIDEO_PLAYERS;

export function isVideoPlayerSrc(src: string | null): boolean {
  return src !== null && Object.values(VIDEO_PLAYERS).some((player) => player.src.test(src));
}

/** A sanitiser of its own, so that the frame rule never reaches other uses of DOMPurify. */
const purify = DOMPurify(window);
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'iframe' && !isVideoPlayerSrc((node as Element).getAttribute('src'))) {
    node.parentNode?.removeChild(node);
  }
});

/** Post HTML as the browser may show it: DOMPurify's defaults plus the video players' frames with
 * the attributes the editor writes. */
export function sanitizePostContent(html: string): string {
  return purify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'referrerpolicy'],
  });
}

/**
 * The only frames a post may contain: the privacy-enhanced players of YouTube and Vimeo, as the
 * post editor writes them. The server's sanitiser, the browser's and the site's CSP (`frame-src`)
 * allow exactly these. No dependencies: this file runs in Node and in the browser.
 */
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

/** Whether a frame's src is one of the two players. */
export function isVideoPlayerSrc(src: string | null | undefined): boolean {
  return src != null && Object.values(VIDEO_PLAYERS).some((player) => player.src.test(src));
}

import { isVideoPlayerSrc } from '@site/contract';
import DOMPurify from 'dompurify';

export { isVideoPlayerSrc, VIDEO_PLAYERS, type VideoProvider } from '@site/contract';

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

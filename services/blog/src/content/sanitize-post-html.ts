import sanitizeHtml from 'sanitize-html';
import { isVideoPlayerSrc } from '@site/contract';
import { isImageKey } from '../image-types.js';

const UPLOADS = '/uploads/';

/** An image may come from the site's own uploads or from an https address, nowhere else. */
function isAllowedImageUrl(url: string): boolean {
  if (url.startsWith(UPLOADS)) return isImageKey(url.slice(UPLOADS.length));
  return /^https:\/\/[^/\s]/i.test(url);
}

/** The URLs of a srcset: each candidate is a URL and an optional descriptor. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** Whether an image element (img, or a picture's source) names only allowed images. */
function hasOnlyAllowedImages(tag: string, attributes: Record<string, string>): boolean {
  const { src, srcset } = attributes;
  if (tag === 'img' && (src === undefined || !isAllowedImageUrl(src))) return false;
  if (tag === 'source' && srcset === undefined) return false;
  return srcset === undefined || srcsetUrls(srcset).every(isAllowedImageUrl);
}

/**
 * What an admin-written post may contain: formatting, links, images (responsive ones as the post
 * form's "Insert image" writes them), headings, lists, code and tables. Everything else is
 * removed before the post is stored: script and style elements with their text, event-handler
 * and style attributes, any URL scheme but http(s), mailto and tel (so no javascript: or data:
 * URLs), any image not from the site's /uploads/ or an https address, and any frame but a
 * YouTube or Vimeo privacy-enhanced player (with only the attributes the editor writes).
 */
export const POST_HTML_POLICY: sanitizeHtml.IOptions & {
  /** Attributes kept with an empty value (sanitize-html reads it; its types lack it). */
  allowedEmptyAttributes: string[];
} = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span'],
    ...['div', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup'],
    ...['a', 'img', 'picture', 'source', 'figure', 'figcaption', 'ul', 'ol', 'li', 'dl', 'dt'],
    'dd',
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    iframe: ['src', 'title', 'width', 'height', 'loading', 'referrerpolicy', 'allowfullscreen'],
  },
  allowedEmptyAttributes: ['alt', 'allowfullscreen'],
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], source: ['https'], iframe: ['https'] },
  exclusiveFilter: (frame) =>
    ((frame.tag === 'img' || frame.tag === 'source') &&
      !hasOnlyAllowedImages(frame.tag, frame.attribs)) ||
    // The editor's frames are empty: one with text inside is not one of them.
    (frame.tag === 'iframe' && (!isVideoPlayerSrc(frame.attribs.src) || frame.text.trim() !== '')),
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  transformTags: {
    // A post's links must not hand the site's window to the page they open.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_POLICY);
}

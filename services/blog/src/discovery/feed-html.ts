import sanitizeHtml from 'sanitize-html';
import { POST_HTML_POLICY, sanitizePostHtml } from '../content/sanitize-post-html.js';

/** A URL with a scheme (https:, mailto:, tel:) is already absolute. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A post's content for a feed reader, which has no page to resolve links against: sanitised by
 * the post policy, then each relative `href` and `src` made absolute against the post's address.
 */
export function feedHtml(content: string, pageUrl: string): string {
  const absolute = (value: string | undefined): string | undefined => {
    if (value === undefined || HAS_SCHEME.test(value.trim())) return value;
    try {
      return new URL(value, pageUrl).href;
    } catch {
      return value;
    }
  };
  // The first pass removes protocol-relative and other unsafe addresses, so every address
  // without a scheme left is a path on the site; the second keeps to the same policy.
  return sanitizeHtml(sanitizePostHtml(content), {
    ...POST_HTML_POLICY,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: withValue(attribs, 'href', absolute) }),
      img: (tagName, attribs) => ({ tagName, attribs: withValue(attribs, 'src', absolute) }),
    },
  });
}

function withValue(
  attribs: sanitizeHtml.Attributes,
  name: string,
  change: (value: string | undefined) => string | undefined,
): sanitizeHtml.Attributes {
  const value = change(attribs[name]);
  return value === undefined ? attribs : { ...attribs, [name]: value };
}

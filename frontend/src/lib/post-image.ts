import defaultImage from '../assets/images/blog-default.svg';
import { apiUrl } from './api.js';

export const DEFAULT_POST_IMAGE = { src: defaultImage, width: 1200, height: 630 };

/** Where a post's image is served from: the default image when none is set; otherwise the
 * stored key (a leading `uploads/` stripped) under the API server's /uploads/. */
export function postImageUrl(image: string | null | undefined): string {
  if (!image) return DEFAULT_POST_IMAGE.src;
  if (/^https?:\/\//i.test(image)) return image;
  return apiUrl(`/uploads/${image.replace(/^\/?(uploads\/)?/, '')}`);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The company's own time zone, so the server's HTML and the browser's render say one date.
  timeZone: 'Asia/Karachi',
});

/** '22 November 2026', or null for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}

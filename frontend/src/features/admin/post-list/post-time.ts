import { PUBLISHING, type AdminPostSummary } from '@site/contract';
import { companyDateTime, companyDay } from '../company-time.js';

/** The time that matters for a post in the dashboard: when it was trashed, goes public, went
 * public or (a draft) was last edited; 'Date unavailable' when that time is missing. */
export function postTimeLabel(
  post: Pick<AdminPostSummary, 'status' | 'publishedAt' | 'updatedAt' | 'deletedAt'>,
): string {
  const says = (prefix: string, time: string | null, suffix = '') =>
    time ? `${prefix} ${time}${suffix}` : 'Date unavailable';
  if (post.deletedAt !== null) {
    return says(
      'Trashed',
      companyDay(post.deletedAt),
      ` · purged after ${PUBLISHING.trashDays} days`,
    );
  }
  switch (post.status) {
    case 'scheduled':
      return says('Scheduled for', companyDateTime(post.publishedAt));
    case 'published':
      return says('Published', companyDay(post.publishedAt));
    case 'draft':
      return says('Last edited', companyDateTime(post.updatedAt));
  }
}

/** The badge's words for a post's state. */
export function statusLabel(post: Pick<AdminPostSummary, 'status' | 'deletedAt'>): string {
  if (post.deletedAt !== null) return 'In trash';
  switch (post.status) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return 'Scheduled';
    case 'published':
      return 'Published';
  }
}
